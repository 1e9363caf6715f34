import type { SignerGroupLimits } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { MembershipRow } from "../businesses/index.ts";
import type { SignerGroupRow } from "./repository.ts";

/**
 * A group is its business's alone: to anyone outside that business it does not exist (404),
 * whatever their role elsewhere. Members may read it; changes are for admins.
 */
export function assertGroupVisible(group: SignerGroupRow | undefined, membership: MembershipRow | undefined): asserts group is SignerGroupRow {
  if (!group || !membership || group.business_id !== membership.business_id) throw new AppError("not_found");
}

export function assertCanChangeGroups(membership: MembershipRow | undefined): asserts membership is MembershipRow {
  if (membership?.role !== "admin") throw new AppError("business_admin_required");
}

/**
 * The business's limits, checked when a group is made or its people change. `groups` is the
 * count the business would have; a group already over a lowered limit may keep its people but
 * not grow.
 */
export function assertWithinLimits(limits: SignerGroupLimits, wanted: { groups?: number; participants: number; participantsBefore?: number }): void {
  if (wanted.groups !== undefined && wanted.groups > limits.maxGroups) {
    throw new AppError("signer_group_limit_reached", { limit: "maxGroups", max: limits.maxGroups, requested: wanted.groups });
  }
  const allowed = Math.max(limits.maxParticipants, wanted.participantsBefore ?? 0);
  if (wanted.participants > allowed) {
    throw new AppError("signer_group_limit_reached", { limit: "maxParticipants", max: limits.maxParticipants, requested: wanted.participants });
  }
}
