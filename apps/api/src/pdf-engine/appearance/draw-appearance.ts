import { rgb, type PDFDocument, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import { appearanceFace, embedAppearanceFace, type AppearanceFace } from "./appearance-fonts.ts";
import { drawEmbeddedImage, embedAppearanceImage } from "./appearance-image.ts";
import { DEFAULT_APPEARANCE_TIME_ZONE, type AppearanceInput } from "./appearance-input.ts";
import type { AppearanceBox } from "./appearance-types.ts";
import { claimText, formatSigningDate, standardsLabel } from "./appearance-texts.ts";
import { toDrawable } from "./drawable-text.ts";
import { drawQrCode } from "./draw-qr-code.ts";
import { formatPart11Time, part11MeaningLine } from "./part11-texts.ts";

interface TextLine {
  text: string;
  face: "regular" | "bold";
  isMuted: boolean;
}

const INK = rgb(0.1, 0.1, 0.12);
const MUTED_INK = rgb(0.3, 0.32, 0.36);
const RULE = rgb(0.7, 0.7, 0.72);
const LINE_SPACING = 1.22;

/** The lines under the signature, per the display flags, as written (not yet as a face draws them). */
function appearanceLines(input: AppearanceInput): TextLine[] {
  const { signature, part11 } = input;
  const lines: TextLine[] = [{ text: nameOf(input), face: "bold", isMuted: false }];
  if (part11) lines.push({ text: part11MeaningLine(signature.language, part11.meaning), face: "bold", isMuted: false });
  if (signature.title) lines.push({ text: signature.title, face: "regular", isMuted: false });
  if (signature.optionalLine) lines.push({ text: signature.optionalLine, face: "regular", isMuted: false });
  const date = part11
    ? formatPart11Time(part11.signedAt)
    : signature.displayDate
      ? formatSigningDate(input.signedAt, signature.language, input.timeZone ?? DEFAULT_APPEARANCE_TIME_ZONE)
      : null;
  const placeAndDate = [signature.location, date].filter((part): part is string => Boolean(part)).join(", ");
  if (placeAndDate) lines.push({ text: placeAndDate, face: "regular", isMuted: false });
  if (signature.displayClaim) lines.push({ text: claimText(signature.language), face: "regular", isMuted: true });
  const standards = signature.displayStandards ? standardsLabel(signature.quality, signature.legislation) : null;
  if (standards) lines.push({ text: standards, face: "regular", isMuted: true });
  return lines;
}

/** What the appearance writes in each face: its lines, and the name in a script-like style (italic) when there is no image. */
interface AppearanceTexts {
  lines: TextLine[];
  scriptName: string | null;
}

/**
 * The texts as the faces draw them (a character the font lacks becomes its unaccented letter or
 * `?`: a name on an account cannot be refused at signing time), and each face that writes some
 * embedded as the subset of its glyphs.
 */
async function textsAndFonts(document: PDFDocument, input: AppearanceInput): Promise<{ texts: AppearanceTexts; fonts: Map<AppearanceFace, PDFFont> }> {
  const [regular, bold, italic] = await Promise.all([appearanceFace("regular"), appearanceFace("bold"), input.signature.image ? null : appearanceFace("italic")]);
  const lineFaces = { regular, bold };
  const lines = appearanceLines(input).map((line) => ({ ...line, text: toDrawable(line.text, lineFaces[line.face]) }));
  const scriptName = italic ? toDrawable(nameOf(input), italic) : null;
  const fonts = new Map<AppearanceFace, PDFFont>();
  for (const face of [regular, bold]) {
    const drawn = lines.filter((line) => line.face === face.name).map((line) => line.text);
    if (drawn.length > 0) fonts.set(face.name, await embedAppearanceFace(document, face, drawn));
  }
  if (italic && scriptName !== null) fonts.set("italic", await embedAppearanceFace(document, italic, [scriptName]));
  return { texts: { lines, scriptName }, fonts };
}

/** The name written: a Part 11 signature's printed name, else the visual signature's, else the signer's. */
function nameOf(input: AppearanceInput): string {
  return input.part11?.printedName.trim() || input.signature.name.trim() || input.signer.name.trim();
}

/** Shortens text with an ellipsis until it fits the width. */
function fitText(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let characters = [...text];
  while (characters.length > 0 && font.widthOfTextAtSize(`${characters.join("")}…`, size) > width) characters = characters.slice(0, -1);
  return characters.length > 0 ? `${characters.join("")}…` : "";
}

/**
 * Draws one visual signature into a box of a page: the image (or the name in a script-like
 * style) above a rule, the text lines below it, and the QR code on the right. The signing engine
 * calls this on the widget's appearance; previews call it on a page of their own.
 */
export async function drawAppearance(page: PDFPage, box: AppearanceBox, input: AppearanceInput): Promise<void> {
  const { texts, fonts } = await textsAndFonts(page.doc, input);
  const { signature } = input;
  const padding = Math.max(2, Math.min(box.width, box.height) * 0.04);
  const inner = { x: box.x + padding, y: box.y + padding, width: box.width - 2 * padding, height: box.height - 2 * padding };

  let contentWidth = inner.width;
  if (signature.displayQr) {
    const qrSide = Math.min(inner.height, inner.width * 0.32);
    drawQrCode(page, { x: inner.x + inner.width - qrSide, y: inner.y + (inner.height - qrSide) / 2, width: qrSide, height: qrSide }, input.verificationUrl);
    contentWidth = inner.width - qrSide - padding;
  }

  const { lines } = texts;
  // Text takes what it needs up to 60% of the height; the signature keeps the rest.
  let fontSize = Math.min(14, Math.max(4, box.height * 0.062));
  fontSize = Math.min(fontSize, (inner.height * 0.6) / (lines.length * LINE_SPACING));
  const lineHeight = fontSize * LINE_SPACING;
  const textHeight = lines.length * lineHeight;
  lines.forEach((line, index) => {
    const font = fonts.get(line.face) as PDFFont;
    const baseline = inner.y + textHeight - (index + 1) * lineHeight + (lineHeight - fontSize) / 2 + fontSize * 0.2;
    const text = fitText(line.text, font, fontSize, contentWidth);
    page.drawText(text, { x: inner.x, y: baseline, size: fontSize, font, color: line.isMuted ? MUTED_INK : INK });
  });

  const gap = Math.max(1, fontSize * 0.35);
  const ruleY = inner.y + textHeight + gap;
  page.drawLine({ start: { x: inner.x, y: ruleY }, end: { x: inner.x + contentWidth, y: ruleY }, thickness: Math.max(0.3, fontSize * 0.06), color: RULE });
  const area = { x: inner.x, y: ruleY + gap, width: contentWidth, height: inner.y + inner.height - ruleY - gap };
  if (area.height <= 0) return;

  if (signature.image) {
    const image = signature.image;
    const scale = Math.min(area.width / image.width, area.height / image.height);
    drawEmbeddedImage(page, embedAppearanceImage(page.doc, image), { x: area.x, y: area.y, width: image.width * scale, height: image.height * scale });
    return;
  }
  const script = fonts.get("italic");
  if (texts.scriptName === null || !script) return;
  const widthAtOne = script.widthOfTextAtSize(texts.scriptName, 1);
  const size = Math.min(area.height * 0.75, widthAtOne > 0 ? (area.width * 0.95) / widthAtOne : area.height);
  page.drawText(texts.scriptName, { x: area.x, y: area.y + area.height * 0.18, size, font: script, color: rgb(0.05, 0.12, 0.35) });
}
