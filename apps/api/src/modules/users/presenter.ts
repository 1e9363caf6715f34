import { EID_FIELDS, type SignatureQualities, type User } from "@paraph/contracts";
import type { UserBusinessView } from "../businesses/user-business-view.ts";
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

/** A member allowed to sign with a seal of their business holds the advanced seal quality. */
function sealQualitiesOf(view: UserBusinessView): SignatureQualities["seal"] {
  const hasSeal = (view.business?.seals.length ?? 0) > 0;
  return { aes: hasSeal ? { quality: "aes", legislation: "any", provider: OWN_PROVIDER } : null, qes: null };
}

/** The fields an identification fixed (spec §3 `immutableEidFields`): all of them once one succeeded. */
export function immutableEidFieldsOf(user: UserRow): string[] {
  return user.eid_first_name !== null ? [...EID_FIELDS] : [];
}

/** The User of spec §3; `view` (users/user-response.ts loads it) adds the business and pending invitations. */
export function presentUser(user: UserRow, view: UserBusinessView): User {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.email_verified,
    firstName: user.first_name,
    lastName: user.last_name,
    hasSso: user.has_sso,
    isQualitiesUncertain: false,
    groupInfo: view.groupInfo,
    signatureQualities: { ...presentSignatureQualities(user), seal: sealQualitiesOf(view) },
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
    business: view.business,
    pendingBusinessInvitations: view.pendingBusinessInvitations,
    createdAt: user.created_at.toISOString(),
  };
}
