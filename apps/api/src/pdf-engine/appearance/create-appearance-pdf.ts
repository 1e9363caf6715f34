import { PDFDocument } from "@cantoo/pdf-lib";
import type { AppearanceInput } from "./appearance-input.ts";
import { drawAppearance } from "./draw-appearance.ts";

/**
 * A one-page PDF exactly the size of the appearance (in points): what previews render, and a
 * self-contained picture of the signature for anyone who needs one. No creation date or
 * producer metadata, so the same input always gives the same bytes.
 */
export async function createAppearancePdf(input: AppearanceInput, size: { width: number; height: number }): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const page = document.addPage([size.width, size.height]);
  await drawAppearance(page, { x: 0, y: 0, width: size.width, height: size.height }, input);
  return document.save();
}
