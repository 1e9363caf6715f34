import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { BlobTooLargeError, type StoredBlob } from "./blob-store.ts";

/**
 * Writes a stream to a temporary file in `directory` while computing its SHA-256 and size,
 * stopping at `maxBytes`. The caller moves or uploads the file, then removes it.
 */
export async function spoolWithHash(
  source: Readable | Uint8Array,
  directory: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<StoredBlob & { path: string }> {
  await fs.mkdir(directory, { recursive: true });
  const temporaryPath = path.join(directory, `.incoming-${randomUUID()}`);
  const hash = createHash("sha256");
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new BlobTooLargeError(maxBytes));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const input = source instanceof Readable ? source : Readable.from([Buffer.from(source)]);
  try {
    await pipeline(input, meter, createWriteStream(temporaryPath, { flags: "wx" }));
  } catch (error) {
    await fs.rm(temporaryPath, { force: true });
    input.resume();
    throw error;
  }
  return { sha256: hash.digest("hex"), size, path: temporaryPath };
}
