import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import S3rver from "s3rver";
import { isWholeSharedBuffer, sharedCopyOf } from "../workers/shared-bytes.ts";
import { BlobNotFoundError, BlobTooLargeError, type BlobStore } from "./blob-store.ts";
import { LocalBlobStore } from "./local-blob-store.ts";
import { S3BlobStore } from "./s3-blob-store.ts";

let workDir: string;
let s3Server: S3rver;
const stores: Record<string, BlobStore> = {};

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-blobs-"));
  s3Server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: path.join(workDir, "s3"),
    configureBuckets: [{ name: "paraph-test", configs: [] }],
  });
  const { port } = await s3Server.run();
  stores.local = new LocalBlobStore(path.join(workDir, "local"));
  stores.s3 = new S3BlobStore({
    bucket: "paraph-test",
    endpoint: `http://127.0.0.1:${port}`,
    region: "eu-central-2",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
    spoolDirectory: path.join(workDir, "spool"),
  });
});
afterAll(async () => {
  stores.s3?.close();
  await s3Server.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each(["local", "s3"])("%s blob store", (kind) => {
  const store = () => stores[kind] as BlobStore;

  it("stores a stream under its SHA-256 and gives the same bytes back", async () => {
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(300_000, 7)]);
    const stored = await store().put(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    expect(stored).toEqual({ sha256: sha(bytes), size: bytes.length });
    expect(await store().has(stored.sha256)).toBe(true);
    expect((await store().getBuffer(stored.sha256)).equals(bytes)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await store().get(stored.sha256)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it("stores the same bytes once", async () => {
    const bytes = Buffer.from(`same bytes ${kind}`);
    const first = await store().put(bytes);
    const second = await store().put(bytes);
    expect(second).toEqual(first);
  });

  it("refuses a stream past the limit and leaves nothing behind", async () => {
    const bytes = Buffer.alloc(5000, 1);
    await expect(store().put(Readable.from([bytes]), { maxBytes: 4096 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store().has(sha(bytes))).toBe(false);
  });

  it("stores bytes held in memory, a view into a shared buffer too, and gives them back in a growable shared buffer", async () => {
    const bytes = Buffer.concat([Buffer.from(`%PDF-1.7 in memory ${kind}\n`), Buffer.alloc(200_000, 9)]);
    const shared = sharedCopyOf(bytes);
    const stored = await store().put(shared.subarray(0, bytes.length));
    expect(stored).toEqual({ sha256: sha(bytes), size: bytes.length });
    const back = await store().getSharedBytes(stored.sha256);
    expect(Buffer.from(back).equals(bytes)).toBe(true);
    expect(isWholeSharedBuffer(back)).toBe(true);
    await expect(store().put(Buffer.alloc(5000, 2), { maxBytes: 4096 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store().has(sha(Buffer.alloc(5000, 2)))).toBe(false);
  });

  it("deletes, then answers not found", async () => {
    const stored = await store().put(Buffer.from(`to delete ${kind}`));
    await store().delete(stored.sha256);
    expect(await store().has(stored.sha256)).toBe(false);
    await expect(store().getBuffer(stored.sha256)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it("gives a local file with the blob's bytes", async () => {
    const bytes = Buffer.from(`local file ${kind}`);
    const stored = await store().put(bytes);
    const file = await store().localFile(stored.sha256);
    expect((await fs.readFile(file)).equals(bytes)).toBe(true);
    expect(await store().localFile(stored.sha256)).toBe(file);
  });

  it("treats a key that is not a SHA-256 as missing", async () => {
    expect(await store().has("../../etc/passwd")).toBe(false);
    await expect(store().get("../../etc/passwd")).rejects.toBeInstanceOf(BlobNotFoundError);
  });
});

describe("local blob store", () => {
  it("never shows a half-written blob: an aborted upload leaves no file", async () => {
    const root = path.join(workDir, "atomic");
    const store = new LocalBlobStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 2));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(store.put(failing)).rejects.toThrow("client went away");
    const files = await fs.readdir(root, { recursive: true, withFileTypes: true });
    expect(files.filter((entry) => entry.isFile())).toEqual([]);
  });
});
