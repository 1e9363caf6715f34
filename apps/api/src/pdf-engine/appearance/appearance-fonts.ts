import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Font as FontkitFont } from "@cantoo/fontkit";
import type { PDFDocument, PDFFont } from "@cantoo/pdf-lib";
import { readTrueTypeSource, TrueTypeSubset, type TrueTypeSource } from "./truetype-subset.ts";

/**
 * The font that appearances draw text in: Noto Sans (apps/api/assets/fonts, SIL Open Font
 * License), whose regular, bold and italic faces cover Latin with its extensions (Polish, Czech,
 * Hungarian, Turkish, Romanian, Vietnamese…), Greek and Cyrillic. Each document embeds the
 * subset of glyphs it draws (docs/form-fields.md, "Fonts").
 *
 * A face is read and parsed once per thread, on first use: the signing workers draw the form
 * field values, the event loop the signature appearance and the check of submitted values.
 */
export type AppearanceFace = "regular" | "bold" | "italic";

const FACE_FILES: Record<AppearanceFace, string> = {
  regular: "NotoSans-Regular.ttf",
  bold: "NotoSans-Bold.ttf",
  italic: "NotoSans-Italic.ttf",
};

/** What pdf-lib wants registered to embed a font that is not one of the standard 14. */
type PdfLibFontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type PdfLibFont = Exclude<Awaited<ReturnType<PdfLibFontkit["create"]>>, null | { fonts: unknown }>;

/** One parsed face: its file's bytes, the font as pdf-lib reads it, and the code points it has glyphs for. */
export interface LoadedFace {
  name: AppearanceFace;
  bytes: Uint8Array;
  hasGlyph(codePoint: number): boolean;
  /** The face as pdf-lib embeds it (see `cmapOnly`). */
  forPdfLib: PdfLibFont;
}

const loading = new Map<AppearanceFace, Promise<LoadedFace>>();

/** The face, read and parsed on first use in this thread and kept. */
export function appearanceFace(face: AppearanceFace): Promise<LoadedFace> {
  let loaded = loading.get(face);
  if (!loaded) {
    loaded = loadFace(face);
    // A failed read is tried again next time rather than kept.
    loaded.catch(() => loading.delete(face));
    loading.set(face, loaded);
  }
  return loaded;
}

async function loadFace(face: AppearanceFace): Promise<LoadedFace> {
  const [fontkit, bytes] = await Promise.all([import("@cantoo/fontkit"), fs.promises.readFile(path.join(fontsDirectory(), FACE_FILES[face]))]);
  const font = fontkit.create(bytes);
  if (!("unitsPerEm" in font)) throw new Error(`${FACE_FILES[face]} is a font collection, not one face`);
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { name: face, bytes: data, hasGlyph: (codePoint) => font.hasGlyphForCodePoint(codePoint), forPdfLib: forPdfLib(font, readTrueTypeSource(data)) };
}

/** apps/api/assets/fonts, found from here whether the server runs from src/ or dist/. */
function fontsDirectory(): string {
  for (let directory = import.meta.dirname; directory !== path.dirname(directory); directory = path.dirname(directory)) {
    for (const candidate of [path.join(directory, "assets", "fonts"), path.join(directory, "apps", "api", "assets", "fonts")]) {
      if (fs.existsSync(path.join(candidate, FACE_FILES.regular))) return candidate;
    }
  }
  throw new Error(`The appearance fonts (${FACE_FILES.regular}) are not in an assets/fonts folder above ${import.meta.dirname}`);
}

/**
 * The face as pdf-lib reads it: fontkit's metrics and character map, with two parts of our own.
 * The layout takes one glyph per character, straight from the character map: fontkit's applies
 * the font's substitutions (ligatures, contextual forms), and pdf-lib takes the text a glyph
 * stands for (its ToUnicode entry) from the first text that glyph was laid out for in this thread,
 * so "fi" could come out of the PDF as "ﬁ" and an appearance's bytes would depend on what was
 * drawn before (pdf-lib ignores the layout's positions, so nothing is lost). The subsets are
 * truetype-subset.ts's.
 */
function forPdfLib(font: FontkitFont, source: TrueTypeSource): PdfLibFont {
  const layout = layoutByCharacter(font);
  const createSubset = () => new TrueTypeSubset(source);
  return new Proxy(font as unknown as PdfLibFont, {
    get(target, key) {
      if (key === "layout") return layout;
      if (key === "createSubset") return createSubset;
      return Reflect.get(target, key, target) as unknown;
    },
  });
}

function layoutByCharacter(font: FontkitFont): PdfLibFont["layout"] {
  return (text) => ({
    glyphs: Array.from(text, (character) => {
      const codePoint = character.codePointAt(0) ?? 0;
      const glyph = font.glyphForCodePoint(codePoint);
      return { id: glyph?.id ?? 0, codePoints: [codePoint], advanceWidth: glyph?.advanceWidth ?? 0 };
    }),
  });
}

/**
 * Embeds the face into the document as a subset of the glyphs the document draws with it. The
 * subset's name carries a tag made from `drawn` (the texts, in the order they are drawn), so the
 * same input gives the same bytes, and two different subsets that end up in one signed PDF (one
 * per appearance) never share a name.
 */
export async function embedAppearanceFace(document: PDFDocument, face: LoadedFace, drawn: readonly string[]): Promise<PDFFont> {
  document.registerFontkit({ create: (bytes) => (bytes === face.bytes ? face.forPdfLib : null) });
  const postscriptName = String(face.forPdfLib.postscriptName ?? "NotoSans");
  return document.embedFont(face.bytes, { subset: true, customName: `${subsetTag(face.name, drawn)}+${postscriptName}` });
}

/** Six capital letters from the face and the texts, as PDF names a font subset (ISO 32000-1, 9.6.4). */
export function subsetTag(face: AppearanceFace, drawn: readonly string[]): string {
  const digest = createHash("sha256").update(JSON.stringify([face, drawn])).digest();
  return Array.from(digest.subarray(0, 6), (byte) => String.fromCharCode(65 + (byte % 26))).join("");
}
