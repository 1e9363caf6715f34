import { cancelEmailChange, confirmEmailChange, requestEmailChange } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { ACCOUNT_RATE_LIMITS as LIMITS } from "../../platform/auth/account-rate-limits.ts";
import type { AnswerUser } from "../users/index.ts";
import * as emailChange from "./service.ts";

export function registerEmailChangeRoutes(routes: RouteRegistrar, context: PlatformContext, answerUser: AnswerUser): void {
  routes.add(requestEmailChange, async ({ auth, body }) => emailChange.requestEmailChange(context, auth, body), {
    rateLimits: [
      { rule: LIMITS.passwordConfirmPerIp, key: ({ request }) => request.ip },
      { rule: LIMITS.mailPerEmail, key: ({ body }) => body.email },
    ],
  });
  routes.add(confirmEmailChange, async ({ auth, body }) => answerUser(context.db, await emailChange.confirmEmailChange(context, auth, body.token)), {
    rateLimits: [{ rule: LIMITS.tokenPerIp, key: ({ request }) => request.ip }],
  });
  routes.add(cancelEmailChange, async ({ auth }) => emailChange.cancelEmailChange(context, auth));
}
