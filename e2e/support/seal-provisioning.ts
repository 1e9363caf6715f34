import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Issues a seal for a business as the operator does (`admin.js seal create`, docs/OPERATIONS.md).
 * The command opens the data folder itself, so the server using it must be stopped first. The
 * certificate names the server's OCSP responder under `publicUrl` (the command's PUBLIC_URL), so
 * a validator that checks revocation needs the server to run there.
 */
export async function provisionSeal(
  dataDir: string,
  seal: { businessId: string; accountName: string; displayName: string },
  publicUrl?: string,
): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ["apps/api/dist/admin.js", "seal", "create", "--business", seal.businessId, "--account-name", seal.accountName, "--display-name", seal.displayName],
    { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) } },
  );
}
