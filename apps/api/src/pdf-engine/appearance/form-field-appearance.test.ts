import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { appearanceFace, embedAppearanceFace } from "./appearance-fonts.ts";
import { formatFieldDate } from "./appearance-texts.ts";
import { createFormFieldAppearancesPdf, wrap, type FormFieldDisplay } from "./form-field-appearance.ts";

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const mupdf = await import("mupdf");
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    return Array.from({ length: document.countPages() }, (_, index) => document.loadPage(index).toStructuredText("preserve-whitespace").asText());
  } finally {
    document.destroy();
  }
}

async function pageText(display: FormFieldDisplay, size: { width: number; height: number }): Promise<string> {
  const [text = ""] = await pageTexts(await createFormFieldAppearancesPdf([{ display, ...size }]));
  return text;
}

describe("a filled field's appearance", () => {
  it("draws one line exactly as given, in Latin, Greek and Cyrillic script", async () => {
    for (const value of ["Zürich, Łódź", "Ğülşen Işık", "Αλέξης Παπαδόπουλος", "Дмитрий Шостакович", "Nguyễn Thị Ánh Tuyết", "Lőrinc Ű", "Dvořák Šťastný"]) {
      expect((await pageText({ kind: "text", text: value, multiline: false }, { width: 240, height: 20 })).trim()).toBe(value);
    }
  });

  it("draws a value typed with combining accents as the composed letters", async () => {
    expect((await pageText({ kind: "text", text: "Nguye\u0302\u0303n", multiline: false }, { width: 200, height: 20 })).trim()).toBe("Nguyễn");
  });

  it("draws every field of a revision on its own page with one font subset for all of them", async () => {
    const fields = [
      { display: { kind: "text" as const, text: "Łukasz Żółć", multiline: false }, width: 200, height: 20 },
      { display: { kind: "checkbox" as const, checked: true }, width: 16, height: 16 },
      { display: { kind: "text" as const, text: "Αθήνα\nМосква", multiline: true }, width: 200, height: 40 },
    ];
    const pdf = await createFormFieldAppearancesPdf(fields);
    const texts = await pageTexts(pdf);
    expect(texts.map((text) => text.trim())).toEqual(["Łukasz Żółć", "", "Αθήνα\nМосква"]);
    const loaded = await PDFDocument.load(pdf);
    expect(loaded.getPages().map((page) => page.getSize())).toEqual(fields.map(({ width, height }) => ({ width, height })));
    const fontFiles = loaded.context.enumerateIndirectObjects().filter(([, object]) => String(object).includes("/FontFile2"));
    expect(fontFiles).toHaveLength(1);
    // The same fields give the same bytes: the subset's name comes from what it draws.
    expect(Buffer.from(await createFormFieldAppearancesPdf(fields)).equals(Buffer.from(pdf))).toBe(true);
  });

  it("cuts a line too long for its box even at the smallest size, with an ellipsis", async () => {
    const long = "Bahnhofstrasse ".repeat(20).trim();
    const text = (await pageText({ kind: "text", text: long, multiline: false }, { width: 120, height: 16 })).trim();
    expect(text.endsWith("...")).toBe(true);
    expect(text.length).toBeLessThan(long.length);
    expect(long.startsWith(text.slice(0, -3))).toBe(true);
  });

  it("keeps the signer's line breaks", async () => {
    const text = await pageText({ kind: "text", text: "Office in Łódź\nkeys at the desk", multiline: true }, { width: 240, height: 60 });
    expect(text.trim().split("\n")).toEqual(["Office in Łódź", "keys at the desk"]);
  });

  it("wraps several lines at word boundaries to the box, and ends with an ellipsis when they do not all fit", async () => {
    const font = await embedAppearanceFace(await PDFDocument.create(), await appearanceFace("regular"), []);
    const lines = wrap(font, "one two three four five\nsix", 60, 10);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 10) <= 60)).toBe(true);
    expect(lines.join(" ")).toBe("one two three four five six");
    const many = Array.from({ length: 40 }, (_, index) => `line ${index + 1}`).join("\n");
    const text = await pageText({ kind: "text", text: many, multiline: true }, { width: 150, height: 40 });
    expect(text).toContain("line 1");
    expect(text).not.toContain("line 40");
    expect(text.trim().endsWith("...")).toBe(true);
  });

  it("shows a date as the signer reads it", () => {
    expect(formatFieldDate("2026-03-01", "de-ch")).toBe("01.03.2026");
    expect(formatFieldDate("2026-03-01", "en-gb")).toBe("01/03/2026");
    expect(formatFieldDate("2026-03-01", "fr-ch")).toBe("01.03.2026");
  });
});
