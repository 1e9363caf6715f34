import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { formatFieldDate } from "./appearance-texts.ts";
import { createFormFieldAppearancePdf, wrap } from "./form-field-appearance.ts";

async function pageText(pdf: Uint8Array): Promise<string> {
  const mupdf = await import("mupdf");
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    return document.loadPage(0).toStructuredText("preserve-whitespace").asText();
  } finally {
    document.destroy();
  }
}

describe("a filled field's appearance", () => {
  it("draws one line as given, transliterating what Helvetica lacks", async () => {
    const text = await pageText(await createFormFieldAppearancePdf({ kind: "text", text: "Zürich, Łódź", multiline: false }, { width: 200, height: 20 }));
    expect(text.trim()).toBe("Zürich, Lódz");
  });

  it("cuts a line too long for its box even at the smallest size, with an ellipsis", async () => {
    const long = "Bahnhofstrasse ".repeat(20).trim();
    const text = (await pageText(await createFormFieldAppearancePdf({ kind: "text", text: long, multiline: false }, { width: 120, height: 16 }))).trim();
    expect(text.endsWith("...")).toBe(true);
    expect(text.length).toBeLessThan(long.length);
    expect(long.startsWith(text.slice(0, -3))).toBe(true);
  });

  it("keeps the signer's line breaks", async () => {
    const text = await pageText(await createFormFieldAppearancePdf({ kind: "text", text: "Office in Łódź\nkeys at the desk", multiline: true }, { width: 240, height: 60 }));
    expect(text.trim().split("\n")).toEqual(["Office in Lódz", "keys at the desk"]);
  });

  it("wraps several lines at word boundaries to the box, and ends with an ellipsis when they do not all fit", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrap(font, "one two three four five\nsix", 60, 10);
    expect(lines.every((line) => font.widthOfTextAtSize(line, 10) <= 60)).toBe(true);
    expect(lines.join(" ")).toBe("one two three four five six");
    const many = Array.from({ length: 40 }, (_, index) => `line ${index + 1}`).join("\n");
    const text = await pageText(await createFormFieldAppearancePdf({ kind: "text", text: many, multiline: true }, { width: 150, height: 40 }));
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
