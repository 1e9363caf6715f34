import { VISUAL_SIGNATURE_LIMITS, type Language, type Legislation, type Quality, type VisualSignatureChanges } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { UserRow, VisualSignaturePermissionName, VisualSignaturePermissions } from "../users/index.ts";
import type { VisualSignatureRow } from "./repository.ts";

/** Every field of a visual signature that is drawn or saved, resolved (no "unset"). */
export interface VisualSignatureValues {
  alias: string;
  name: string;
  /** The job title line under the name. */
  title: string | null;
  optionalLine: string | null;
  location: string | null;
  language: Language;
  quality: Quality | null;
  legislation: Legislation | null;
  provider: string | null;
  displayDate: boolean;
  displayClaim: boolean;
  displayStandards: boolean;
  displayQr: boolean;
}

/** Which display flag each permission of spec §3 governs. */
const FLAG_OF_PERMISSION: Record<VisualSignaturePermissionName, "displayClaim" | "displayDate" | "displayStandards"> = {
  claim: "displayClaim",
  date: "displayDate",
  std: "displayStandards",
};

export function fullNameOf(user: Pick<UserRow, "first_name" | "last_name">): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** What a new signature starts from: the user's name, language and standards; flags per the permissions' defaults. */
export function defaultValuesFor(
  user: Pick<UserRow, "first_name" | "last_name" | "lang" | "default_quality" | "default_legislation">,
  permissions: VisualSignaturePermissions,
): VisualSignatureValues {
  const name = fullNameOf(user);
  return {
    alias: "",
    name,
    title: null,
    optionalLine: null,
    location: null,
    language: user.lang as Language,
    quality: (user.default_quality as Quality | null) ?? "ses",
    legislation: user.default_legislation as Legislation | null,
    provider: null,
    displayDate: permissions.date.defaultValue,
    displayClaim: permissions.claim.defaultValue,
    displayStandards: permissions.std.defaultValue,
    displayQr: false,
  };
}

/**
 * The stored values as they apply today: a flag locked after the signature was saved shows its
 * locked value, so no signature escapes a newer lock.
 */
export function valuesOfRow(row: VisualSignatureRow, permissions: VisualSignaturePermissions): VisualSignatureValues {
  return enforceLocks(
    {
      alias: row.alias,
      name: row.name,
      title: row.title,
      optionalLine: row.optional_line,
      location: row.location,
      language: row.language as Language,
      quality: row.quality as Quality | null,
      legislation: row.legislation as Legislation | null,
      provider: row.provider,
      displayDate: row.display_date,
      displayClaim: row.display_claim,
      displayStandards: row.display_standards,
      displayQr: row.display_qr,
    },
    permissions,
  );
}

function enforceLocks(values: VisualSignatureValues, permissions: VisualSignaturePermissions): VisualSignatureValues {
  const enforced = { ...values };
  for (const [permission, flag] of Object.entries(FLAG_OF_PERMISSION) as [VisualSignaturePermissionName, (typeof FLAG_OF_PERMISSION)[VisualSignaturePermissionName]][]) {
    if (!permissions[permission].canUpdate) enforced[flag] = permissions[permission].defaultValue;
  }
  return enforced;
}

/** An empty optional line means "none". */
function optionalText(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  return value === null || value === "" ? null : value;
}

/**
 * Applies a client's changes. A locked flag may be sent only with its locked value (clients
 * often send the whole form back); any other value is refused with
 * visual_signature_setting_locked rather than silently ignored.
 */
export function applyChanges(
  base: VisualSignatureValues,
  changes: VisualSignatureChanges,
  permissions: VisualSignaturePermissions,
): VisualSignatureValues {
  for (const [permission, flag] of Object.entries(FLAG_OF_PERMISSION) as [VisualSignaturePermissionName, (typeof FLAG_OF_PERMISSION)[VisualSignaturePermissionName]][]) {
    const requested = changes[flag];
    const rule = permissions[permission];
    if (!rule.canUpdate && requested !== undefined && requested !== rule.defaultValue) {
      throw new AppError("visual_signature_setting_locked", { field: flag, value: rule.defaultValue });
    }
  }
  const name = changes.name ?? base.name;
  return enforceLocks(
    {
      // An empty alias means "call it by its name".
      alias: (changes.alias === undefined ? base.alias : changes.alias) || name.slice(0, VISUAL_SIGNATURE_LIMITS.alias),
      name,
      title: optionalText(changes.title, base.title),
      optionalLine: optionalText(changes.optionalLine, base.optionalLine),
      location: optionalText(changes.location, base.location),
      language: changes.language ?? base.language,
      quality: changes.quality !== undefined ? changes.quality : base.quality,
      legislation: changes.legislation !== undefined ? changes.legislation : base.legislation,
      provider: optionalText(changes.provider, base.provider),
      displayDate: changes.displayDate ?? base.displayDate,
      displayClaim: changes.displayClaim ?? base.displayClaim,
      displayStandards: changes.displayStandards ?? base.displayStandards,
      displayQr: changes.displayQr ?? base.displayQr,
    },
    permissions,
  );
}
