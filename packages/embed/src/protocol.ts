/**
 * The messages Paraph's embedded pages post to the host page (docs/embedding.md, "Events").
 * Each is re-dispatched on the element as a DOM CustomEvent of the same name whose `detail` is
 * the message; anything else a frame might post is dropped.
 */
export const SIGNING_EVENT_TYPES = ["paraph:ready", "paraph:signed", "paraph:declined", "paraph:completed", "paraph:error", "paraph:resize"] as const;
export const COMPOSER_EVENT_TYPES = ["paraph:ready", "paraph:sent", "paraph:error", "paraph:resize"] as const;

export type SigningEventType = (typeof SIGNING_EVENT_TYPES)[number];
export type ComposerEventType = (typeof COMPOSER_EVENT_TYPES)[number];
export type ParaphEventType = SigningEventType | ComposerEventType;

export interface ParaphMessage {
  type: ParaphEventType;
  signatureRequestId?: string;
  signerId?: string;
  /** A stable error code of the API's catalogue, with `paraph:error`. */
  code?: string;
  /** The content's height in CSS pixels, with `paraph:resize`. */
  height?: number;
}

const OPTIONAL_STRINGS = ["signatureRequestId", "signerId", "code"] as const;
/** Taller than any page Paraph draws; a frame asking for more is clamped rather than obeyed. */
export const MAX_FRAME_HEIGHT = 20_000;

/**
 * The message `data` as a ParaphMessage when it is one of `allowed` with fields of the right
 * types, else null. Only the known fields are copied: the detail a host receives never carries
 * more than the protocol says.
 */
export function readParaphMessage(data: unknown, allowed: readonly string[]): ParaphMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const record = data as Record<string, unknown>;
  if (typeof record.type !== "string" || !allowed.includes(record.type)) return null;
  const message: ParaphMessage = { type: record.type as ParaphEventType };
  for (const key of OPTIONAL_STRINGS) {
    const value = record[key];
    if (value === undefined) continue;
    if (typeof value !== "string") return null;
    message[key] = value;
  }
  if (record.height !== undefined) {
    if (typeof record.height !== "number" || !Number.isFinite(record.height) || record.height < 0) return null;
    message.height = Math.min(Math.ceil(record.height), MAX_FRAME_HEIGHT);
  }
  return message;
}
