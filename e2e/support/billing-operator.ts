import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Runs an operator's billing command (`admin.js billing …`, docs/billing.md) on a data folder, as
 * an operator does: the command opens the data folder itself, so the server using it must be
 * stopped first. Answers what the command printed, parsed as JSON.
 */
export async function runBillingCommand(dataDir: string, args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)(process.execPath, ["apps/api/dist/admin.js", "billing", ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  return stdout.trim() === "" ? null : (JSON.parse(stdout) as unknown);
}
