import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, PASSWORD_ERROR_CODES } from "@paraph/contracts";
import { startServer, type RunningServer } from "./support/server.ts";

const apiDoc = path.resolve(import.meta.dirname, "../docs/API.md");
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server.stop());

describe("docs/API.md", () => {
  it("walk-through commands run as written against a fresh server", async () => {
    const markdown = await fs.readFile(apiDoc, "utf8");
    const script = /## Walk-through[\s\S]*?```bash\n([\s\S]*?)```/.exec(markdown)?.[1];
    expect(script).toBeTruthy();
    const { stdout } = await promisify(execFile)("bash", ["-euo", "pipefail", "-c", script ?? ""], {
      env: { ...process.env, BASE: server.url },
    });
    const lines = stdout.trim().split("\n");
    expect(stdout).toContain('"emailVerified": true');
    expect(stdout).toContain('"de-ch"');
    expect(stdout).toMatch(/draft ([0-9a-f-]{36}), retried: \1\n/);
    expect(lines.at(-1)).toBe("401");
  });

  it("documents every error code and every password policy code", async () => {
    const markdown = await fs.readFile(apiDoc, "utf8");
    for (const code of [...Object.keys(ERROR_CATALOGUE), ...PASSWORD_ERROR_CODES]) {
      expect(markdown, code).toContain(`\`${code}\``);
    }
  });
});
