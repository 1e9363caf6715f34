import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { VisualSignatureChanges } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { decodeAppearanceImage } from "../../pdf-engine/appearance/appearance-image.ts";
import type { AppearanceImage } from "../../pdf-engine/appearance/appearance-types.ts";
import { createAppearancePdf } from "../../pdf-engine/appearance/create-appearance-pdf.ts";
import { DEFAULT_APPEARANCE_TIME_ZONE, type AppearanceInput } from "../../pdf-engine/appearance/appearance-input.ts";
import { signatureVerificationUrl } from "../../pdf-engine/appearance/verification-url.ts";
import { findDefaultVisualSignature } from "./repository.ts";
import { getOwnedSignatureRow, getSignatureOwner } from "./service.ts";
import { applyChanges, defaultValuesFor, fullNameOf, valuesOfRow, type VisualSignatureValues } from "./visual-signature-values.ts";
import { loadSharp } from "../../platform/images/sharp.ts";

/** Bump when the drawing changes, so browsers do not keep an old preview under a still-matching ETag. */
const APPEARANCE_VERSION = 1;

export interface PreviewRequest {
  /** A saved signature to preview (and whose image to use); otherwise the default, or the user's defaults. */
  id?: string;
  /** Unsaved fields laid over the base (POST); absent for GET. */
  changes?: VisualSignatureChanges;
  width: number;
  height: number;
  density: 1 | 2;
}

export interface Preview {
  etag: string;
  /** null when the client's If-None-Match already names this preview. */
  png: Buffer | null;
}

let previewDirectory: Promise<string> | undefined;
function getPreviewDirectory(): Promise<string> {
  previewDirectory ??= fs.mkdtemp(path.join(os.tmpdir(), "paraph-previews-"));
  return previewDirectory;
}

/**
 * Decoded images at preview size, most recently used last: typing in the editor previews the
 * same image again and again, and decoding is the costly part. Blobs never change under a hash.
 */
const decodedImages = new Map<string, AppearanceImage>();
const DECODED_IMAGE_LIMIT = 32;

async function getDecodedImage(context: PlatformContext, sha256: string, width: number, height: number): Promise<AppearanceImage> {
  const key = `${sha256}:${width}x${height}`;
  const cached = decodedImages.get(key);
  if (cached) {
    decodedImages.delete(key);
    decodedImages.set(key, cached);
    return cached;
  }
  // The image never fills more than the box: decode it at most at that size.
  const image = await decodeAppearanceImage(await context.blobs.getBuffer(sha256), { width, height });
  decodedImages.set(key, image);
  if (decodedImages.size > DECODED_IMAGE_LIMIT) decodedImages.delete(decodedImages.keys().next().value as string);
  return image;
}

async function resolvePreviewSource(context: PlatformContext, auth: AuthContext, request: PreviewRequest) {
  const { user, permissions } = await getSignatureOwner(context, auth);
  let base: VisualSignatureValues = defaultValuesFor(user, permissions);
  let imageSha256: string | null = null;
  const row = request.id
    ? await getOwnedSignatureRow(context.db, auth, request.id)
    : request.changes
      ? undefined
      : await findDefaultVisualSignature(context.db, user.id);
  if (row) {
    base = valuesOfRow(row, permissions);
    imageSha256 = row.image_sha256;
  }
  const values = applyChanges(base, request.changes ?? {}, permissions);
  return { values, imageSha256, signerName: fullNameOf(user) };
}

function etagOf(parts: unknown): string {
  return `"${createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 32)}"`;
}

/** True when an If-None-Match header lists this ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim().replace(/^W\//, "");
    return value === etag || value === "*";
  });
}

/**
 * A PNG of the appearance exactly as signing will draw it: the same PDF drawing, rendered by
 * the mupdf workers at density × 100 %. The date is the current minute, so a preview's ETag
 * (a hash of everything drawn) changes at most once a minute.
 */
export async function renderVisualSignaturePreview(
  context: PlatformContext,
  auth: AuthContext,
  request: PreviewRequest,
  ifNoneMatch?: string,
): Promise<Preview> {
  const { values, imageSha256, signerName } = await resolvePreviewSource(context, auth, request);
  const minute = new Date(Math.floor(context.clock.now().getTime() / 60_000) * 60_000);
  // The same address as a real signature's, so the preview's QR code is the one signing draws.
  const verificationUrl = signatureVerificationUrl(context.publicUrl);
  const etag = etagOf([APPEARANCE_VERSION, values, imageSha256, signerName, minute.toISOString(), verificationUrl, request.width, request.height, request.density]);
  if (matchesEtag(ifNoneMatch, etag)) return { etag, png: null };

  const pixelWidth = request.width * request.density;
  const pixelHeight = request.height * request.density;
  const image = imageSha256 ? await getDecodedImage(context, imageSha256, pixelWidth, pixelHeight) : null;
  const input: AppearanceInput = {
    signature: { ...values, image },
    signer: { name: signerName },
    signedAt: minute,
    timeZone: DEFAULT_APPEARANCE_TIME_ZONE,
    verificationUrl,
  };
  const pdf = await createAppearancePdf(input, { width: request.width, height: request.height });
  return { etag, png: await renderPdfToPng(context, pdf, pixelWidth, pixelHeight, request.density) };
}

/** mupdf reads files: the PDF gets a file of its own (unique, as the workers cache documents by path) for one render. */
async function renderPdfToPng(context: PlatformContext, pdf: Uint8Array, width: number, height: number, density: number): Promise<Buffer> {
  const file = path.join(await getPreviewDirectory(), `${crypto.randomUUID()}.pdf`);
  await fs.writeFile(file, pdf);
  try {
    const rendered = await context.pdf.renderPage(file, 0, 100 * density);
    const sharp = await loadSharp();
    let image = sharp(Buffer.from(rendered.pixels.buffer, rendered.pixels.byteOffset, rendered.pixels.byteLength), {
      raw: { width: rendered.width, height: rendered.height, channels: 3 },
    });
    // Fractional page bounds can round one pixel over; the answer is always the size asked for.
    if (rendered.width !== width || rendered.height !== height) image = image.resize(width, height, { fit: "fill" });
    return await image.png({ compressionLevel: 6 }).toBuffer();
  } finally {
    await fs.rm(file, { force: true });
  }
}
