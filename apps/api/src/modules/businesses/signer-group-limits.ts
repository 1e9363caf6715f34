import { SIGNER_GROUP_LIMITS, type SignerGroupLimits } from "@paraph/contracts";
import type { BusinessRow } from "./repository.ts";

/** The business's signer group limits: what an admin set, otherwise Paraph's defaults. */
export function signerGroupLimitsOf(row: Pick<BusinessRow, "signer_groups_max_groups" | "signer_groups_max_participants">): SignerGroupLimits {
  return {
    maxGroups: row.signer_groups_max_groups ?? SIGNER_GROUP_LIMITS.defaultLimits.maxGroups,
    maxParticipants: row.signer_groups_max_participants ?? SIGNER_GROUP_LIMITS.defaultLimits.maxParticipants,
  };
}
