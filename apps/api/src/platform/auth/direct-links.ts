/** What a direct-sign link proves: it is this guest signer's part of this request. */
export interface DirectAuthContext {
  signerId: string;
  requestId: string;
  /**
   * Proven by an opened embedded-signing link's credential (docs/embedding.md) rather than the
   * invitation secret: the integrator's business vouches for the signer, so an account holder's
   * entry is reached too.
   */
  isEmbedded?: boolean;
}

/** Turns a link's two halves (guest id, request id) into the signer they belong to, or null. */
export type DirectLinkResolver = (guestId: string, requestId: string) => Promise<DirectAuthContext | null>;

/**
 * Basic authorization as the direct-sign client sends it (spec §3): user name = guest id,
 * password = signature request id. Null when the header is missing or not Basic.
 */
export function readBasicCredentials(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
