import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { phoneSchema } from "../../validation/phone.ts";
import { signerGroupLimitsSchema } from "../signer-groups/signer-group-entity.ts";
import type { SIGNATURE_REQUEST_STATUSES } from "../signature-requests/entity.ts";
import { businessBillingSchema, businessPricePlanSchema, businessStripeSchema } from "../billing/billing-entity.ts";

/** Sizes and limits of businesses, shared by server and web. */
export const BUSINESS_LIMITS = {
  name: 100,
  /** Addresses one invitation call may name. */
  invitationsPerRequest: 50,
  /** User ids one role or removal call may name. */
  usersPerRequest: 100,
  allowedDomains: 50,
  /** Days between asking to delete a business and its deletion; the request can be revoked until then. */
  deletionGraceDays: 30,
  /** Length of the AES-for-business representative's name and of the commercial register number. */
  aes4bizText: 200,
} as const;

/**
 * The company logo is cropped to this shape before upload and stored at most this size: mails
 * and the direct-sign header show it 48 CSS pixels high (up to 144 wide), the stored pixels
 * cover twice that for sharp screens (docs/business-profile.md).
 */
export const BUSINESS_LOGO = { aspectWidth: 3, aspectHeight: 1, maxStoredWidth: 600, maxStoredHeight: 200 } as const;

export const businessIdParams = z.strictObject({ id: z.uuid({ message: "Not a business id" }) });

/** A business's name: trimmed, 1 to 100 characters, no control characters. */
export const businessNameSchema = singleLineText()
  .min(1, { message: "Must not be empty" })
  .max(BUSINESS_LIMITS.name, { message: `At most ${BUSINESS_LIMITS.name} characters` });

/** An optional phone number: a valid one, or null (or an empty string) to clear it. */
export const clearablePhoneSchema = z.union([z.literal("").transform(() => null), z.null(), phoneSchema]);

/** Whether completion mails carry one attachment, and whether the sender may change that per request. */
const mailAttachmentSettingSchema = z.object({ enabled: z.boolean(), customisable: z.boolean() });

/** The ended states a request may be in when automatic deletion removes it (spec §3 `retention.terminalState`). */
export const RETENTION_TERMINAL_STATES = ["completed", "declined", "withdrawn", "expired"] as const satisfies readonly (typeof SIGNATURE_REQUEST_STATUSES)[number][];
export const retentionTerminalStateSchema = z.enum(RETENTION_TERMINAL_STATES);
export type RetentionTerminalState = z.infer<typeof retentionTerminalStateSchema>;

/** Bounds of automatic deletion: days after a request ended before it and its files are deleted. */
export const RETENTION_LIMITS = { minDays: 1, maxDays: 3650, defaultDays: 90 } as const;

/**
 * Automatic deletion of the business's ended requests (docs/business-settings.md): when enabled,
 * a request in one of `terminalState` is deleted with its files `days` after it ended.
 */
export const retentionSettingsSchema = z.object({
  enabled: z.boolean(),
  terminalState: z.array(retentionTerminalStateSchema),
  days: z.number().int(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

const imageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * The business settings of spec §3 that Paraph has today. `mailService.attachments` decides what
 * the mail sent when a request is completed carries: the signed document
 * (`signedDocument.enabled`) and the signature protocol (`signatureProtocol.enabled`).
 */
export const businessSettingsSchema = z.object({
  supportContact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  signatureRequests: z.object({
    /** 21 CFR Part 11 mode for the business's members (docs/part-11.md). */
    part11: z.object({ enabled: z.boolean() }),
    retention: retentionSettingsSchema,
  }),
  mailService: z.object({
    attachments: z.object({ signedDocument: mailAttachmentSettingSchema, signatureProtocol: mailAttachmentSettingSchema }),
  }),
  companyBranding: z.object({ logo: imageSchema.nullable() }),
  /** Whether guests of the business's requests may sign with the mobile app (MAB) instead of an e-mailed code. */
  mabSettings: z.object({ directSign: z.object({ enabled: z.boolean() }) }),
  /** How many signer groups the business may keep, and how many people each (docs/signer-groups.md). */
  signerGroups: signerGroupLimitsSchema,
  /** Whether the business takes part in the referral programme. */
  affiliate: z.object({ enabled: z.boolean() }),
  /** Whether the in-app guidance tool runs for the business's members (spec §4). */
  userPilot: z.object({ enabled: z.boolean() }),
  /** The origins whose pages may frame the embedded signing view (docs/embedding.md); at most 20. */
  embedOrigins: z.array(z.string()),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** The Business of spec §3: members and admins are user ids, invitedMembers e-mail addresses, seals account names. */
export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  gtcAcceptedAt: z.string(),
  dpaAcceptedAt: z.string(),
  members: z.array(z.string()),
  admins: z.array(z.string()),
  invitedMembers: z.array(z.string()),
  domains: z.array(z.string()),
  seals: z.array(z.string()),
  settings: businessSettingsSchema,
  /** Set while a deletion is pending: when it was asked for and when it takes effect. */
  deletion: z.object({ requestedAt: z.string(), effectiveAt: z.string() }).nullable(),
  /** Spec §3 billing, pricePlan and stripe (docs/billing.md). The server always sends them; they are optional for older clients' sake. */
  billing: businessBillingSchema.optional(),
  pricePlan: businessPricePlanSchema.optional(),
  stripe: businessStripeSchema.optional(),
});
export type Business = z.infer<typeof businessSchema>;

/** One person of a business, as member and admin lists show them. */
export const businessMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  joinedAt: z.string(),
});
export type BusinessMember = z.infer<typeof businessMemberSchema>;

/** An address the business invited that has not answered yet. */
export const businessInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BusinessInvitation = z.infer<typeof businessInvitationSchema>;

/** User ids for the role and removal calls (snake case, spec §7). */
export const userIdsBody = z.strictObject({
  user_ids: z
    .array(z.uuid({ message: "Not a user id" }))
    .min(1, { message: "Name at least one user" })
    .max(BUSINESS_LIMITS.usersPerRequest),
});
