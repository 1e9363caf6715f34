import path from "node:path";
import type { Config } from "../config.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalBlobStore } from "./local-blob-store.ts";

/**
 * The blob store the configuration names: S3 when S3_BUCKET is set, else `$DATA_DIR/blobs`. The
 * S3 SDK is loaded only then: a server on local files does not hold it (docs/OPERATIONS.md).
 */
export async function openBlobStore(config: Config): Promise<BlobStore> {
  if (!config.S3_BUCKET) return new LocalBlobStore(path.resolve(config.DATA_DIR, "blobs"));
  const { S3BlobStore } = await import("./s3-blob-store.ts");
  return new S3BlobStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    spoolDirectory: path.resolve(config.DATA_DIR, "spool"),
  });
}
