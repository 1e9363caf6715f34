import * as asn1js from "asn1js";
import { describe, expect, it } from "vitest";
import { randomPositiveInteger } from "./random-integer.ts";

describe("randomPositiveInteger", () => {
  it("always yields a positive integer whose DER encoding has no leading zero byte", () => {
    // With a first byte free to be 0x00 one draw in 128 would be non-minimal; 5000 draws find it.
    for (let draw = 0; draw < 5000; draw += 1) {
      const bytes = randomPositiveInteger(16);
      expect(bytes).toHaveLength(16);
      expect(bytes[0]).toBeGreaterThanOrEqual(0x01);
      expect(bytes[0]).toBeLessThanOrEqual(0x7f);
      const encoded = new Uint8Array(new asn1js.Integer({ valueHex: bytes }).toBER(false));
      expect(Buffer.from(encoded.subarray(2)).equals(Buffer.from(bytes))).toBe(true);
    }
  });
});
