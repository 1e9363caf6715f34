import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { directTokenQuery } from "../documents/document-entity.ts";
import { messageSchema, signatureRequestIdParams, signatureRequestSchema } from "../signature-requests/entity.ts";
import { signatureRequestEventSchema } from "../signature-requests/views.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { imageVersionQuery } from "../businesses/business-logo.ts";
import { businessPublicInformationSchema } from "../businesses/public-information.ts";

/**
 * What a guest reaches through the link e-mailed to them (spec §3 direct sign session): Basic
 * authorization with the link's guest id as user name and the request id as password.
 */
export const getDirectSignatureRequest = defineEndpoint({
  method: "GET",
  path: "/v3/direct/signature-requests/:id",
  summary: "The signature request as the guest signer of a direct link sees it",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: signatureRequestIdParams,
  response: signatureRequestSchema,
});

export const getDirectSignatureRequestEvents = defineEndpoint({
  method: "GET",
  path: "/v3/direct/signature-requests/:id/events",
  summary: "The audit trail of the request, for its guest signer",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: signatureRequestIdParams,
  response: z.object({ events: z.array(signatureRequestEventSchema) }),
});

/** A download a browser opens as a link, so the guest id travels as the token query parameter. */
export const downloadDirectSignatureRequestZip = defineEndpoint({
  method: "GET",
  path: "/v3/direct/signature-requests/:id/zip",
  summary: "All documents of the request in one ZIP, through a direct link (token query parameter)",
  tag: "Direct sign",
  auth: "none",
  successStatus: 200,
  params: signatureRequestIdParams,
  query: directTokenQuery.extend({ signed: z.enum(["true", "false"]).optional() }),
});

export const getDirectLockStatus = defineEndpoint({
  method: "GET",
  path: "/v3/direct/signature-requests/:id/lock-status",
  summary: "Whether signing the request is locked for now, for its guest signer",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: signatureRequestIdParams,
  response: z.object({ locked: z.boolean(), lockedUntil: z.string().nullable() }),
});

export const declineDirectSignatureRequest = defineEndpoint({
  method: "POST",
  path: "/v3/direct/signature-requests/:id/decline",
  summary: "The guest declines to sign, with a message; the request ends as declined",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: signatureRequestIdParams,
  body: z.strictObject({ message: messageSchema.optional() }),
  response: signatureRequestSchema,
});

/** The sender's business as the guest's pages show it (name, logo, support contact): only the link's sender's. */
export const getDirectBusinessPublicInformation = defineEndpoint({
  method: "GET",
  path: "/v2/direct/businesses/:id/public-information",
  summary: "The name, logo and support contact of the business that sent the guest's request",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: businessIdParams,
  response: businessPublicInformationSchema,
});

/** The logo of the business that sent the guest's request (of no other business), as PNG. */
export const getDirectBusinessLogo = defineEndpoint({
  method: "GET",
  path: "/v2/direct/businesses/:id/logo",
  summary: "The logo of the business that sent the guest's request, as PNG",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: businessIdParams,
  query: imageVersionQuery,
});
