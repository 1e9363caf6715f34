import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { embeddedSessionTokenSchema } from "./embedded-session-entity.ts";

export const openEmbeddedSessionResponseSchema = z.object({
  /** A session token confined to the scope: the composer page's bearer token. */
  token: z.string(),
  expiresAt: z.string(),
  /** The only origin the page posts its events to. */
  origin: z.string(),
  returnUrl: z.string().nullable(),
  scope: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("signature_request"), signatureRequestId: z.string() }),
    z.object({ kind: z.literal("template"), templateId: z.string() }),
  ]),
});
export type OpenedEmbeddedSession = z.infer<typeof openEmbeddedSessionResponseSchema>;

/**
 * The composer page opens its link: once, before it expires. The answer's token works only for
 * the composer's calls on the link's request or template (others: 403 `embedded_session_not_allowed`,
 * another request: 404).
 */
export const openEmbeddedSession = defineEndpoint({
  method: "POST",
  path: "/v3/embedded-sessions/open",
  summary: "Open a composer link (once): a session token confined to its request or template",
  tag: "Embedded composer",
  auth: "none",
  successStatus: 200,
  body: z.strictObject({ token: embeddedSessionTokenSchema }),
  response: openEmbeddedSessionResponseSchema,
});
