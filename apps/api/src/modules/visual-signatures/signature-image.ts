import { SIGNATURE_IMAGE_LIMITS } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import { loadSharp } from "../../platform/images/sharp.ts";

export type SignatureImageFormat = "png" | "jpeg" | "svg";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DECODE_TIMEOUT_SECONDS = 10;
/** Paper lighter than this (luminance 0–255) becomes fully transparent; darker than INK_LUMINANCE stays opaque. */
const PAPER_LUMINANCE = 235;
const INK_LUMINANCE = 150;
/** Greater differences from the corner colour count as content when trimming margins (scanner noise stays below). */
const TRIM_THRESHOLD = 24;

/**
 * Which of the accepted formats the bytes are, by their content rather than the declared type;
 * only these three reach the decoder, which keeps the rest of libvips' formats out of reach.
 */
export function sniffImageFormat(bytes: Buffer): SignatureImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  const head = bytes.subarray(0, 64 * 1024).toString("utf8").replace(/^\uFEFF/, "").trimStart();
  if (head.startsWith("<") && /<svg[\s>]/.test(head)) return "svg";
  return null;
}

function invalid(reason: string): AppError {
  return new AppError("image_invalid", { reason });
}

/**
 * Entities are how XML bombs (billion laughs) and external-entity reads work; a drawn signature
 * never needs them. Scripts and external references need no check: the SVG is rasterised, and
 * librsvg loads nothing from outside a buffer.
 */
function refuseSvgDeclarations(bytes: Buffer): void {
  if (/<!(DOCTYPE|ENTITY)/i.test(bytes.toString("utf8"))) throw invalid("SVG files with a DOCTYPE or entities are not accepted");
}

/** Rasterise an SVG big enough to fill the stored size, whatever units it was drawn in. */
function svgDensity(width: number, height: number, box: ImageBox): number {
  const scale = Math.min(box.width / width, box.height / height);
  return 72 * Math.min(8, Math.max(1, scale));
}

/** Turns white paper of a scan (or an opaque canvas) into transparency, so the document shows around the ink. */
function makePaperTransparent(rgba: Buffer): void {
  for (let offset = 0; offset < rgba.length; offset += 4) {
    const luminance = 0.299 * rgba[offset]! + 0.587 * rgba[offset + 1]! + 0.114 * rgba[offset + 2]!;
    const alpha = luminance >= PAPER_LUMINANCE ? 0 : luminance <= INK_LUMINANCE ? 255 : ((PAPER_LUMINANCE - luminance) * 255) / (PAPER_LUMINANCE - INK_LUMINANCE);
    rgba[offset + 3] = Math.round(alpha);
  }
}

function isOpaque(rgba: Buffer): boolean {
  for (let offset = 3; offset < rgba.length; offset += 4) if (rgba[offset] !== 255) return false;
  return true;
}

function hasInk(rgba: Buffer): boolean {
  for (let offset = 3; offset < rgba.length; offset += 4) if (rgba[offset]! > 16) return true;
  return false;
}

/** sharp's messages for what is the file's fault, as our codes; anything else is ours (500). */
function toImageError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new AppError("image_too_many_pixels", { maxPixels: SIGNATURE_IMAGE_LIMITS.maxInputPixels });
  if (/timeout/i.test(message)) return invalid("The image took too long to decode");
  if (/unsupported image format|vips|png|jpeg|jpg|svg|rsvg|xml|corrupt|premature|truncat|read error|bad|invalid/i.test(message)) {
    return invalid("The image is damaged or cannot be decoded");
  }
  return error;
}

/** The box a decoded image is scaled into, keeping its proportions and never enlarging it. */
export interface ImageBox {
  width: number;
  height: number;
}

/**
 * Decodes an untrusted upload into RGBA pixels: PNG, JPEG or SVG by content (never stored as
 * sent), bounded in decoded pixels and decoding time, turned upright (EXIF), margins trimmed and
 * scaled into `box`. sharp decodes on libuv's thread pool, off the main thread.
 */
export async function decodeUploadedImage(bytes: Buffer, box: ImageBox): Promise<{ data: Buffer; info: { width: number; height: number } }> {
  const format = sniffImageFormat(bytes);
  if (!format) throw invalid("The file is not a PNG, JPEG or SVG image");
  if (format === "svg") refuseSvgDeclarations(bytes);
  const decodeOptions = { limitInputPixels: SIGNATURE_IMAGE_LIMITS.maxInputPixels, failOn: "truncated" as const };
  try {
    // The header alone says how big the image would be decoded: refuse a bomb before decoding it.
    const sharp = await loadSharp();
    const metadata = await sharp(bytes, decodeOptions).metadata();
    if (!metadata.width || !metadata.height) throw invalid("The image has no size");
    if (metadata.width * metadata.height > SIGNATURE_IMAGE_LIMITS.maxInputPixels) {
      throw new AppError("image_too_many_pixels", { maxPixels: SIGNATURE_IMAGE_LIMITS.maxInputPixels });
    }
    const density = format === "svg" ? svgDensity(metadata.width, metadata.height, box) : undefined;
    return await sharp(bytes, { ...decodeOptions, ...(density ? { density } : {}) })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .trim({ threshold: TRIM_THRESHOLD })
      .resize(box.width, box.height, { fit: "inside", withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw toImageError(error);
  }
}

/** Writes RGBA pixels as a fresh PNG without metadata; refuses pixels that show nothing. */
export async function encodeVisiblePng(data: Buffer, info: { width: number; height: number }): Promise<Buffer> {
  if (!hasInk(data)) throw new AppError("image_empty");
  const sharp = await loadSharp();
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Makes an uploaded signature safe and uniform: decoded by {@link decodeUploadedImage} into the
 * stored signature size, paper made transparent, written as a fresh PNG without metadata.
 */
export async function normaliseSignatureImage(bytes: Buffer): Promise<Buffer> {
  const { data, info } = await decodeUploadedImage(bytes, { width: SIGNATURE_IMAGE_LIMITS.maxStoredWidth, height: SIGNATURE_IMAGE_LIMITS.maxStoredHeight });
  if (isOpaque(data)) makePaperTransparent(data);
  return encodeVisiblePng(data, info);
}
