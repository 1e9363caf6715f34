import { createHmac, timingSafeEqual } from "node:crypto";

export interface VerifyWebhookOptions {
  /** How far the signature's time may be from now, either way; 300 seconds by default. */
  toleranceSeconds?: number;
  /** Now, for tests and for re-checking stored deliveries. */
  now?: Date;
}

const SIGNATURE_HEX = /^[0-9a-f]{64}$/i;

/**
 * Checks a webhook delivery's `Paraph-Signature` header, `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`:
 * true when one `v1` is the HMAC-SHA256, keyed with the endpoint's secret (UTF-8), of
 * `<t>.<raw body>`, and `t` is within the tolerance of now. While a secret is rolled, deliveries
 * carry one `v1` per secret; pass the secret you hold.
 *
 * Pass the body exactly as received (the raw bytes or their text), before any JSON parsing.
 */
export function verifyWebhook(rawBody: string | Uint8Array, header: string, secret: string, options: VerifyWebhookOptions = {}): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return false;
  const toleranceSeconds = options.toleranceSeconds ?? 300;
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;

  const body = typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  const expected = createHmac("sha256", Buffer.from(secret, "utf8")).update(`${parsed.timestampText}.`).update(body).digest();
  // Every candidate is compared, in constant time each, so timing tells nothing about which matched.
  let matched = false;
  for (const signature of parsed.signatures) {
    if (timingSafeEqual(expected, Buffer.from(signature, "hex"))) matched = true;
  }
  return matched;
}

/** The header's parts; null when it has no valid `t` or no `v1`. Unknown schemes are ignored. */
function parseSignatureHeader(header: string): { timestamp: number; timestampText: string; signatures: string[] } | null {
  if (header.length > 4096) return null;
  let timestampText: string | undefined;
  const signatures: string[] = [];
  for (const item of header.split(",")) {
    const separator = item.indexOf("=");
    if (separator < 0) continue;
    const name = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (name === "t") timestampText = value;
    else if (name === "v1" && SIGNATURE_HEX.test(value)) signatures.push(value);
  }
  if (timestampText === undefined || !/^\d{1,12}$/.test(timestampText) || signatures.length === 0) return null;
  return { timestamp: Number(timestampText), timestampText, signatures };
}
