import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";

export const attachmentParams = z.strictObject({
  id: z.uuid({ message: "Not a signature request id" }),
  attId: z.uuid({ message: "Not an attachment id" }),
});

export const attachmentSchema = z.object({
  id: z.string(),
  signatureRequestId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});

export const getAttachment = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/attachments/:attId",
  summary: "An attachment of a signature request",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: attachmentParams,
  response: attachmentSchema,
});

export const getAttachmentContent = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/attachments/:attId/content",
  summary: "The attachment's file, with its content type",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: attachmentParams,
});

export const deleteAttachment = defineEndpoint({
  method: "DELETE",
  path: "/v3/signature-requests/:id/attachments/:attId",
  summary: "Delete an attachment",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  successStatus: 204,
  params: attachmentParams,
});
