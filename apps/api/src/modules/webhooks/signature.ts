import { createHmac, randomBytes } from "node:crypto";

/** A new endpoint or callback secret: `whsec_` and 32 random bytes in base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** HMAC-SHA256 of "<t>.<body>", keyed with the whole secret string as UTF-8, in lowercase hex. */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * The `Paraph-Signature` header: `t=<unix seconds>,v1=<hex>`, and during a secret roll's overlap a
 * second `v1=` made with the old secret, so receivers still holding it keep verifying.
 */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signPayload(secret, timestamp, body)}`)].join(",");
}
