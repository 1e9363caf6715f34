import type { User } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findPendingEmailTokenOfUser } from "../accounts/email-token-repository.ts";
import { loadUserBillingView } from "../billing/subscription-view.ts";
import { loadUserBusinessView } from "../businesses/user-business-view.ts";
import { withRemoteQualifiedSignatures } from "../signing/remote-qualities.ts";
import { presentUser } from "./presenter.ts";
import type { UserRow } from "./repository.ts";

/**
 * The User response, the same from every endpoint that answers one: the row with the user's
 * business, pending invitations and pending e-mail change, and QES as the remote provider says when one is configured.
 */
export async function loadUserResponse(context: PlatformContext, executor: JobExecutor, user: UserRow): Promise<User> {
  const view = await loadUserBusinessView(executor, user);
  const presented = presentUser(user, view);
  // The plan: the business's name and state for its members (spec §4 locked redirects), the individual's own otherwise.
  const billing = user.is_api_user ? { pricePlan: null, business: null } : await loadUserBillingView(context, executor, user.id, view.business?.id ?? null);
  // A change of address waiting for confirmation from the new address (docs/account-email.md).
  const pendingChange = await findPendingEmailTokenOfUser(executor, "email_change", user.id, context.clock.now());
  const withPlan: User = {
    ...presented,
    pricePlan: billing.pricePlan,
    pendingEmail: pendingChange?.email ?? null,
    business: presented.business && billing.business ? { ...presented.business, ...billing.business } : presented.business,
  };
  return withRemoteQualifiedSignatures(context, withPlan);
}
