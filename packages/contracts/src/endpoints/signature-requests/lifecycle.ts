import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { outboundUrlSchema } from "../webhooks/webhook-entity.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { legislationSchema, qualitySchema } from "../../enums.ts";
import { emailSchema } from "../../validation/email.ts";
import { messageSchema, termsOfUseSchema, signatureRequestIdParams, signatureRequestSchema, signerInputSchema, SIGNING_ORDERS } from "./entity.ts";

const titleSchema = singleLineText().min(1).max(200);
const settingsShape = {
  message: messageSchema.nullable().optional(),
  signing_order: z.enum(SIGNING_ORDERS).optional(),
  quality: qualitySchema.optional(),
  legislation: legislationSchema.nullable().optional(),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  reminder_interval_days: z.number().int().min(1).max(30).nullable().optional(),
  /**
   * What this request's completion mails attach, where the sender's business lets senders choose
   * (`mailService.attachments.*.customisable`); null follows the business's setting.
   */
  /**
   * The sender's own terms of use: plain text every signer accepts before signing (POST /v3/sign
   * with `acceptedTermsOfUse: true`); null removes them. Only while the request is a draft.
   */
  terms_of_use: termsOfUseSchema.nullable().optional(),
  mail_attachments: z
    .strictObject({ signed_document: z.boolean().nullable().optional(), signature_protocol: z.boolean().nullable().optional() })
    .optional(),
};

export const createSignatureRequest = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests",
  summary: "Create a draft request from uploaded documents, signers and observers",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 201,
  body: z.strictObject({
    title: titleSchema,
    documents: z.array(z.uuid({ message: "Not a document id" })).max(20).default([]),
    signatures: z.array(signerInputSchema).max(50).default([]),
    observers: z.array(emailSchema).max(50).default([]),
    ...settingsShape,
    /**
     * Where Paraph POSTs this request's events, signed with the business's callback secret
     * (docs/webhooks.md): success on completion, error on decline, withdrawal or expiry, update
     * on every other event. Only a member of a business can name them.
     */
    callbackUrls: z
      .strictObject({ success: outboundUrlSchema.optional(), error: outboundUrlSchema.optional(), update: outboundUrlSchema.optional() })
      .optional(),
  }),
  response: signatureRequestSchema,
});

export const getSignatureRequest = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id",
  embedded: "request",
  summary: "A request with documents, signers, observers and what the caller may do",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  response: signatureRequestSchema,
});

export const updateSignatureRequest = defineEndpoint({
  method: "PUT",
  path: "/v3/signature-requests/:id",
  embedded: "request",
  summary: "Change title and settings (a draft), or message, expiry and reminders (an open request)",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  body: z.strictObject({ title: titleSchema.optional(), ...settingsShape }),
  response: signatureRequestSchema,
});

export const deleteSignatureRequest = defineEndpoint({
  method: "DELETE",
  path: "/v3/signature-requests/:id",
  embedded: "request",
  summary: "Delete a draft",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 204,
  params: signatureRequestIdParams,
});

export const initiateSignatureRequest = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/initiate",
  embedded: "request",
  summary: "Send a draft: signers are invited (in order when sequential), observers told",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  response: signatureRequestSchema,
});

export const addSignatureRequestDocuments = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/documents",
  embedded: "request",
  summary: "Add uploaded documents to a draft",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  body: z.strictObject({ documents: z.array(z.uuid({ message: "Not a document id" })).min(1).max(20) }),
  response: signatureRequestSchema,
});

export const removeSignatureRequestDocument = defineEndpoint({
  method: "DELETE",
  path: "/v3/signature-requests/:id/documents/:docId",
  embedded: "request",
  summary: "Remove a document from a draft (with the signature fields placed on it)",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams.extend({ docId: z.uuid({ message: "Not a document id" }) }),
  response: signatureRequestSchema,
});
