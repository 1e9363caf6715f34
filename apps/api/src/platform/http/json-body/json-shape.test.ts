import { describe, expect, it } from "vitest";
import { findJsonShapeBreach, JSON_SHAPE_LIMITS } from "./json-shape.ts";

const MAX_JSON_NESTING_DEPTH = JSON_SHAPE_LIMITS.maxDepth;
const deeper = (text: string, maxDepth = 3) => findJsonShapeBreach(Buffer.from(text), { maxDepth, maxValues: Number.POSITIVE_INFINITY }) === "too-deep";
const wider = (text: string, maxValues = 5) => findJsonShapeBreach(Buffer.from(text), { maxDepth: 1000, maxValues }) === "too-many-values";

describe("the shape scan of a JSON body", () => {
  it("counts arrays and objects inside one another, up to and past the limit", () => {
    expect(deeper('{"a":[{"b":1}]}')).toBe(false);
    expect(deeper('{"a":[{"b":[1]}]}')).toBe(true);
    // Siblings do not add up: depth is how far inside, not how many.
    expect(deeper(`[${"[[1]],".repeat(1000)}[[2]]]`)).toBe(false);
    expect(deeper(`${"[".repeat(MAX_JSON_NESTING_DEPTH)}${"]".repeat(MAX_JSON_NESTING_DEPTH)}`, MAX_JSON_NESTING_DEPTH)).toBe(false);
    expect(deeper(`${"[".repeat(MAX_JSON_NESTING_DEPTH + 1)}${"]".repeat(MAX_JSON_NESTING_DEPTH + 1)}`, MAX_JSON_NESTING_DEPTH)).toBe(true);
    // Unclosed (invalid) nesting is refused as deep all the same: no parser should try it.
    expect(deeper("[[[[")).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes and backslashes included", () => {
    expect(deeper(JSON.stringify({ text: "[[[[[[{{{{{{" }))).toBe(false);
    expect(deeper(JSON.stringify({ text: 'a "quoted" [[[[[ part' }))).toBe(false);
    // A string ending in a backslash: its closing quote follows an escaped backslash.
    expect(deeper(JSON.stringify({ text: "ends with \\", next: [[1]] }))).toBe(false);
    expect(deeper(JSON.stringify({ text: "\\\\\\", next: [[[1]]] }))).toBe(true);
    // An escaped quote does not end the string: the brackets after it are still inside.
    expect(deeper('{"text":"\\"[[[[[[[["}')).toBe(false);
    // A string that never ends hides what follows, and the parser refuses the text.
    expect(deeper('{"text":"[[[[[[[[')).toBe(false);
  });

  it("counts the values of the whole body, containers and members, but not commas inside strings", () => {
    expect(wider("[1,2,3,4]")).toBe(false);
    expect(wider("[1,2,3,4,5,6]")).toBe(true);
    expect(wider('{"a":1,"b":[2,3]}')).toBe(false);
    expect(wider('{"a":1,"b":[2,3],"c":{}}')).toBe(true);
    expect(wider(JSON.stringify({ text: ",,,,,,,,,,[[[{{{" }))).toBe(false);
    // A base64 upload is two values whatever its size.
    expect(findJsonShapeBreach(Buffer.from(JSON.stringify({ title: "a.pdf", content: "QUJD".repeat(1_000_000) })), JSON_SHAPE_LIMITS)).toBeUndefined();
  });

  it("reads a body in time linear in its length, long strings and runs of backslashes too", () => {
    const timeOf = (text: string) => {
      const bytes = Buffer.from(text);
      const started = performance.now();
      findJsonShapeBreach(bytes, { maxDepth: MAX_JSON_NESTING_DEPTH, maxValues: Number.POSITIVE_INFINITY });
      return performance.now() - started;
    };
    // 8 MB of one string (≈ 0.2 ms here), 2 MB of escaped quotes, backslash runs before quotes and brackets (each ≈ 10–25 ms).
    const cases = [
      JSON.stringify({ content: "A".repeat(8_000_000) }),
      `["${'\\"'.repeat(1_000_000)}"]`,
      `["${'\\\\\\\\\\\\\\"'.repeat(250_000)}"]`,
      `[${"[],".repeat(650_000)}[]]`,
    ];
    for (const text of cases) expect(timeOf(text), text.slice(0, 20)).toBeLessThan(1000);
  });
});
