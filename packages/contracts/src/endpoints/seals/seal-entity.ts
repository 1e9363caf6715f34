import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { apiUserSchema } from "../api-users/api-user-entity.ts";
import { businessMemberSchema } from "../businesses/business-entity.ts";

/** A seal's account name: how signing names it (`sealAccountName`) and how its pages are addressed. */
export const SEAL_ACCOUNT_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,62}[a-z0-9]$/;
export const SEAL_DISPLAY_NAME_MAX = 100;

export const sealAccountNameSchema = singleLineText().regex(SEAL_ACCOUNT_NAME_PATTERN, { message: "3 to 64 lower-case letters, digits, dots, dashes or underscores" });

export const sealDisplayNameSchema = singleLineText()
  .min(1, { message: "Must not be empty" })
  .max(SEAL_DISPLAY_NAME_MAX, { message: `At most ${SEAL_DISPLAY_NAME_MAX} characters` });

export const sealParams = z.strictObject({ id: z.uuid({ message: "Not a business id" }), seal: sealAccountNameSchema });

/** The seal list item of spec §3: who may sign with it counts as members; API users as API keys. */
export const sealListItemSchema = z.object({
  accountName: z.string(),
  displayName: z.string(),
  amountApiKeys: z.number().int(),
  amountMembers: z.number().int(),
});
export type SealListItem = z.infer<typeof sealListItemSchema>;

/** The certificate the seal signs with, as a person checking it would read it. */
export const sealCertificateSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  serialNumber: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  /** Issued by the demo PKI: real signatures without legal weight. */
  isDemo: z.boolean(),
});

export const sealSchema = sealListItemSchema.extend({
  members: z.array(businessMemberSchema),
  /** The business's API users given this seal (docs/api-users.md). */
  apiUsers: z.array(apiUserSchema.pick({ username: true, description: true })),
  certificate: sealCertificateSchema,
  /** The image shown in the seal's appearance, or null for text only. */
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type Seal = z.infer<typeof sealSchema>;
