import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Issues a seal for a business as the operator does (`admin.js seal create`, docs/OPERATIONS.md).
 * The command opens the data folder itself, so the server using it must be stopped first.
 */
export async function provisionSeal(dataDir: string, seal: { businessId: string; accountName: string; displayName: string }): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ["apps/api/dist/admin.js", "seal", "create", "--business", seal.businessId, "--account-name", seal.accountName, "--display-name", seal.displayName],
    { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" } },
  );
}
