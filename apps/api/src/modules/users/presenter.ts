import { EID_FIELDS, type ReceivedBusinessInvitation, type SignatureQualities, type User, type UserBusiness } from "@paraph/contracts";
import type { UserRow } from "./repository.ts";
import { visualSignaturePermissionsOf } from "./visual-signature-permissions.ts";

/** The provider of qualities Paraph grants itself (e-mail verification, TAN-confirmed mobile). */
const OWN_PROVIDER = "paraph";

/**
 * The qualities a user holds today: SES once the e-mail is verified, AES once a mobile number is
 * confirmed by TAN, QES per legislation once an identification succeeded (its provider, "demo"
 * for the demo identification). Seals come with businesses.
 */
export function presentSignatureQualities(user: UserRow): SignatureQualities {
  const ses = user.email_verified ? { quality: "ses", legislation: "any", provider: OWN_PROVIDER } : null;
  const aes =
    user.email_verified && user.mobile_verified_at ? { quality: "aes", legislation: "any", provider: OWN_PROVIDER } : null;
  return {
    ses: { any: ses },
    aes: { any: aes },
    aesMinimal: { eidas: null, zertes: null },
    qes: { eidas: qualifiedOf(user, "eidas"), zertes: qualifiedOf(user, "zertes") },
    seal: { aes: null, qes: null },
  };
}

function qualifiedOf(user: UserRow, legislation: "eidas" | "zertes") {
  const provider = legislation === "eidas" ? user.qes_eidas_provider : user.qes_zertes_provider;
  return user.email_verified && user.mobile_verified_at && provider ? { quality: "qes", legislation, provider } : null;
}

/** What the User lists besides its own row: the user's business and invitations (composition/user-answer.ts gathers them). */
export interface UserParts {
  business: UserBusiness | null;
  pendingBusinessInvitations: ReceivedBusinessInvitation[];
  /** The signer groups of the user's business that name the user's address, and each one's version. */
  groupInfo: User["groupInfo"];
}

/** A member allowed to sign with a seal of their business holds the advanced seal quality. */
function sealQualitiesOf(parts: UserParts): SignatureQualities["seal"] {
  const hasSeal = (parts.business?.seals.length ?? 0) > 0;
  return { aes: hasSeal ? { quality: "aes", legislation: "any", provider: OWN_PROVIDER } : null, qes: null };
}

/** The fields an identification fixed (spec §3 `immutableEidFields`): all of them once one succeeded. */
export function immutableEidFieldsOf(user: UserRow): string[] {
  return user.eid_first_name !== null ? [...EID_FIELDS] : [];
}

/** The User of spec §3; `parts` add the business and pending invitations. */
export function presentUser(user: UserRow, parts: UserParts): User {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.email_verified,
    firstName: user.first_name,
    lastName: user.last_name,
    hasSso: user.has_sso,
    isQualitiesUncertain: false,
    groupInfo: parts.groupInfo,
    signatureQualities: { ...presentSignatureQualities(user), seal: sealQualitiesOf(parts) },
    permissions: { visualSignatures: visualSignaturePermissionsOf(user.visual_signature_permissions) },
    attributes: {
      lang: user.lang as User["attributes"]["lang"],
      mobile: user.mobile,
      signerIdentityEmail: null,
      immutableEidFields: immutableEidFieldsOf(user),
      acceptedGtc: user.accepted_gtc_at !== null,
      acceptedBusinessInvite: user.accepted_business_invite_at !== null,
      businessDeleted: user.business_deleted,
      removedFromBusiness: user.removed_from_business,
      weakPassword: user.weak_password,
      freeAccountType: user.free_account_type as User["attributes"]["freeAccountType"],
      emailNotificationLevel: user.email_notification_level as User["attributes"]["emailNotificationLevel"],
      defaultLegislation: user.default_legislation as User["attributes"]["defaultLegislation"],
      defaultQuality: user.default_quality as User["attributes"]["defaultQuality"],
      p11SigningName: user.p11_signing_name,
      p11SigningReason: user.p11_signing_reason,
      celloUcc: user.cello_ucc,
      frontendVersion: user.frontend_version,
    },
    business: parts.business,
    pendingBusinessInvitations: parts.pendingBusinessInvitations,
    createdAt: user.created_at.toISOString(),
  };
}
