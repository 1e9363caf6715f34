import { create, type Font } from "@cantoo/fontkit";
import { PDFDocument } from "@cantoo/pdf-lib";
import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { appearanceFace, type AppearanceFace } from "./appearance-fonts.ts";
import { readTrueTypeSource, TrueTypeSubset } from "./truetype-subset.ts";

// Accented capitals and Vietnamese letters are composite glyphs in Noto Sans (a base and its marks).
const TEXT = "Łukasz Żółć Ğülşen İşık Αλέξης Дмитрий Ўсевалад Nguyễn Thị Ánh Ǆ ẞ fi 0123";

async function fontOf(face: AppearanceFace): Promise<{ bytes: Uint8Array; font: Font }> {
  const { bytes } = await appearanceFace(face);
  const font = create(bytes);
  if (!("unitsPerEm" in font)) throw new Error("a collection");
  return { bytes, font };
}

describe("the TrueType subset", () => {
  it.each(["regular", "bold", "italic"] as const)("of the %s face has each glyph's outline and advance as the whole font has it, composites' parts renumbered", async (face) => {
    const { bytes, font } = await fontOf(face);
    const subset = new TrueTypeSubset(readTrueTypeSource(bytes));
    const sources = Array.from(TEXT, (character) => font.glyphForCodePoint(character.codePointAt(0) ?? 0)?.id ?? 0);
    const ids = sources.map((source) => subset.includeGlyph(source));
    const encoded = subset.encode();
    const cut = create(encoded);
    if (!("unitsPerEm" in cut)) throw new Error("a collection");
    // .notdef, then the glyphs in the order of first use, then the parts composites brought in.
    expect(new Set(ids).size + 1).toBeLessThanOrEqual(cut.numGlyphs);
    expect(cut.unitsPerEm).toBe(font.unitsPerEm);
    sources.forEach((source, index) => {
      const original = font.getGlyph(source);
      const copy = cut.getGlyph(ids[index] ?? 0);
      expect(copy?.path.toSVG(), TEXT[index]).toBe(original?.path.toSVG());
      expect(copy?.advanceWidth).toBe(original?.advanceWidth);
    });
    expect(encoded.length).toBeLessThan(bytes.length / 20);
  });

  it("draws the same pixels in a PDF as the whole font", async () => {
    const { bytes } = await fontOf("regular");
    const face = await appearanceFace("regular");
    const render = async (subset: boolean) => {
      const document = await PDFDocument.create({ updateMetadata: false });
      document.registerFontkit({ create: () => face.forPdfLib });
      const font = await document.embedFont(bytes, { subset });
      document.addPage([560, 40]).drawText(TEXT, { x: 4, y: 14, size: 12, font });
      const pdf = mupdf.Document.openDocument(await document.save(), "application/pdf");
      try {
        return pdf.loadPage(0).toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceGray, false).getPixels();
      } finally {
        pdf.destroy();
      }
    };
    const [whole, cut] = [await render(false), await render(true)];
    expect(whole.some((value) => value < 128)).toBe(true);
    expect(Buffer.from(cut).equals(Buffer.from(whole))).toBe(true);
  });
});
