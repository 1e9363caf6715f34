import { describe, expect, it } from "vitest";
import { trimDer } from "./embedded-signatures.ts";

/** /Contents is a hex string padded with zeros to the placeholder's size; the element says where it ends. */
const padded = (element: number[]) => new Uint8Array([...element, 0, 0, 0, 0, 0, 0]);

describe("trimDer", () => {
  it("cuts a definite-length element (short and long form) at its end", () => {
    expect([...trimDer(padded([0x30, 0x03, 0x02, 0x01, 0x05]))]).toEqual([0x30, 0x03, 0x02, 0x01, 0x05]);
    const long = [0x30, 0x81, 0x80, ...new Array<number>(0x80).fill(0x41)];
    expect(trimDer(padded(long)).length).toBe(long.length);
  });

  it("finds the end of an indefinite-length element, as NSS writes a CMS, past its nested end-of-contents", () => {
    // SEQUENCE (indefinite) { [0] (indefinite) { INTEGER 5 } , OCTET STRING "ab" }
    const element = [0x30, 0x80, 0xa0, 0x80, 0x02, 0x01, 0x05, 0x00, 0x00, 0x04, 0x02, 0x61, 0x62, 0x00, 0x00];
    expect([...trimDer(padded(element))]).toEqual(element);
  });

  it("keeps bytes it cannot walk whole rather than cutting them short", () => {
    const truncated = new Uint8Array([0x30, 0x80, 0x02, 0x05, 0x01]);
    expect(trimDer(truncated)).toEqual(truncated);
  });
});
