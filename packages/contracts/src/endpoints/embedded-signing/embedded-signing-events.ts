/** The path of a one-time embedded signing link under the public URL: `/embed/sign/{token}`. */
export const EMBEDDED_SIGNING_PATH_PREFIX = "/embed/sign/";

/** What the embedded view posts to its host page (packages/embed listens for these). */
export const EMBEDDED_SIGNING_EVENT_TYPES = ["paraph:ready", "paraph:signed", "paraph:declined", "paraph:completed", "paraph:error", "paraph:resize"] as const;
export type EmbeddedSigningEventType = (typeof EMBEDDED_SIGNING_EVENT_TYPES)[number];

export interface EmbeddedSigningEvent {
  type: EmbeddedSigningEventType;
  signatureRequestId?: string;
  signerId?: string;
  /** With `paraph:error`: an error code of the catalogue (embedded_link_expired, embedded_link_used, not_found…). */
  code?: string;
  /** With `paraph:resize`: the view's document height in CSS pixels. */
  height?: number;
}

/** The `event` query parameter the view adds to `returnUrl` when opened as a whole page. */
export const EMBEDDED_RETURN_EVENTS = ["signed", "declined", "expired"] as const;
export type EmbeddedReturnEvent = (typeof EMBEDDED_RETURN_EVENTS)[number];
