import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ByteLru } from "../../platform/cache/byte-lru.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { PdfTaskTimeoutError } from "../../pdf-engine/render/pdf-engine.ts";
import { loadSharp } from "../../platform/images/sharp.ts";

export type PageImageFormat = "png" | "webp";

export interface PageImage {
  bytes: Buffer;
  format: PageImageFormat;
  etag: string;
}

/**
 * Page images of document versions: rendered once by the mupdf workers, encoded by sharp, then
 * kept in memory (bounded) and on disk under `$DATA_DIR/cache/pages/<sha256>/`. A version's
 * bytes never change, so its SHA-256, the page, scale and format name an image for good.
 */
export class PageImageCache {
  private readonly memory: ByteLru;
  private readonly inFlight = new Map<string, Promise<{ bytes: Buffer; source: "disk" | "rendered" }>>();
  private readonly directory: string;

  constructor(private readonly context: PlatformContext) {
    this.memory = new ByteLru(context.config.PAGE_CACHE_MEMORY_BYTES);
    this.directory = path.resolve(context.config.DATA_DIR, "cache", "pages");
  }

  async get(blobSha256: string, pageIndex: number, scale: number, format: PageImageFormat): Promise<PageImage> {
    const name = `${pageIndex + 1}-${scale}.${format}`;
    const key = `${blobSha256}/${name}`;
    const etag = `"${blobSha256.slice(0, 20)}-${name}"`;
    const cached = this.memory.get(key);
    if (cached) {
      this.context.metrics.countPageImage("memory");
      return { bytes: cached, format, etag };
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.load(blobSha256, pageIndex, scale, format, path.join(this.directory, blobSha256, name)).finally(() =>
        this.inFlight.delete(key),
      );
      this.inFlight.set(key, pending);
    }
    const { bytes, source } = await pending;
    this.context.metrics.countPageImage(source);
    this.memory.set(key, bytes);
    return { bytes, format, etag };
  }

  private async load(blobSha256: string, pageIndex: number, scale: number, format: PageImageFormat, file: string): Promise<{ bytes: Buffer; source: "disk" | "rendered" }> {
    const fromDisk = await fs.readFile(file).catch(() => undefined);
    if (fromDisk) return { bytes: fromDisk, source: "disk" };
    const pdfFile = await this.context.blobs.localFile(blobSha256);
    const rendered = await this.context.pdf.renderPage(pdfFile, pageIndex, scale).catch((error: unknown) => {
      if (error instanceof PdfTaskTimeoutError) throw new AppError("page_render_failed", { reason: "Rendering took too long" });
      throw new AppError("page_render_failed", { reason: error instanceof Error ? error.message : String(error) });
    });
    const sharp = await loadSharp();
    const image = sharp(rendered.pixels, { raw: { width: rendered.width, height: rendered.height, channels: 3 } });
    const bytes = await (format === "webp" ? image.webp({ quality: 85, effort: 2 }) : image.png({ compressionLevel: 6 })).toBuffer();
    await writeAtomically(file, bytes);
    return { bytes, source: "rendered" };
  }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

/** WebP when the client says it takes it, PNG otherwise. */
export function negotiatePageFormat(accept: string | undefined): PageImageFormat {
  return accept && /image\/webp/i.test(accept) ? "webp" : "png";
}

/** Answers one page image in the format the client prefers, with its ETag (304 when the client has it). */
export async function replyWithPageImage(
  pageImages: PageImageCache,
  page: { blobSha256: string; pageIndex: number; scale: number },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const image = await pageImages.get(page.blobSha256, page.pageIndex, page.scale, negotiatePageFormat(request.headers.accept));
  void reply.header("etag", image.etag).header("vary", "Accept").header("cache-control", "private, no-cache");
  if (request.headers["if-none-match"] === image.etag) return reply.status(304).send();
  return reply.type(`image/${image.format}`).send(image.bytes);
}
