import { z } from "zod";
import type { User } from "@paraph/contracts";

export type VisualSignaturePermissions = User["permissions"]["visualSignatures"];
export type VisualSignaturePermissionName = keyof VisualSignaturePermissions;

const permissionSchema = z.object({ canUpdate: z.boolean(), defaultValue: z.boolean() });
/** What users.visual_signature_permissions may hold: a lock for any of the three flags. */
const storedPermissionsSchema = z.object({
  claim: permissionSchema.optional(),
  date: permissionSchema.optional(),
  std: permissionSchema.optional(),
});

const EDITABLE_AND_SHOWN = { canUpdate: true, defaultValue: true } as const;

/**
 * The user's permissions on the visual-signature display flags (spec §3). Set per user today
 * (a business will set them for its members); a flag nobody locked is editable and shown by
 * default. A malformed stored value locks nothing rather than failing every request.
 */
export function visualSignaturePermissionsOf(stored: unknown): VisualSignaturePermissions {
  const parsed = storedPermissionsSchema.safeParse(stored ?? {});
  const permissions = parsed.success ? parsed.data : {};
  return {
    claim: permissions.claim ?? EDITABLE_AND_SHOWN,
    date: permissions.date ?? EDITABLE_AND_SHOWN,
    std: permissions.std ?? EDITABLE_AND_SHOWN,
  };
}
