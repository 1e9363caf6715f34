import { apiLogin, createApiUser, deleteApiUser, listApiUsers, resetApiUserKey, updateApiUser } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { API_LOGIN_RATE_LIMITS, loginApiUser } from "./login.ts";
import * as apiUsers from "./service.ts";

export function registerApiUserRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(listApiUsers, async ({ auth, params }) => apiUsers.listApiUsers(context, auth, params.id));
  routes.add(createApiUser, async ({ auth, params, body }) => apiUsers.createApiUser(context, auth, params.id, body));
  routes.add(updateApiUser, async ({ auth, params, body }) => apiUsers.updateApiUser(context, auth, params.id, params.username, body));
  routes.add(deleteApiUser, async ({ auth, params }) => apiUsers.deleteApiUser(context, auth, params.id, params.username));
  routes.add(resetApiUserKey, async ({ auth, params }) => apiUsers.resetApiUserKey(context, auth, params.id, params.username));
  routes.add(
    apiLogin,
    async ({ body, request }) => {
      const session = await loginApiUser(context, body, { ip: request.ip, userAgent: request.headers["user-agent"] });
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
    },
    {
      rateLimits: [
        { rule: API_LOGIN_RATE_LIMITS.perIp, key: ({ request }) => request.ip },
        { rule: API_LOGIN_RATE_LIMITS.perUsername, key: ({ body }) => body.username },
      ],
    },
  );
}
