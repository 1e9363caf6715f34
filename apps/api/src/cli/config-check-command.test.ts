import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOperatorCa, type OperatorCa } from "../test-support/operator-ca.ts";
import type { CliIo } from "./cli-io.ts";
import { runParaph } from "./paraph-commands.ts";
import { SAFE_PRODUCTION_SETTINGS } from "../test-support/production-settings.ts";

let operatorCa: OperatorCa;
beforeAll(async () => {
  operatorCa = await createOperatorCa();
});
afterAll(async () => {
  await operatorCa?.dispose();
});

async function paraph(argv: string[], environment: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = { environment, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) };
  const code = await runParaph(argv, io);
  return { code, stdout, stderr };
}

const production = () => ({
  ...SAFE_PRODUCTION_SETTINGS,
  SIGNING_CA_PKCS12_FILE: operatorCa.pkcs12File,
  SIGNING_CA_PKCS12_PASSWORD: operatorCa.password,
  DATABASE_URL: "postgres://paraph:Pg-Secret-4711-xyz@db.internal:5432/paraph",
  S3_BUCKET: "paraph-files",
  S3_ENDPOINT: "http://minio:9000",
  S3_SECRET_ACCESS_KEY: "Zk2v9Qp4Lr8Wm1Xn",
});

describe("paraph config check", () => {
  it("says configuration OK with a summary that carries no secret, exit 0", async () => {
    const result = await paraph(["config", "check"], production());
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^configuration OK\n/);
    expect(result.stdout).toContain("mode:          production");
    expect(result.stdout).toContain("database:      PostgreSQL at postgres://db.internal:5432 (pool 10)");
    expect(result.stdout).toContain("files:         S3 bucket paraph-files at http://minio:9000");
    expect(result.stdout).toContain("mail:          SMTP at smtp://mail.muster.ch:587");
    for (const secret of ["Vq3-kL9x-Rt7w", "Pg-Secret-4711-xyz", "9d1f6b0c2a8e", operatorCa.password, "Zk2v9Qp4Lr8Wm1Xn"]) expect(result.stdout).not.toContain(secret);
  });

  it("prints every problem a start would refuse, one line each, exit 1", async () => {
    const result = await paraph(["config", "check"], { ...production(), PUBLIC_URL: "http://sign.muster.ch", S3_BUCKET: "", S3_SECRET_ACCESS_KEY: "minioadmin", JOB_WORKERS: "0" });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    const lines = result.stderr.trim().split("\n");
    expect(lines[0]).toBe("A start would refuse this configuration (4 problems):");
    expect(lines.slice(1).map((line) => line.trim().split(":")[0]).sort()).toEqual(["JOB_WORKERS", "PUBLIC_URL", "S3_BUCKET", "S3_SECRET_ACCESS_KEY"]);
  });

  it("opens the issuing CA as a start would: a wrong password is a problem", async () => {
    const result = await paraph(["config", "check"], { ...production(), SIGNING_CA_PKCS12_PASSWORD: "Not-the-right-password" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("SIGNING_CA_PKCS12_PASSWORD: does not open SIGNING_CA_PKCS12_FILE");
  });

  it("reads the validation trust anchors as a start would: a file without certificates is a problem", async () => {
    const notPem = path.join(operatorCa.directory, "anchors.txt");
    await fs.writeFile(notPem, "no certificates here\n");
    const result = await paraph(["config", "check"], { ...production(), VALIDATION_TRUST_ANCHORS_FILE: notPem });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`VALIDATION_TRUST_ANCHORS_FILE: ${notPem} holds no PEM certificate`);
    await fs.writeFile(notPem, operatorCa.rootPem);
    expect((await paraph(["config", "check"], { ...production(), VALIDATION_TRUST_ANCHORS_FILE: notPem })).code).toBe(0);
  });

  it("answers an unknown command with the list of commands, exit 2", async () => {
    const result = await paraph(["config", "chek"], {});
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("paraph config check");
    expect((await paraph(["help"], {})).code).toBe(0);
  });
});
