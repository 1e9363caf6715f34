import { z } from "zod";
import { multiLineText, singleLineText } from "../../validation/text.ts";
import { legislationSchema, qualitySchema } from "../../enums.ts";
import { emailSchema } from "../../validation/email.ts";
import { documentSchema } from "../documents/document-entity.ts";
import { FORM_FIELD_LIMITS, formFieldSchema, formFieldValueSchema } from "../form-fields/form-field.ts";

/** Request statuses: docs/signature-requests.md has the state machine. */
export const SIGNATURE_REQUEST_STATUSES = ["draft", "open", "completed", "declined", "withdrawn", "expired"] as const;
export const signatureRequestStatusSchema = z.enum(SIGNATURE_REQUEST_STATUSES);
export type SignatureRequestStatus = z.infer<typeof signatureRequestStatusSchema>;

export const SIGNER_STATUSES = ["pending", "open", "signed", "declined", "delegated", "removed"] as const;
export const signerStatusSchema = z.enum(SIGNER_STATUSES);
export type SignerStatus = z.infer<typeof signerStatusSchema>;

export const SIGNATURE_REQUEST_ACTIONS = [
  "update",
  "initiate",
  "delete",
  "add_document",
  "remove_document",
  "add_signer",
  "update_signer",
  "remove_signer",
  "add_observer",
  "remove_observer",
  "sign",
  "decline",
  "withdraw",
  "remind",
  "delegate",
] as const;
export type SignatureRequestAction = (typeof SIGNATURE_REQUEST_ACTIONS)[number];

export const SIGNING_ORDERS = ["parallel", "sequential"] as const;

/** A signature field: page from 1; position and size in PDF points from the page's top-left corner as displayed. */
export const signatureFieldSchema = z.strictObject({
  document_id: z.uuid({ message: "Not a document id" }),
  page: z.number().int().min(1),
  x: z.number().min(0).max(20_000),
  y: z.number().min(0).max(20_000),
  width: z.number().min(20).max(2000),
  height: z.number().min(10).max(2000),
});
export type SignatureField = z.infer<typeof signatureFieldSchema>;

const nameSchema = singleLineText().min(1).max(100);

const [initialsField, nameField, emailField, dateField, textField, numberField, checkboxField, radioField, dropdownField] = formFieldSchema.options;

/** A field the signer fills (docs/form-fields.md); a `value` the sender sets is a prefill the signer cannot change. */
const prefill = { value: formFieldValueSchema.optional() };
export const signerFormFieldInputSchema = z.discriminatedUnion("type", [
  initialsField.safeExtend(prefill),
  nameField.safeExtend(prefill),
  emailField.safeExtend(prefill),
  dateField.safeExtend(prefill),
  textField.safeExtend(prefill),
  numberField.safeExtend(prefill),
  checkboxField.safeExtend(prefill),
  radioField.safeExtend(prefill),
  dropdownField.safeExtend(prefill),
]);

/** A signer's form field as requests show it: its value once filled (or prefilled, then read-only). */
const filled = { value: formFieldValueSchema.nullable(), readOnly: z.boolean(), filledAt: z.string().nullable() };
export const signerFormFieldViewSchema = z.discriminatedUnion("type", [
  initialsField.safeExtend(filled),
  nameField.safeExtend(filled),
  emailField.safeExtend(filled),
  dateField.safeExtend(filled),
  textField.safeExtend(filled),
  numberField.safeExtend(filled),
  checkboxField.safeExtend(filled),
  radioField.safeExtend(filled),
  dropdownField.safeExtend(filled),
]);

export const signerInputSchema = z.strictObject({
  account_email: emailSchema,
  signer_identity_data: z.strictObject({ email_address: emailSchema }).optional(),
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
  document_signatures: z.array(signatureFieldSchema).max(50).default([]),
  form_fields: z.array(signerFormFieldInputSchema).max(FORM_FIELD_LIMITS.perRequest).optional(),
});
export type SignerInput = z.infer<typeof signerInputSchema>;

export const messageSchema = multiLineText().max(2000);

/** A sender's own terms of use for a request: plain text, at most 10,000 characters. */
export const TERMS_OF_USE_MAX_LENGTH = 10_000;
export const termsOfUseSchema = multiLineText().min(1).max(TERMS_OF_USE_MAX_LENGTH);

export const signatureRequestIdParams = z.strictObject({ id: z.uuid({ message: "Not a signature request id" }) });

const personSchema = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() });

export const signerViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  identityEmail: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  position: z.number().int(),
  status: signerStatusSchema,
  fields: z.array(signatureFieldSchema),
  /** The fields this signer fills, with their values once filled (a prefill is read-only). */
  formFields: z.array(signerFormFieldViewSchema),
  quality: qualitySchema.nullable(),
  legislation: legislationSchema.nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineMessage: z.string().nullable(),
  delegatedToSignerId: z.string().nullable(),
  isMe: z.boolean(),
});

export const observerViewSchema = z.object({ id: z.string(), email: z.string() });

export const signatureRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  /** The sender's own terms every signer accepts before signing, or null (docs/signature-requests.md, "Terms of use"). */
  termsOfUse: z.string().nullable(),
  status: signatureRequestStatusSchema,
  signingOrder: z.enum(SIGNING_ORDERS),
  quality: qualitySchema,
  legislation: legislationSchema.nullable(),
  expiresAt: z.string().nullable(),
  reminderIntervalDays: z.number().int().nullable(),
  /** The sender's own choice for the completion mails; null follows the business (docs/business-settings.md). */
  mailAttachments: z.object({ signedDocument: z.boolean().nullable(), signatureProtocol: z.boolean().nullable() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  initiatedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  owner: personSchema,
  documents: z.array(documentSchema),
  signers: z.array(signerViewSchema),
  observers: z.array(observerViewSchema),
  myRole: z.enum(["owner", "signer", "observer"]),
  /** What the caller may do now; the same rules the server enforces. */
  allowedActions: z.array(z.enum(SIGNATURE_REQUEST_ACTIONS)),
});
export type SignatureRequestView = z.infer<typeof signatureRequestSchema>;
