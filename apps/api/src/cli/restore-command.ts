import { createReadStream } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup, RestoreRefusedError } from "../platform/backup/backup-archive.ts";
import { loadConfig, type Config } from "../platform/config.ts";
import { openBlobStore } from "../platform/storage/open-blob-store.ts";

export const RESTORE_USAGE = "paraph restore --from FILE [--data-dir DIR]   (into an empty folder; DATA_DIR by default)";

/**
 * `paraph restore --from FILE [--data-dir DIR]`: restores a `paraph backup` into an empty data
 * folder (blobs into that folder's blob store, or the S3 bucket the settings name); start the
 * server on it afterwards. A folder that holds anything is refused.
 */
export async function restoreCommand(args: string[], config: Config): Promise<number> {
  const { values } = parseArgs({ args, options: { from: { type: "string" }, "data-dir": { type: "string" } } });
  if (!values.from) {
    console.error(`Usage: ${RESTORE_USAGE}`);
    return 2;
  }
  const target = values["data-dir"] ? loadConfig({ ...process.env, DATA_DIR: values["data-dir"] }) : config;
  const dataDir = path.resolve(target.DATA_DIR);
  const started = performance.now();
  const blobs = await openBlobStore(target);
  try {
    const manifest = await restoreBackup(createReadStream(path.resolve(values.from)), { dataDir, blobs });
    console.log(
      JSON.stringify({ dataDir, createdAt: manifest.createdAt, blobs: manifest.blobs.length, files: manifest.files.length, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) }),
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    blobs.close();
  }
}
