import {
  changePassword,
  checkPassword,
  login,
  logout,
  register,
  registerBusiness,
  requestConfirmation,
  requestReset,
  resetPassword,
  validConfirmation,
} from "@paraph/contracts";
import type { FastifyRequest } from "fastify";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { ACCOUNT_RATE_LIMITS as LIMITS } from "./rate-limits.ts";
import { registerBusiness as registerAccountWithBusiness } from "../businesses/registration.ts";
import * as accounts from "./service.ts";

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers["user-agent"] });
const byIp = ({ request }: { request: FastifyRequest }) => request.ip;
const presentSession = (session: { token: string; expiresAt: Date }) => ({
  token: session.token,
  expiresAt: session.expiresAt.toISOString(),
});

export function registerAccountRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(
    requestConfirmation,
    async ({ body }) => accounts.requestConfirmation(context, body),
    {
      rateLimits: [
        { rule: LIMITS.mailPerIp, key: byIp },
        { rule: LIMITS.mailPerEmail, key: ({ body }) => body.email },
      ],
    },
  );
  routes.add(validConfirmation, async ({ body }) => accounts.validateConfirmation(context, body.token, body.language), {
    rateLimits: [{ rule: LIMITS.tokenPerIp, key: byIp }],
  });
  routes.add(
    register,
    async ({ body, request }) => presentSession(await accounts.register(context, body, clientOf(request))),
    { rateLimits: [{ rule: LIMITS.tokenPerIp, key: byIp }] },
  );
  routes.add(
    registerBusiness,
    async ({ body, request }) => {
      const { businessId, ...session } = await registerAccountWithBusiness(context, body, clientOf(request));
      return { ...presentSession(session), businessId };
    },
    { rateLimits: [{ rule: LIMITS.tokenPerIp, key: byIp }] },
  );
  routes.add(
    login,
    async ({ body, request }) => presentSession(await accounts.login(context, body, clientOf(request))),
    {
      rateLimits: [
        { rule: LIMITS.loginPerIp, key: byIp },
        { rule: LIMITS.loginPerEmail, key: ({ body }) => body.email },
      ],
    },
  );
  routes.add(logout, async ({ auth }) => accounts.logout(context, auth));
  routes.add(checkPassword, async ({ body, auth }) => accounts.checkPassword(context, body, auth), {
    rateLimits: [{ rule: LIMITS.passwordCheckPerIp, key: byIp }],
  });
  routes.add(
    changePassword,
    async ({ body, auth, request }) => presentSession(await accounts.changePassword(context, auth, body, clientOf(request))),
    { rateLimits: [{ rule: LIMITS.passwordConfirmPerIp, key: byIp }] },
  );
  routes.add(requestReset, async ({ body }) => accounts.requestReset(context, body), {
    rateLimits: [
      { rule: LIMITS.mailPerIp, key: byIp },
      { rule: LIMITS.mailPerEmail, key: ({ body }) => body.email },
    ],
  });
  routes.add(resetPassword, async ({ body }) => accounts.resetPassword(context, body), {
    rateLimits: [{ rule: LIMITS.tokenPerIp, key: byIp }],
  });
}
