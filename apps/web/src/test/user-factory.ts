import type { User, UserAttributes } from "@paraph/contracts";

/** A complete User as GET /v1/user?v2=true returns it; tests override what they care about. */
export function makeUser(overrides: Partial<Omit<User, "attributes">> & { attributes?: Partial<UserAttributes> } = {}): User {
  const { attributes, ...rest } = overrides;
  const permission = { canUpdate: true, defaultValue: true };
  return {
    id: "user-1",
    email: "ada@example.com",
    emailVerified: true,
    firstName: "Ada",
    lastName: "Lovelace",
    hasSso: false,
    isQualitiesUncertain: false,
    groupInfo: { groupVersions: {}, groups: [] },
    signatureQualities: {
      ses: { any: { quality: "ses", legislation: "eidas", provider: "paraph" } },
      aes: { any: null },
      aesMinimal: { eidas: null, zertes: null },
      qes: { eidas: null, zertes: null },
      seal: { aes: null, qes: null },
    },
    permissions: { visualSignatures: { claim: permission, date: permission, std: permission } },
    business: null,
    pendingBusinessInvitations: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...rest,
    attributes: {
      lang: "en-gb",
      mobile: null,
      signerIdentityEmail: null,
      immutableEidFields: [],
      acceptedGtc: true,
      acceptedBusinessInvite: false,
      businessDeleted: false,
      removedFromBusiness: false,
      weakPassword: false,
      freeAccountType: null,
      emailNotificationLevel: "all",
      defaultLegislation: null,
      defaultQuality: null,
      p11SigningName: null,
      p11SigningReason: null,
      celloUcc: null,
      frontendVersion: null,
      ...attributes,
    },
  };
}
