import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { messageSchema, signatureRequestIdParams, signatureRequestSchema, signerInputSchema, signerStatusSchema } from "./entity.ts";

const signerParams = signatureRequestIdParams.extend({ sigId: z.uuid({ message: "Not a signer id" }) });

export const addSigner = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/signatures",
  embedded: "request",
  summary: "Add a signer with their signature fields; in an open request they are invited at once",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  body: signerInputSchema,
  response: signatureRequestSchema,
});

export const updateSigner = defineEndpoint({
  method: "PUT",
  path: "/v3/signature-requests/:id/signatures/:sigId",
  embedded: "request",
  summary: "Change a signer who has not signed: names and signature fields (a draft), or fields while open",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signerParams,
  body: signerInputSchema.omit({ account_email: true, signer_identity_data: true }).partial(),
  response: signatureRequestSchema,
});

export const removeSigner = defineEndpoint({
  method: "DELETE",
  path: "/v3/signature-requests/:id/signatures/:sigId",
  embedded: "request",
  summary: "Remove a signer who has not signed",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signerParams,
  response: signatureRequestSchema,
});

export const getSignerStatus = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/signatures/:sigId/status",
  summary: "One signer's status (the signing screen polls it every 5 seconds)",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signerParams,
  response: z.object({ id: z.string(), status: signerStatusSchema, signedAt: z.string().nullable() }),
});

export const addObserver = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/observers",
  embedded: "request",
  summary: "Add an observer by e-mail: they may read the request and get its news, not act",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  body: z.strictObject({ email: emailSchema }),
  response: signatureRequestSchema,
});

export const removeObserver = defineEndpoint({
  method: "DELETE",
  path: "/v3/signature-requests/:id/observers/:observerId",
  embedded: "request",
  summary: "Remove an observer",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams.extend({ observerId: z.uuid({ message: "Not an observer id" }) }),
  response: signatureRequestSchema,
});

export const declineSignatureRequest = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/decline",
  summary: "Decline to sign, with a message; the request ends as declined",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  body: z.strictObject({ message: messageSchema.optional() }),
  response: signatureRequestSchema,
});

export const withdrawSignatureRequest = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/withdraw",
  summary: "Withdraw an open request, with a message to its signers",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  body: z.strictObject({ message: messageSchema.optional() }),
  response: signatureRequestSchema,
});

export const remindSigners = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/remind",
  summary: "Remind the signers whose turn it is (each at most once an hour)",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  response: z.object({ reminded: z.array(z.string()), skipped: z.array(z.string()) }),
});

export const delegateSignature = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/delegate",
  summary: "Hand your signature to someone else, who takes your place and fields",
  tag: "Signature requests",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: signatureRequestIdParams,
  body: z.strictObject({
    email: emailSchema,
    first_name: singleLineText().min(1).max(100).optional(),
    last_name: singleLineText().min(1).max(100).optional(),
    message: messageSchema.optional(),
  }),
  response: signatureRequestSchema,
});
