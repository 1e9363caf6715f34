import { describe, expect, it } from "vitest";
import { isNestedDeeperThan, MAX_JSON_NESTING_DEPTH } from "./json-nesting.ts";

const deeper = (text: string, maxDepth = 3) => isNestedDeeperThan(Buffer.from(text), maxDepth);

describe("the nesting scan of a JSON body", () => {
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

  it("reads a body in time linear in its length, long strings and runs of backslashes too", () => {
    const timeOf = (text: string) => {
      const bytes = Buffer.from(text);
      const started = performance.now();
      isNestedDeeperThan(bytes, MAX_JSON_NESTING_DEPTH);
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
