import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { openDatabase, type Database } from "../platform/db/database.ts";
import { migrate } from "../platform/db/migrate.ts";
import { insertUser } from "../modules/users/index.ts";
import { verifiedUserRow } from "../test-support/factories.ts";
import { runAdmin } from "./admin-commands.ts";

const run = promisify(execFile);
const API_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The operator commands as an operator runs them, on the embedded database of a data folder (the
 * server stopped): in-process through runAdmin with the operator's environment, its output and
 * exit code captured; one test runs the entry point as its own process as well.
 */
let dataDir: string;
const adminEmail = "founder@muster.ch";

/** The data folder's database; the first time from the empty cluster the test run made once (no initdb). */
async function openDataDirDatabase(options: { isFirst?: boolean } = {}): Promise<Database> {
  const snapshotPath = options.isFirst ? inject("pgliteSnapshot") : undefined;
  const snapshot = snapshotPath ? new Blob([await fs.readFile(snapshotPath)]) : undefined;
  return openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pg"), ...(snapshot ? { snapshot } : {}) });
}

function operatorEnvironment(): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: "https://sign.muster.test", LOG_LEVEL: "silent" };
  delete environment.DATABASE_URL;
  return environment;
}

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runAdmin(args, { environment: operatorEnvironment(), stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-cli-"));
  const database = await openDataDirDatabase({ isFirst: true });
  await migrate(database);
  await insertUser(
    database.db,
    verifiedUserRow({ id: crypto.randomUUID(), email: adminEmail, firstName: "Fiona", lastName: "Founder", passwordHash: null, lang: "en-gb", now: new Date() }),
  );
  await database.close();
}, 120_000);
afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

describe("admin business create and admin seal create", () => {
  it("creates a business for an existing account and provisions a seal with a demo certificate", { timeout: 120_000 }, async () => {
    const created = await admin("business", "create", "--name", "Muster AG", "--admin-email", "Founder@Muster.ch", "--phone", "044 123 4567");
    expect(created.code, created.stderr).toBe(0);
    const business = JSON.parse(created.stdout) as { id: string; name: string; email: string; phone: string; admin: { email: string } };
    expect(business).toMatchObject({ name: "Muster AG", email: adminEmail, phone: "044 123 4567", admin: { email: adminEmail } });

    const sealed = await admin("seal", "create", "--business", business.id, "--account-name", "muster-seal", "--display-name", "Muster AG Seal");
    expect(sealed.code, sealed.stderr).toBe(0);
    const seal = JSON.parse(sealed.stdout) as { id: string; accountName: string; certificate: { subject: string; issuer: string } };
    expect(seal).toMatchObject({ accountName: "muster-seal", certificate: { subject: "CN=Muster AG Seal, O=Muster AG" } });
    expect(seal.certificate.issuer).toContain("Paraph Demo Issuing CA");
    await fs.access(path.join(dataDir, "pki", "seals", `${seal.id}.json`));

    const database = await openDataDirDatabase();
    try {
      const membership = await database.db.selectFrom("business_members").selectAll().where("business_id", "=", business.id).execute();
      expect(membership).toEqual([expect.objectContaining({ role: "admin" })]);
      const stored = await database.db.selectFrom("seals").select(["account_name", "business_id"]).execute();
      expect(stored).toEqual([{ account_name: "muster-seal", business_id: business.id }]);
    } finally {
      await database.close();
    }

    const taken = await admin("business", "create", "--name", "Second AG", "--admin-email", adminEmail);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain("already_in_business");
  });

  it("explains refusals: an unknown admin, a bad account name, a missing option, an unknown command", { timeout: 120_000 }, async () => {
    const unknownAdmin = await admin("business", "create", "--name", "Nobody AG", "--admin-email", "nobody@example.ch");
    expect(unknownAdmin.code).toBe(1);
    expect(unknownAdmin.stderr).toContain("the admin signs up first");

    const badName = await admin("seal", "create", "--business", crypto.randomUUID(), "--account-name", "Bad Name", "--display-name", "X");
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain("validation_failed");
    expect(badName.stderr).toContain("accountName");

    const missing = await admin("seal", "create", "--account-name", "x-seal");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("--business");

    const unknown = await admin("seal", "destroy");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("admin seal create --business ID");
  });

  it("runs as the operator's own process: the entry point opens the data folder's database and exits with the command's code", { timeout: 120_000 }, async () => {
    const refused = await run(process.execPath, ["--import", "tsx", "src/cli/admin.ts", "business", "create", "--name", "Nobody AG", "--admin-email", "nobody@example.ch"], { cwd: API_ROOT, env: operatorEnvironment() }).then(
      () => ({ code: 0, stderr: "" }),
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining("the admin signs up first") });
  });});
