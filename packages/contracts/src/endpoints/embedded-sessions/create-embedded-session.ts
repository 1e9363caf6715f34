import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { embedOriginSchema, embedReturnUrlSchema } from "../embedded-signing/embed-origins.ts";
import { embeddedSessionScopeSchema } from "./embedded-session-entity.ts";

export const createEmbeddedSessionBodySchema = z.strictObject({
  scope: embeddedSessionScopeSchema,
  /** The host page's origin that frames the composer; one of the business's `embedOrigins`. */
  origin: embedOriginSchema,
  /** Where the composer goes when opened as a whole page (not framed) once the request is sent. */
  returnUrl: embedReturnUrlSchema.optional(),
});

/**
 * A composer link for the integrator's page: the caller's user prepares and sends one draft
 * request, or a request from one template, in a frame on an allowed origin. It opens once,
 * within 15 minutes; the page it opens can reach only that request (docs/embedding.md).
 */
export const createEmbeddedSession = defineEndpoint({
  method: "POST",
  path: "/v3/embedded-sessions",
  summary: "Make a composer link (15 minutes, opens once) for one draft request or template, framed on an allowed origin",
  tag: "Embedded composer",
  auth: "user",
  apiUsers: true,
  successStatus: 201,
  body: createEmbeddedSessionBodySchema,
  response: z.object({ url: z.string(), token: z.string(), expiresAt: z.string() }),
});
export type CreateEmbeddedSessionBody = z.infer<typeof createEmbeddedSessionBodySchema>;
