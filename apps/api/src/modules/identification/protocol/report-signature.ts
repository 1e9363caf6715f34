import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature of an identity provider's report (docs/identification.md, "Reports"): the
 * header `Paraph-Ident-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * keyed with the shared callback secret. The timestamp is inside what is signed, so it cannot
 * be moved; the body's `eventId` makes each report unique.
 */
export const REPORT_SIGNATURE_HEADER = "paraph-ident-signature";

export function signReport(secret: string, rawBody: string | Buffer, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmacOf(secret, timestampSeconds, rawBody)}`;
}

function hmacOf(secret: string, timestampSeconds: number, rawBody: string | Buffer): string {
  return createHmac("sha256", secret).update(`${timestampSeconds}.`).update(rawBody).digest("hex");
}

export type SignatureCheck =
  | { verdict: "valid"; timestampSeconds: number }
  | { verdict: "unsigned" }
  | { verdict: "invalid" }
  | { verdict: "late"; timestampSeconds: number };

/** Checks the header against the raw body, then the timestamp against now (± tolerance). */
export function checkReportSignature(secret: string, header: string | undefined, rawBody: Buffer, nowMs: number, toleranceSeconds: number): SignatureCheck {
  if (!header) return { verdict: "unsigned" };
  const parts = new Map(
    header
      .split(",")
      .map((part) => part.trim().split("=") as [string, string | undefined])
      .filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  const timestamp = parts.get("t");
  const signature = parts.get("v1");
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return { verdict: "unsigned" };
  const timestampSeconds = Number(timestamp);
  const expected = Buffer.from(hmacOf(secret, timestampSeconds, rawBody), "hex");
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { verdict: "invalid" };
  if (Math.abs(nowMs / 1000 - timestampSeconds) > toleranceSeconds) return { verdict: "late", timestampSeconds };
  return { verdict: "valid", timestampSeconds };
}
