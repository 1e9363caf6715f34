import { deleteBusinessSso, findIdentityProvider, getBusinessSso, redeemSsoLogin, updateBusinessSso } from "@paraph/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as ssoConfig from "./config-service.ts";
import * as ssoLogin from "./login-service.ts";
import { SSO_CALLBACK_PATH, SSO_START_PATH } from "./sso-urls.ts";

/** The cookie that ties a log-in to the browser that started it, sent back only to the callback. */
export const SSO_BROWSER_COOKIE = "paraph_sso";

const byIp = ({ request }: { request: FastifyRequest }) => request.ip;
/** Each start writes a log-in row: limited per address. */
const SSO_START_LIMIT = { name: "sso-start-ip", limit: 60, windowMs: 10 * 60_000 };

function browserCookie(context: PlatformContext, value: string, maxAgeSeconds: number): string {
  const secure = context.publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${SSO_BROWSER_COOKIE}=${value}; Path=${SSO_CALLBACK_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

function readBrowserCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SSO_BROWSER_COOKIE && value && /^[A-Za-z0-9_-]{20,200}$/.test(value)) return value;
  }
  return undefined;
}

/** Single sign-on (docs/sso.md): the admins' configuration, the log-in's start, callback and redemption. */
export function registerSsoRoutes(routes: RouteRegistrar, app: FastifyInstance, context: PlatformContext): void {
  routes.add(getBusinessSso, async ({ auth, params }) => ssoConfig.getSsoConfig(context, auth, params.id));
  routes.add(updateBusinessSso, async ({ auth, params, body }) => ssoConfig.updateSsoConfig(context, auth, params.id, body));
  routes.add(deleteBusinessSso, async ({ auth, params }) => ssoConfig.removeSsoConfig(context, auth, params.id));
  routes.add(
    findIdentityProvider,
    async ({ body }) => ssoLogin.findSsoLoginUrl(context, body.email),
    { rateLimits: [{ rule: { name: "sso-find-ip", limit: 120, windowMs: 10 * 60_000 }, key: byIp }] },
  );
  routes.add(
    redeemSsoLogin,
    async ({ body, request }) => {
      const session = await ssoLogin.redeemSsoLogin(context, body.code, { ip: request.ip, userAgent: request.headers["user-agent"] });
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
    { rateLimits: [{ rule: { name: "sso-redeem-ip", limit: 30, windowMs: 10 * 60_000 }, key: byIp }] },
  );
  // The browser starts a log-in here (the URL POST /v1/identity_providers answered) and leaves for the issuer.
  app.get<{ Querystring: { domain?: unknown } }>(SSO_START_PATH, async (request, reply) => {
    await context.rateLimiter.hit(SSO_START_LIMIT, request.ip);
    const domain = typeof request.query.domain === "string" ? request.query.domain.slice(0, 300) : "";
    const { url, browserToken } = await ssoLogin.startSsoLogin(context, domain);
    if (browserToken) void reply.header("set-cookie", browserCookie(context, browserToken, ssoLogin.SSO_LOGIN_LIFETIME_MS / 1000));
    return reply.header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(url, 303);
  });
  // The issuer sends the browser here: an answer of redirects, not JSON, so not a contract endpoint.
  app.get(SSO_CALLBACK_PATH, async (request, reply) => {
    const queryAt = request.url.indexOf("?");
    const search = queryAt === -1 ? "" : request.url.slice(queryAt);
    const target = search.length > 8192 ? ssoLogin.ssoErrorUrl(context, "invalid_state") : await ssoLogin.completeSsoLogin(context, { search, browserToken: readBrowserCookie(request.headers.cookie) });
    return reply.header("set-cookie", browserCookie(context, "", 0)).header("cache-control", "no-store").header("referrer-policy", "no-referrer").redirect(target, 303);
  });
}
