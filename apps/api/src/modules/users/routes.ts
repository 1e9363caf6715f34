import { acceptTerms, celloToken, deleteUser, emailAutocomplete, getUser, updateUser } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { ACCOUNT_RATE_LIMITS } from "../../platform/auth/account-rate-limits.ts";
import type { UserPorts } from "./ports.ts";
import type { UserRow } from "./repository.ts";
import * as users from "./service.ts";

export function registerUserRoutes(routes: RouteRegistrar, context: PlatformContext, ports: UserPorts): void {
  const answer = async (user: Promise<UserRow>) => ports.answerUser(context.db, await user);
  routes.add(getUser, async ({ auth }) => answer(users.getUser(context, auth)));
  routes.add(updateUser, async ({ auth, body }) => answer(users.updateUser(context, auth, body)));
  routes.add(deleteUser, async ({ auth, body }) => users.deleteUser(context, ports, auth, body.password), {
    rateLimits: [{ rule: ACCOUNT_RATE_LIMITS.passwordConfirmPerIp, key: ({ request }) => request.ip }],
  });
  routes.add(acceptTerms, async ({ auth, body }) => answer(users.acceptTerms(context, ports, auth, body.type)));
  routes.add(celloToken, async ({ auth, body }) => users.createReferralWidgetToken(context, auth, body.ucc));
  routes.add(emailAutocomplete, async ({ auth, query }) => ({
    emails: await users.autocompleteEmails(context, auth, query.input),
  }));
}
