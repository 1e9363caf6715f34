import type { Readable } from "node:stream";

export interface StoredBlob {
  sha256: string;
  size: number;
}

/** Bytes received and hashed into a local temporary file, not yet part of the store. */
export interface StagedBlob extends StoredBlob {
  path: string;
}

/**
 * Content-addressed storage of files (documents, signed versions, attachments, images):
 * a blob's key is the SHA-256 of its bytes, so the same bytes are stored once. A write is
 * atomic: until `put` resolves, no reader can see a partial blob.
 */
export interface BlobStore {
  readonly kind: "local" | "s3";
  /** Stores the bytes; `maxBytes` aborts (BlobTooLargeError) as soon as the stream goes past it. */
  put(source: Readable | Uint8Array, options?: { maxBytes?: number }): Promise<StoredBlob>;
  /**
   * Receives and hashes the bytes into a temporary file, so they can be checked (and their hash
   * locked) before `commit` makes them a blob. `discard` removes what was not committed.
   */
  stage(source: Readable | Uint8Array, options?: { maxBytes?: number }): Promise<StagedBlob>;
  commit(staged: StagedBlob): Promise<StoredBlob>;
  discard(staged: StagedBlob): Promise<void>;
  get(sha256: string): Promise<Readable>;
  getBuffer(sha256: string): Promise<Buffer>;
  /** The bytes at the start of a growable shared buffer, for worker threads that append to them (signing). */
  getSharedBytes(sha256: string): Promise<Uint8Array>;
  has(sha256: string): Promise<boolean>;
  delete(sha256: string): Promise<void>;
  /** A local file with the blob's bytes, for tools that read files (the PDF engine); S3 blobs are cached. */
  localFile(sha256: string): Promise<string>;
  close(): void;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
  }
}

export class BlobNotFoundError extends Error {
  constructor(readonly sha256: string) {
    super(`No blob ${sha256}`);
  }
}

export function isSha256(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
