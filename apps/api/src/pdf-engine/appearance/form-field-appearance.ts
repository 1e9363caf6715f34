import { PDFDocument, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import { appearanceFace, embedAppearanceFace, type LoadedFace } from "./appearance-fonts.ts";
import { toDrawable } from "./drawable-text.ts";

/** What a filled field shows: its text (already in the signer's language: a date as they read it), or a checkbox's state. */
export type FormFieldDisplay = { kind: "text"; text: string; multiline: boolean } | { kind: "checkbox"; checked: boolean };

/** A filled field to draw: what it shows and the size of its box (points, as the field was placed). */
export interface FormFieldDrawing {
  display: FormFieldDisplay;
  width: number;
  height: number;
}

const INK = rgb(0.05, 0.05, 0.1);
const LARGEST_SIZE = 11;
const SMALLEST_SIZE = 6;
const PADDING = 2;
const LINE_SPACING = 1.15;
const ELLIPSIS = "...";

/**
 * The appearances of one revision's filled fields: a PDF with one page per field, the size of
 * its box, with the value drawn in it (pades/incremental/form-field-objects.ts makes each page a
 * widget's appearance). Text is Noto Sans (appearance-fonts.ts), embedded once for all the pages
 * as the subset of the glyphs they draw. One line shrinks to fit its width down to 6 pt, then is
 * cut with an ellipsis; several lines wrap at word boundaries to the box, shrink to fit its
 * height, and the last one shown ends with an ellipsis when more did not fit. Runs in the signing
 * worker; the same input gives the same bytes.
 */
export async function createFormFieldAppearancesPdf(fields: readonly FormFieldDrawing[]): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const face = fields.some((field) => field.display.kind === "text") ? await appearanceFace("regular") : null;
  const shown = fields.map(({ display }) => (face && display.kind === "text" ? drawableLines(display.text, face) : null));
  const font = face ? await embedAppearanceFace(document, face, shown.filter((text) => text !== null)) : null;
  fields.forEach(({ display, width, height }, index) => {
    const page = document.addPage([width, height]);
    const text = shown[index];
    if (display.kind === "checkbox") drawCheckbox(page, display.checked, { width, height });
    else if (font && text !== null && text !== undefined) drawText(page, font, text, display.multiline, { width, height });
  });
  return document.save();
}

/** Each line as the face draws it, the line breaks kept. */
function drawableLines(text: string, face: LoadedFace): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => toDrawable(line, face))
    .join("\n");
}

function drawCheckbox(page: PDFPage, checked: boolean, size: { width: number; height: number }): void {
  const side = Math.min(size.width, size.height) - PADDING * 2;
  const x = PADDING;
  const y = (size.height - side) / 2;
  page.drawRectangle({ x, y, width: side, height: side, borderColor: INK, borderWidth: 1 });
  if (!checked) return;
  const thickness = Math.max(1.2, side / 10);
  page.drawLine({ start: { x: x + side * 0.2, y: y + side * 0.5 }, end: { x: x + side * 0.42, y: y + side * 0.22 }, thickness, color: INK });
  page.drawLine({ start: { x: x + side * 0.42, y: y + side * 0.22 }, end: { x: x + side * 0.82, y: y + side * 0.8 }, thickness, color: INK });
}

function drawText(page: PDFPage, font: PDFFont, text: string, multiline: boolean, size: { width: number; height: number }): void {
  const width = size.width - PADDING * 2;
  const height = size.height - PADDING * 2;
  const { lines, fontSize } = multiline ? wrappedToBox(font, text, width, height) : oneLine(font, text, width, Math.min(LARGEST_SIZE, height * 0.75));
  const lineHeight = fontSize * LINE_SPACING;
  // One line sits in the middle of the box; several start at its top.
  const first = multiline ? size.height - PADDING - fontSize : (size.height - fontSize) / 2 + fontSize * 0.22;
  lines.forEach((line, index) => page.drawText(line, { x: PADDING, y: first - index * lineHeight, size: fontSize, font, color: INK }));
}

function oneLine(font: PDFFont, text: string, width: number, largest: number): { lines: string[]; fontSize: number } {
  let fontSize = Math.max(SMALLEST_SIZE, largest);
  while (fontSize > SMALLEST_SIZE && font.widthOfTextAtSize(text, fontSize) > width) fontSize -= 0.5;
  return { lines: [cutToWidth(font, text, width, fontSize)], fontSize };
}

function wrappedToBox(font: PDFFont, text: string, width: number, height: number): { lines: string[]; fontSize: number } {
  for (let fontSize = Math.min(LARGEST_SIZE, height); fontSize >= SMALLEST_SIZE; fontSize -= 0.5) {
    const lines = wrap(font, text, width, fontSize);
    if (lines.length * fontSize * LINE_SPACING <= height + fontSize * (LINE_SPACING - 1)) return { lines, fontSize };
  }
  const fontSize = SMALLEST_SIZE;
  const lines = wrap(font, text, width, fontSize);
  const fitting = Math.max(1, Math.floor((height + fontSize * (LINE_SPACING - 1)) / (fontSize * LINE_SPACING)));
  if (lines.length <= fitting) return { lines, fontSize };
  const shown = lines.slice(0, fitting);
  shown[fitting - 1] = cutToWidth(font, `${shown[fitting - 1] ?? ""}${ELLIPSIS}`, width, fontSize, true);
  return { lines: shown, fontSize };
}

/** Lines of words that fit the width; a word longer than a line is broken where it must. */
export function wrap(font: PDFFont, text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, fontSize) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, fontSize) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), fontSize) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The text, or as much as fits followed by an ellipsis. */
function cutToWidth(font: PDFFont, text: string, width: number, fontSize: number, endsWithEllipsis = false): string {
  if (!endsWithEllipsis && font.widthOfTextAtSize(text, fontSize) <= width) return text;
  let body = endsWithEllipsis ? text.slice(0, -ELLIPSIS.length) : text;
  while (body.length > 0 && font.widthOfTextAtSize(`${body}${ELLIPSIS}`, fontSize) > width) body = body.slice(0, -1);
  return `${body}${ELLIPSIS}`;
}
