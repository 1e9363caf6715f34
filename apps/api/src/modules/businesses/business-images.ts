import type { FastifyReply, FastifyRequest } from "fastify";
import { BUSINESS_LOGO } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { lockBlob } from "../../platform/storage/blob-references.ts";
import { decodeUploadedImage, encodeVisiblePng, matchesEtag, normaliseSignatureImage, readMultipartImage } from "../visual-signatures/index.ts";

/**
 * Images of a business go through the checks of signature images: decoded from PNG, JPEG or SVG,
 * bounded in bytes, pixels and decoding time, trimmed and written as a fresh PNG. A seal's image
 * is a visual signature (its paper becomes transparent); the logo keeps its colours and
 * background and fits BUSINESS_LOGO's stored size.
 */
export interface PreparedImage {
  png: Buffer;
  sha256: string;
  width: number;
  height: number;
}

const IMMUTABLE = "private, max-age=31536000, immutable";
const REVALIDATE = "private, no-cache";

/** The bytes of an upload: the raw body, or the `file` part of a form. */
export async function readImageBody(request: FastifyRequest, mediaTypes: readonly string[]): Promise<Buffer> {
  const bytes: unknown = request.isMultipart() ? await readMultipartImage(request) : request.body;
  if (!Buffer.isBuffer(bytes)) throw new AppError("unsupported_media_type", { accepted: [...mediaTypes, "multipart/form-data"] });
  return bytes;
}

export type BusinessImageKind = "logo" | "seal";

async function normaliseBusinessImage(kind: BusinessImageKind, bytes: Buffer): Promise<Buffer> {
  if (kind === "seal") return normaliseSignatureImage(bytes);
  const { data, info } = await decodeUploadedImage(bytes, { width: BUSINESS_LOGO.maxStoredWidth, height: BUSINESS_LOGO.maxStoredHeight });
  return encodeVisiblePng(data, info);
}

/**
 * Normalises the image and stores it, before and outside any transaction; the row that will
 * name it must call {@link keepImageBlob} in its transaction.
 */
export async function prepareImage(context: PlatformContext, bytes: Buffer, kind: BusinessImageKind): Promise<PreparedImage> {
  const png = await normaliseBusinessImage(kind, bytes);
  const stored = await context.blobs.put(png);
  // A PNG's size is in its header chunk (IHDR): width at byte 16, height at byte 20.
  return { png, sha256: stored.sha256, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Under the blob's lock a cleanup cannot delete it between this check and the commit. */
export async function keepImageBlob(context: PlatformContext, trx: JobExecutor, image: PreparedImage): Promise<void> {
  await lockBlob(trx, image.sha256);
  if (!(await context.blobs.has(image.sha256))) await context.blobs.put(image.png);
}

/** Sends a stored PNG: cacheable for good when the link names its current version, a 304 when unchanged. */
export async function sendStoredImage(
  context: PlatformContext,
  request: FastifyRequest,
  reply: FastifyReply,
  sha256: string,
  version: string | undefined,
): Promise<FastifyReply> {
  const etag = `"${sha256}"`;
  const isCurrentVersion = version !== undefined && version.length >= 16 && sha256.startsWith(version);
  void reply.header("etag", etag).header("cache-control", isCurrentVersion ? IMMUTABLE : REVALIDATE);
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
  return reply.type("image/png").send(await context.blobs.getBuffer(sha256));
}
