import {
  VISUAL_SIGNATURE_LIMITS,
  type Language,
  type User,
  type VisualSignature,
  type VisualSignatureFields,
} from "@paraph/contracts";

export type DisplayFlag = "displayDate" | "displayClaim" | "displayStandards" | "displayQr";
export const DISPLAY_FLAGS: readonly DisplayFlag[] = ["displayDate", "displayClaim", "displayStandards", "displayQr"];

/** The User's permission entry behind each display flag; the QR code has none (always the user's choice). */
const PERMISSION_OF: Record<DisplayFlag, "date" | "claim" | "std" | null> = {
  displayDate: "date",
  displayClaim: "claim",
  displayStandards: "std",
  displayQr: null,
};

export interface SignatureForm {
  alias: string;
  name: string;
  optionalLine: string;
  location: string;
  language: Language;
  displayDate: boolean;
  displayClaim: boolean;
  displayStandards: boolean;
  displayQr: boolean;
  isDefault: boolean;
}

/** A flag the user may not change, with the value it always has. */
export interface LockedFlag {
  value: boolean;
}

export function findLockedFlags(user: User): Partial<Record<DisplayFlag, LockedFlag>> {
  const locked: Partial<Record<DisplayFlag, LockedFlag>> = {};
  for (const flag of DISPLAY_FLAGS) {
    const permission = PERMISSION_OF[flag] ? user.permissions.visualSignatures[PERMISSION_OF[flag]] : null;
    if (permission && !permission.canUpdate) locked[flag] = { value: permission.defaultValue };
  }
  return locked;
}

/** The form for a new signature (the user's name, permission defaults) or for a saved one. */
export function createForm(user: User, signature: VisualSignature | null): SignatureForm {
  const permissions = user.permissions.visualSignatures;
  const locked = findLockedFlags(user);
  const base: SignatureForm = signature
    ? {
        alias: signature.alias === signature.name ? "" : signature.alias,
        name: signature.name,
        optionalLine: signature.optionalLine ?? "",
        location: signature.location ?? "",
        language: signature.language,
        displayDate: signature.displayDate,
        displayClaim: signature.displayClaim,
        displayStandards: signature.displayStandards,
        displayQr: signature.displayQr,
        isDefault: signature.default,
      }
    : {
        alias: "",
        name: `${user.firstName} ${user.lastName}`.trim(),
        optionalLine: "",
        location: "",
        language: user.attributes.lang,
        displayDate: permissions.date.defaultValue,
        displayClaim: permissions.claim.defaultValue,
        displayStandards: permissions.std.defaultValue,
        displayQr: false,
        isDefault: false,
      };
  // A locked flag shows (and is sent with) its fixed value, also on signatures saved before the lock.
  for (const [flag, lock] of Object.entries(locked) as Array<[DisplayFlag, LockedFlag]>) base[flag] = lock.value;
  return base;
}

export type FormErrors = Partial<Record<"alias" | "name" | "optionalLine" | "location", { key: "required" } | { key: "too_long"; max: number }>>;

/** Spec §5 rules as the API checks them, so the visitor hears about them before sending. */
export function validateForm(form: SignatureForm): FormErrors {
  const errors: FormErrors = {};
  if (form.name.trim() === "") errors.name = { key: "required" };
  const limits = { alias: VISUAL_SIGNATURE_LIMITS.alias, name: VISUAL_SIGNATURE_LIMITS.name, optionalLine: VISUAL_SIGNATURE_LIMITS.optionalLine, location: VISUAL_SIGNATURE_LIMITS.location };
  for (const [field, max] of Object.entries(limits) as Array<[keyof typeof limits, number]>) {
    if (form[field].trim().length > max) errors[field] = { key: "too_long", max };
  }
  return errors;
}

/** The body for create, update and the live preview; empty optional lines clear them. */
export function toFields(form: SignatureForm, user: User): VisualSignatureFields {
  const locked = findLockedFlags(user);
  const flag = (name: DisplayFlag) => locked[name]?.value ?? form[name];
  return {
    alias: form.alias.trim(),
    name: form.name.trim(),
    optionalLine: form.optionalLine.trim() || null,
    location: form.location.trim() || null,
    language: form.language,
    displayDate: flag("displayDate"),
    displayClaim: flag("displayClaim"),
    displayStandards: flag("displayStandards"),
    displayQr: flag("displayQr"),
  };
}
