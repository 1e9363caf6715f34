import { z } from "zod";
import {
  emailNotificationLevelSchema,
  freeAccountTypeSchema,
  languageSchema,
  legislationSchema,
  qualitySchema,
} from "../../enums.ts";
import { receivedBusinessInvitationSchema } from "../businesses/received-invitation-entity.ts";
import { paymentMethodSchema, planNameSchema, userPricePlanSchema } from "../billing/billing-entity.ts";

/** One signature quality a user holds: which quality, under which legislation, from which provider. */
export const signatureQualityEntrySchema = z.object({
  quality: z.string(),
  legislation: z.string(),
  provider: z.string(),
});
const entry = signatureQualityEntrySchema.nullable();

export const signatureQualitiesSchema = z.object({
  ses: z.object({ any: entry }),
  aes: z.object({ any: entry }),
  aesMinimal: z.object({ eidas: entry, zertes: entry }),
  qes: z.object({ eidas: entry, zertes: entry }),
  seal: z.object({ aes: entry, qes: entry }),
});
export type SignatureQualities = z.infer<typeof signatureQualitiesSchema>;

const visualSignaturePermission = z.object({ canUpdate: z.boolean(), defaultValue: z.boolean() });

export const userAttributesSchema = z.object({
  lang: languageSchema,
  mobile: z.string().nullable(),
  signerIdentityEmail: z.string().nullable(),
  immutableEidFields: z.array(z.string()),
  acceptedGtc: z.boolean(),
  acceptedBusinessInvite: z.boolean(),
  businessDeleted: z.boolean(),
  removedFromBusiness: z.boolean(),
  weakPassword: z.boolean(),
  freeAccountType: freeAccountTypeSchema.nullable(),
  emailNotificationLevel: emailNotificationLevelSchema,
  defaultLegislation: legislationSchema.nullable(),
  defaultQuality: qualitySchema.nullable(),
  p11SigningName: z.string().nullable(),
  p11SigningReason: z.string().nullable(),
  celloUcc: z.string().nullable(),
  frontendVersion: z.string().nullable(),
});
export type UserAttributes = z.infer<typeof userAttributesSchema>;

/**
 * The user's place in a business, from which the web derives the role (spec §4: admin, member),
 * with the business seals the user may sign with.
 */
export const userBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  isMember: z.boolean(),
  seals: z.array(z.object({ accountName: z.string(), displayName: z.string() })),
  /** The business runs in Part 11 mode: each of the user's signatures asks for the password and a meaning (docs/part-11.md). The server always sends it; absent reads as off. */
  part11: z.boolean().optional(),
  /** The business's plan and payment method state (spec §4: locked or trial expired). The server always sends them. */
  planName: planNameSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  /** The card provider's subscription status (spec §4 payment issues: anything but active or incomplete_expired). */
  stripeSubscriptionStatus: z.string().nullable().optional(),
});
export type UserBusiness = z.infer<typeof userBusinessSchema>;

/** The User of spec §3, as GET /v1/user?v2=true returns it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  hasSso: z.boolean(),
  isQualitiesUncertain: z.boolean(),
  groupInfo: z.object({ groupVersions: z.record(z.string(), z.number()), groups: z.array(z.string()) }),
  signatureQualities: signatureQualitiesSchema,
  permissions: z.object({
    visualSignatures: z.object({
      claim: visualSignaturePermission,
      date: visualSignaturePermission,
      std: visualSignaturePermission,
    }),
  }),
  attributes: userAttributesSchema,
  /** Null when the user belongs to no business. */
  business: userBusinessSchema.nullable(),
  /** Invitations the user has to answer (spec §6: before using the app), oldest first. */
  pendingBusinessInvitations: z.array(receivedBusinessInvitationSchema),
  /** The individual's own plan; null while the user belongs to a business (the business's plan applies). The server always sends it. */
  pricePlan: userPricePlanSchema.nullable().optional(),
  /** The new address of a change waiting for confirmation from that address (docs/account-email.md); null when none. The server always sends it. */
  pendingEmail: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
