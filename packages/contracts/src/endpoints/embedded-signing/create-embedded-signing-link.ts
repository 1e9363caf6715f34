import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { signatureRequestIdParams } from "../signature-requests/entity.ts";
import { singleLineText } from "../../validation/text.ts";
import { embedOriginSchema, embedReturnUrlSchema } from "./embed-origins.ts";

/** How long a one-time embedded signing link can be opened after it was made. */
export const EMBEDDED_SIGNING_LINK_LIFETIME_MS = 5 * 60_000;

export const createEmbeddedSigningLinkBodySchema = z.strictObject({
  /** The signer: their signer id, or the e-mail address they were added with. */
  signer: singleLineText().min(1).max(320),
  /** The host page's origin that frames the link; one of the business's `embedOrigins`. */
  origin: embedOriginSchema,
  /** Where the view goes when opened as a whole page (not framed), with `?event=signed|declined|expired`. */
  returnUrl: embedReturnUrlSchema.optional(),
});

/**
 * A one-time link that opens one signer's signing view inside the integrator's page: valid once,
 * for five minutes, bound to the request, the signer, the business and the host origin
 * (docs/embedding.md).
 */
export const createEmbeddedSigningLink = defineEndpoint({
  method: "POST",
  path: "/v3/signature-requests/:id/embedded-signing",
  summary: "Make a one-time link (5 minutes) that opens a signer's signing view in a frame on an allowed origin",
  tag: "Embedded signing",
  auth: "user",
  apiUsers: true,
  successStatus: 201,
  params: signatureRequestIdParams,
  body: createEmbeddedSigningLinkBodySchema,
  response: z.object({ url: z.string(), expiresAt: z.string() }),
});
