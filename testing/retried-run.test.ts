import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("a run in which a test was run again", () => {
  it("fails, and names the test, although the test passed on its second attempt", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
    const run = spawnSync(process.execPath, [vitest, "run", "--config", "testing/fixtures/retried/vitest.config.ts", "--retry", "1"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CI: "true" },
      timeout: 60_000,
    });
    expect(run.stdout).toContain("Tests run again (1)");
    expect(run.stdout).toContain("passes on its second attempt");
    expect(run.status).toBe(1);
  }, 90_000);
});
