import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";

/** How long the composer link can be opened after it was made (docs/embedding.md, "The embedded composer"). */
export const EMBEDDED_SESSION_LIFETIME_MS = 15 * 60_000;
/** How long the composer, once opened, may work on its request: the login session it starts. */
export const EMBEDDED_COMPOSER_SESSION_LIFETIME_MS = 2 * 60 * 60_000;
/** The path of a composer link under the public URL: `/embed/compose/{token}`. */
export const EMBEDDED_COMPOSER_PATH_PREFIX = "/embed/compose/";

/** What an embedded composer session may prepare: one draft request, or a new request from one template. */
export const embeddedSessionScopeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("signature_request"), signatureRequestId: z.uuid({ message: "Not a signature request id" }) }),
  z.strictObject({ kind: z.literal("template"), templateId: z.uuid({ message: "Not a template id" }) }),
]);
export type EmbeddedSessionScope = z.infer<typeof embeddedSessionScopeSchema>;

/** The token of a composer link: the 43 characters of a base64url 256-bit value. */
export const embeddedSessionTokenSchema = singleLineText().regex(/^[A-Za-z0-9_-]{20,200}$/, { message: "Not a composer link token" });

/** What the composer page posts to its host page besides the signing view's ready, error and resize. */
export const EMBEDDED_COMPOSER_EVENT_TYPES = ["paraph:ready", "paraph:sent", "paraph:error", "paraph:resize"] as const;
