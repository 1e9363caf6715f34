import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { passwordInputSchema } from "../user/common.ts";
import { signatureFieldSchema } from "../signature-requests/entity.ts";
import { formFieldValuesSchema } from "../form-fields/form-field.ts";

/** What a Part 11 signature means (21 CFR 11.50(a)(3)), chosen by the signer each time. */
export const PART11_MEANINGS = ["approval", "review", "responsibility", "authorship"] as const;
export const part11MeaningSchema = z.enum(PART11_MEANINGS);
export type Part11Meaning = z.infer<typeof part11MeaningSchema>;

/**
 * A Part 11 business's member confirms each signing act: the account password (the second
 * identification component next to the logged-in session's e-mail) and the signature's meaning.
 */
export const part11ConfirmationSchema = z.strictObject({
  password: passwordInputSchema,
  meaning: part11MeaningSchema,
});

export const signBody = z.strictObject({
  signatureRequests: z
    .array(
      z.strictObject({
        signatureRequestId: z.uuid({ message: "Not a signature request id" }),
        signingName: singleLineText().min(1).max(100).optional(),
        signingReason: singleLineText().min(1).max(200).optional(),
        /** Fields to sign in, replacing those the owner placed; none at all signs invisibly. */
        documentSignatures: z.array(signatureFieldSchema).max(50).optional(),
        /** Required for a request with terms of use: the signer accepted them (terms_of_use_not_accepted without it). */
        acceptedTermsOfUse: z.literal(true).optional(),
        /**
         * The caller's values for their own form fields, by field name (docs/form-fields.md).
         * Checked before anything is signed: form_field_values_invalid (details.fields: field and
         * problem each), form_field_not_yours for another signer's field, form_field_read_only
         * for a prefilled field given another value, field_value_not_drawable for a character the
         * signed PDF's font cannot draw (details.field, details.character).
         */
        formFieldValues: formFieldValuesSchema.optional(),
      }),
    )
    .min(1)
    .max(20),
  language: singleLineText().min(2).max(5).default("en"),
  tan: singleLineText().regex(/^\d{6}$/, { message: "A TAN has 6 digits" }).optional(),
  sealAccountName: singleLineText().min(1).max(100).optional(),
  /** Required when the signer's business runs in Part 11 mode (part11_reauthentication_required without it). */
  part11: part11ConfirmationSchema.optional(),
});

/**
 * A qualified signature made by a remote trust service (CSC API) waits for the one-time password
 * the service sent the signer: nothing is signed yet, and the client sends the password to
 * POST /v3/swisscom/proceed/{processId} before `expiresAt`.
 */
export const remoteSigningSchema = z.object({
  processId: z.string(),
  status: z.literal("otp_required"),
  provider: z.string(),
  expiresAt: z.string(),
});

export const signResponseSchema = z.object({
  signatureRequests: z.array(
    z.object({
      signatureRequestId: z.string(),
      status: z.string(),
      signedDocuments: z.array(z.object({ documentId: z.string(), version: z.number().int(), sha256: z.string() })),
    }),
  ),
  /** Present only when signing waits for a remote provider's one-time password. */
  remoteSigning: remoteSigningSchema.optional(),
});

/** Signs every document of each request with one PAdES signature per document for the caller. */
export const sign = defineEndpoint({
  method: "POST",
  path: "/v3/sign",
  summary: "Sign: one PAdES signature of the caller per document of each request, added as an incremental update",
  tag: "Signing",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 200,
  body: signBody,
  response: signResponseSchema,
});
