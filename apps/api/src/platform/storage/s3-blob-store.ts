import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { BlobNotFoundError, isSha256, type BlobStore, type StagedBlob, type StoredBlob } from "./blob-store.ts";
import { sharedCopyOf } from "../workers/shared-bytes.ts";
import { spoolWithHash } from "./hashing-spool.ts";

export interface S3Settings {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
  /** Local folder where uploads are spooled to learn their hash before they go to S3, and blobs are cached. */
  spoolDirectory: string;
}

/**
 * Blobs in an S3-compatible bucket under `blobs/<sha256>`. The key is the content hash, so the
 * upload is spooled locally first; S3 makes an object visible only once its PUT completed.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = "s3";
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  private keyOf(sha256: string): string {
    if (!isSha256(sha256)) throw new BlobNotFoundError(sha256);
    return `blobs/${sha256}`;
  }

  async put(source: Readable | Uint8Array, options: { maxBytes?: number } = {}): Promise<StoredBlob> {
    return this.commit(await this.stage(source, options));
  }

  stage(source: Readable | Uint8Array, options: { maxBytes?: number } = {}): Promise<StagedBlob> {
    return spoolWithHash(source, this.settings.spoolDirectory, options.maxBytes);
  }

  async commit(staged: StagedBlob): Promise<StoredBlob> {
    try {
      if (!(await this.has(staged.sha256))) {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: this.keyOf(staged.sha256),
            Body: createReadStream(staged.path),
            ContentLength: staged.size,
            ContentType: "application/octet-stream",
          }),
        );
      }
      return { sha256: staged.sha256, size: staged.size };
    } finally {
      await this.discard(staged);
    }
  }

  async discard(staged: StagedBlob): Promise<void> {
    await fs.rm(staged.path, { force: true });
  }

  async get(sha256: string): Promise<Readable> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
      if (!(object.Body instanceof Readable)) throw new BlobNotFoundError(sha256);
      return object.Body;
    } catch (error) {
      throw isMissing(error) ? new BlobNotFoundError(sha256) : error;
    }
  }

  async getBuffer(sha256: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.get(sha256)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async getSharedBytes(sha256: string): Promise<Uint8Array> {
    return sharedCopyOf(await this.getBuffer(sha256));
  }

  async has(sha256: string): Promise<boolean> {
    if (!isSha256(sha256)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(sha256) }));
  }

  async localFile(sha256: string): Promise<string> {
    const cached = path.join(this.settings.spoolDirectory, "cache", this.keyOf(sha256).replace("/", "-"));
    if (await fs.access(cached).then(() => true, () => false)) return cached;
    const spooled = await spoolWithHash(await this.get(sha256), path.join(this.settings.spoolDirectory, "cache"));
    if (spooled.sha256 !== sha256) {
      await fs.rm(spooled.path, { force: true });
      throw new Error(`Blob ${sha256} came back from S3 with other bytes`);
    }
    await fs.rename(spooled.path, cached);
    return cached;
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey || error instanceof NotFound) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
  return status === 404;
}
