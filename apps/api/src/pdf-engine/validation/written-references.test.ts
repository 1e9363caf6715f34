import { describe, expect, it } from "vitest";
import { referencesIn } from "./written-references.ts";

const BACK_POINTERS = new Set(["Parent", "P"]);

describe("referencesIn", () => {
  it("reads references in dictionaries and arrays, leaving out back pointers", () => {
    expect(referencesIn("<</Type/Page/Parent 3 0 R/Contents[12 0 R 13 0 R]/Resources 4 0 R/Annots[20 0 R]>>", BACK_POINTERS)).toEqual([12, 13, 4, 20]);
    expect(referencesIn("<</Subtype/Link/P 7 0 R/Dest[9 0 R/XYZ 0 842 0]>>", BACK_POINTERS)).toEqual([9]);
  });

  it("treats text that looks like a reference inside a string as text", () => {
    expect(referencesIn("<</T(field 5 0 R \\) (6 0 R))/V<3520302052>/Kids[8 0 R]>>", BACK_POINTERS)).toEqual([8]);
  });

  it("reads a reference after numbers in an array as the last two integers before R", () => {
    expect(referencesIn("[1 2 3 0 R 4.5 6 0 R]", BACK_POINTERS)).toEqual([3, 6]);
  });

  it("does not take a name that starts with R, or reals, for a reference", () => {
    expect(referencesIn("[1 0 /R 2 0.0 R]", BACK_POINTERS)).toEqual([]);
  });
});
