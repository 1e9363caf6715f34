import type { User } from "@paraph/contracts";
import { isLockedOrTrialExpired } from "../../../entities/billing/billing-state.ts";
import type { DialogKey } from "../../../shared/dialogs/dialog-names.ts";

/** A dialog the user must answer before using the app, with the props it opens with. */
export interface RequiredDialog {
  key: DialogKey;
  props?: Record<string, unknown>;
}

/** Why the account went back to a personal one; the business-downgraded dialog reads it. */
export type DowngradeReason = "business-deleted" | "removed-from-business";

/**
 * Spec §6: business invitations and downgrade notices are answered before use, one at a time;
 * then the notice that the business is locked, for its members.
 * What happened to the user's last business comes first, then what they are asked to join. An
 * invitation waits while the user belongs to a business: they could not accept it (one business
 * at a time), and leaving their business brings it up.
 */
export function findRequiredBusinessDialog(user: User, hasSeenLockedNotice = false): RequiredDialog | null {
  if (user.attributes.businessDeleted) return { key: "business/business-downgraded", props: { reason: "business-deleted" } };
  if (user.attributes.removedFromBusiness) return { key: "business/business-downgraded", props: { reason: "removed-from-business" } };
  const invitation = user.business === null ? user.pendingBusinessInvitations[0] : undefined;
  if (invitation) return { key: "business/business-invitation", props: { invitation } };
  // Spec §4: a member who is not admin of a locked business (or one whose trial ended) is told
  // once per tab; its admins are sent to the members page by the guard instead.
  const business = user.business;
  if (business && !business.isAdmin && isLockedOrTrialExpired(business) && !hasSeenLockedNotice) {
    return { key: "business/locked-member", props: { businessId: business.id, businessName: business.name } };
  }
  return null;
}
