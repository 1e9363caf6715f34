import { webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifyWebhook } from "./verify-webhook.ts";

/** The expected signature, computed with WebCrypto rather than node:crypto's createHmac the helper uses. */
async function sign(secret: string, timestamp: number, body: string | Uint8Array): Promise<string> {
  const key = await webcrypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const bodyBytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const message = new Uint8Array([...new TextEncoder().encode(`${timestamp}.`), ...bodyBytes]);
  return Buffer.from(await webcrypto.subtle.sign("HMAC", key, message)).toString("hex");
}

const SECRET = "whsec_päraph-tëst";
const BODY = JSON.stringify({ id: "evt_1", type: "request.completed", createdAt: "2026-11-26T10:00:00Z", data: { title: "Mietvertrag – Zürich" } });
const T = 1_795_000_000;
const NOW = new Date(T * 1000);

describe("verifyWebhook", () => {
  it("accepts the signature of the raw body, given as text or as bytes", async () => {
    const header = `t=${T},v1=${await sign(SECRET, T, BODY)}`;
    expect(verifyWebhook(BODY, header, SECRET, { now: NOW })).toBe(true);
    expect(verifyWebhook(new TextEncoder().encode(BODY), header, SECRET, { now: NOW })).toBe(true);
  });

  it("checks a vector computed outside JavaScript", () => {
    // printf '1700000000.{"id":"evt_1"}' | openssl dgst -sha256 -hmac secret
    const header = "t=1700000000,v1=af784f27423c462e20039559cd4264140f7b7ed4c9090e26fd663faa5eeb8dda";
    expect(verifyWebhook('{"id":"evt_1"}', header, "secret", { now: new Date(1_700_000_100_000) })).toBe(true);
    expect(verifyWebhook('{"id":"evt_2"}', header, "secret", { now: new Date(1_700_000_100_000) })).toBe(false);
  });

  it("accepts any of several v1 signatures (a secret being rolled), in either order", async () => {
    const old = await sign("old-secret", T, BODY);
    const rolled = await sign(SECRET, T, BODY);
    expect(verifyWebhook(BODY, `t=${T},v1=${old},v1=${rolled}`, SECRET, { now: NOW })).toBe(true);
    expect(verifyWebhook(BODY, `t=${T}, v1=${rolled}, v1=${old}`, "old-secret", { now: NOW })).toBe(true);
  });

  it("refuses another body, secret or time, and a changed signature", async () => {
    const signature = await sign(SECRET, T, BODY);
    expect(verifyWebhook(`${BODY} `, `t=${T},v1=${signature}`, SECRET, { now: NOW })).toBe(false);
    expect(verifyWebhook(BODY, `t=${T},v1=${signature}`, "another secret", { now: NOW })).toBe(false);
    expect(verifyWebhook(BODY, `t=${T + 1},v1=${signature}`, SECRET, { now: NOW })).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("0") ? "1" : "0"}`;
    expect(verifyWebhook(BODY, `t=${T},v1=${flipped}`, SECRET, { now: NOW })).toBe(false);
  });

  it("keeps to the tolerance either way (300 s by default)", async () => {
    const header = `t=${T},v1=${await sign(SECRET, T, BODY)}`;
    expect(verifyWebhook(BODY, header, SECRET, { now: new Date((T + 300) * 1000) })).toBe(true);
    expect(verifyWebhook(BODY, header, SECRET, { now: new Date((T + 301) * 1000) })).toBe(false);
    expect(verifyWebhook(BODY, header, SECRET, { now: new Date((T - 301) * 1000) })).toBe(false);
    expect(verifyWebhook(BODY, header, SECRET, { now: new Date((T + 1000) * 1000), toleranceSeconds: 1000 })).toBe(true);
  });

  it("refuses malformed headers", async () => {
    const signature = await sign(SECRET, T, BODY);
    for (const header of ["", `v1=${signature}`, `t=${T}`, `t=abc,v1=${signature}`, `t=${T},v1=${signature.slice(2)}`, `t=${T},v0=${signature}`, `t=-${T},v1=${signature}`]) {
      expect(verifyWebhook(BODY, header, SECRET, { now: NOW }), header).toBe(false);
    }
  });
});
