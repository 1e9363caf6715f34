import { createPublicKey, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { crypto } from "../pki/crypto-setup.ts";
import { ecdsaRawToDer, normalizeEcdsaSignature } from "./signature-creator.ts";

describe("ECDSA signature values", () => {
  it("turns r || s into DER that verifies, with minimal positive integers", async () => {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const data = new TextEncoder().encode("signed attributes");
    const spki = Buffer.from(await crypto.subtle.exportKey("spki", keys.publicKey));
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, data));
      const der = normalizeEcdsaSignature(raw, 32);
      expect(der[0]).toBe(0x30);
      expect(verify("sha256", data, createPublicKey({ key: spki, format: "der", type: "spki" }), der)).toBe(true);
      // DER given back stays as it is.
      expect(normalizeEcdsaSignature(der, 32)).toEqual(der);
    }
    // A high bit gets a 0x00 in front; leading zeros go.
    const raw = new Uint8Array(64);
    raw[0] = 0x80;
    raw[63] = 0x01;
    expect(Buffer.from(ecdsaRawToDer(raw)).toString("hex")).toBe(`3026022100${"80".padEnd(64, "0")}020101`);
  });

  it("refuses values that are neither DER nor r || s of the curve's size", () => {
    expect(() => normalizeEcdsaSignature(new Uint8Array(63), 32)).toThrow(/Not an ECDSA signature/);
    expect(() => normalizeEcdsaSignature(new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x01]), 32)).toThrow(/Not an ECDSA signature/);
  });
});
