import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { BlobNotFoundError, isSha256, type BlobStore, type StagedBlob, type StoredBlob } from "./blob-store.ts";
import { readSharedFile } from "../workers/shared-bytes.ts";
import { spoolWithHash } from "./hashing-spool.ts";

/** Blobs as files under `<root>/ab/cd/<sha256>`; written to a temporary file first, then renamed. */
export class LocalBlobStore implements BlobStore {
  readonly kind = "local";

  constructor(private readonly root: string) {}

  private pathOf(sha256: string): string {
    if (!isSha256(sha256)) throw new BlobNotFoundError(sha256);
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  async put(source: Readable | Uint8Array, options: { maxBytes?: number } = {}): Promise<StoredBlob> {
    return this.commit(await this.stage(source, options));
  }

  stage(source: Readable | Uint8Array, options: { maxBytes?: number } = {}): Promise<StagedBlob> {
    return spoolWithHash(source, path.join(this.root, "incoming"), options.maxBytes);
  }

  async commit(staged: StagedBlob): Promise<StoredBlob> {
    const target = this.pathOf(staged.sha256);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // rename is atomic within one file system: readers see the whole blob or none.
    await fs.rename(staged.path, target);
    return { sha256: staged.sha256, size: staged.size };
  }

  async discard(staged: StagedBlob): Promise<void> {
    await fs.rm(staged.path, { force: true });
  }

  async get(sha256: string): Promise<Readable> {
    const file = this.pathOf(sha256);
    await this.assertExists(file, sha256);
    return createReadStream(file);
  }

  async getBuffer(sha256: string): Promise<Buffer> {
    const file = this.pathOf(sha256);
    await this.assertExists(file, sha256);
    return fs.readFile(file);
  }

  async getSharedBytes(sha256: string): Promise<Uint8Array> {
    const file = this.pathOf(sha256);
    await this.assertExists(file, sha256);
    return readSharedFile(file);
  }

  async has(sha256: string): Promise<boolean> {
    if (!isSha256(sha256)) return false;
    return fs.access(this.pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }

  async delete(sha256: string): Promise<void> {
    await fs.rm(this.pathOf(sha256), { force: true });
  }

  async localFile(sha256: string): Promise<string> {
    const file = this.pathOf(sha256);
    await this.assertExists(file, sha256);
    return file;
  }

  close(): void {}

  private async assertExists(file: string, sha256: string): Promise<void> {
    if (!(await fs.access(file).then(() => true, () => false))) throw new BlobNotFoundError(sha256);
  }
}
