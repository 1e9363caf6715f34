import {
  changePassword,
  checkPassword,
  login,
  logout,
  register,
  requestConfirmation,
  requestReset,
  resetPassword,
  validConfirmation,
} from "@paraph/contracts";
import type { FastifyRequest } from "fastify";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { ACCOUNT_RATE_LIMITS as LIMITS } from "../../platform/auth/account-rate-limits.ts";
import { clientOf, presentSession } from "./presenter.ts";
import * as accounts from "./service.ts";

const byIp = ({ request }: { request: FastifyRequest }) => request.ip;

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
