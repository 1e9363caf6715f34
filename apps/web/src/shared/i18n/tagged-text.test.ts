import { describe, expect, it } from "vitest";
import { splitTaggedText } from "./tagged-text.ts";

describe("splitTaggedText", () => {
  it("gives the words inside each named tag, wherever the language puts them", () => {
    expect(splitTaggedText("I accept the <terms>terms of use</terms> and have read the <privacy>privacy notice</privacy>.", ["terms", "privacy"])).toEqual([
      { tag: null, text: "I accept the " },
      { tag: "terms", text: "terms of use" },
      { tag: null, text: " and have read the " },
      { tag: "privacy", text: "privacy notice" },
      { tag: null, text: "." },
    ]);
    expect(splitTaggedText("<privacy>Datenschutz</privacy> zuerst", ["terms", "privacy"])).toEqual([
      { tag: "privacy", text: "Datenschutz" },
      { tag: null, text: " zuerst" },
    ]);
  });

  it("keeps unknown or unclosed tags as text", () => {
    expect(splitTaggedText("a <b>bold</b> and <terms>open", ["terms"])).toEqual([{ tag: null, text: "a <b>bold</b> and <terms>open" }]);
  });
});
