import { describe, expect, it } from "vitest";
import { applyEmbedTheme, readEmbedFragment } from "./embed-fragment.ts";

describe("the embed fragment", () => {
  it("reads the language and the known theme properties with well-formed values", () => {
    const theme = JSON.stringify({
      "--paraph-color-primary": "#0a7",
      "--paraph-radius": "2px",
      "--paraph-font": '"Inter", sans-serif',
      "--paraph-color-text": "red; background: url(https://evil.test)",
      "--unknown": "#fff",
    });
    const fragment = readEmbedFragment(`#lang=DE-CH&theme=${encodeURIComponent(theme)}`);
    expect(fragment).toEqual({ lang: "de-ch", theme: { "--paraph-color-primary": "#0a7", "--paraph-radius": "2px", "--paraph-font": '"Inter", sans-serif' } });
  });

  it("ignores an unknown language and a theme that is not JSON", () => {
    expect(readEmbedFragment("#lang=xx&theme=%7Bbroken")).toEqual({ lang: null, theme: {} });
    expect(readEmbedFragment("")).toEqual({ lang: null, theme: {} });
  });

  it("sets the design tokens each property names", () => {
    const root = document.createElement("div");
    applyEmbedTheme(root, { "--paraph-color-primary": "#0a7", "--paraph-radius": "0" });
    expect(root.style.getPropertyValue("--color-info")).toBe("#0a7");
    expect(root.style.getPropertyValue("--color-info-dark")).toBe("#0a7");
    expect(root.style.getPropertyValue("--radius-lg")).toBe("0");
  });
});
