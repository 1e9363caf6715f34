import zlib from "node:zlib";
import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from "@cantoo/pdf-lib";
import type { AppearanceBox, AppearanceImage } from "./appearance-types.ts";
import { loadSharp } from "../../platform/images/sharp.ts";

/**
 * Decodes a stored signature PNG (off the event loop, in libvips), optionally shrunk to fit the
 * pixels it will cover: an appearance never needs more than its box.
 */
export async function decodeAppearanceImage(png: Uint8Array, fitWithin?: { width: number; height: number }): Promise<AppearanceImage> {
  const sharp = await loadSharp();
  let pipeline = sharp(png);
  if (fitWithin) {
    pipeline = pipeline.resize(Math.max(1, Math.round(fitWithin.width)), Math.max(1, Math.round(fitWithin.height)), {
      fit: "inside",
      withoutEnlargement: true,
    });
  }
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgba: data };
}

/**
 * Adds the image to the document as an RGB image with its alpha as a soft mask, compressed by
 * node's native zlib. pdf-lib's embedPng decodes and re-compresses in JavaScript, which took
 * most of a preview's time.
 */
export function embedAppearanceImage(document: PDFDocument, image: AppearanceImage): PDFRef {
  const pixelCount = image.width * image.height;
  const rgb = Buffer.allocUnsafe(pixelCount * 3);
  const alpha = Buffer.allocUnsafe(pixelCount);
  for (let pixel = 0; pixel < pixelCount; pixel += 1) {
    rgb[pixel * 3] = image.rgba[pixel * 4]!;
    rgb[pixel * 3 + 1] = image.rgba[pixel * 4 + 1]!;
    rgb[pixel * 3 + 2] = image.rgba[pixel * 4 + 2]!;
    alpha[pixel] = image.rgba[pixel * 4 + 3]!;
  }
  const common = { Type: "XObject", Subtype: "Image", Width: image.width, Height: image.height, BitsPerComponent: 8, Filter: "FlateDecode" };
  const context = document.context;
  const mask = context.register(context.stream(zlib.deflateSync(alpha), { ...common, ColorSpace: "DeviceGray" }));
  return context.register(context.stream(zlib.deflateSync(rgb), { ...common, ColorSpace: "DeviceRGB", SMask: mask }));
}

/** Paints an embedded image into a box of the page (an image XObject fills the unit square, scaled by the matrix). */
export function drawEmbeddedImage(page: PDFPage, image: PDFRef, box: AppearanceBox): void {
  const name = page.node.newXObject("Image", image);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y), drawObject(name), popGraphicsState());
}
