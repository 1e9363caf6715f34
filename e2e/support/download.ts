import type { Download } from "playwright-core";

/**
 * The bytes of a file the browser downloaded, read through the download's stream: it works for a
 * browser the suite launched and for one it is connected to (`download.path()` throws there).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
