import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { apiLayers, WEB_ENTITY_ORDER, webLayers } from "./layers.js";
import { crossModuleImports, moduleCycles, repositoryImports } from "./module-graph.js";

// The layer rules of eslint.config.js, run on planted violations (lint/fixtures, which the main
// lint ignores): each rule must fail where it should, and only there.
const fixtures = resolve(import.meta.dirname, "fixtures");

/** Each fixture file that breaks a rule, with the rules it breaks: a file missing here breaks none. */
async function lintFixtures(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...webLayers(fixtures, "web/src", ["upper", "lower"]), ...apiLayers(fixtures, "api/src")],
  });
  const results = await eslint.lintFiles(["web/src/**/*.ts", "api/src/**/*.ts"]);
  return Object.fromEntries(
    results
      .filter((result) => result.messages.length > 0)
      .map((result) => [
        result.filePath.slice(fixtures.length + 1),
        // A zone's own message says which layer rule it is; its first words are enough here.
        result.messages.map((message) => `${message.ruleId}: ${(message.message.split("restricted zone. ")[1] ?? message.message).slice(0, 32)}`),
      ]),
  );
}

describe("layer rules", () => {
  it("fail on each planted violation, and nowhere else", async () => {
    expect(await lintFixtures()).toEqual({
      "web/src/features/alpha/alpha.ts": ["import-x/no-restricted-paths: A feature imports entities/ and "],
      "web/src/features/beta/beta.ts": ["import-x/no-restricted-paths: Nothing imports app/, the compos"],
      "web/src/entities/lower/upward.ts": ["import-x/no-restricted-paths: An entity imports only the entit"],
      "web/src/entities/lower/feature.ts": ["import-x/no-restricted-paths: entities/ imports no feature: mo"],
      "web/src/entities/loose/loose.ts": ["import-x/no-restricted-paths: This entity imports no other ent"],
      "web/src/shared/upward.ts": ["import-x/no-restricted-paths: shared/ imports no entity and no"],
      "web/src/shared/downward.ts": ["import-x/no-restricted-paths: shared/ imports no entity and no"],
      "web/src/shared/cycle-first.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "web/src/shared/cycle-second.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "api/src/platform/platform.ts": ["import-x/no-restricted-paths: platform/ sits below modules/ an"],
      "api/src/pdf-engine/engine.ts": ["import-x/no-restricted-paths: pdf-engine/ (the PDF engine) sit"],
      "api/src/modules/one/one.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "api/src/modules/one/service.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "api/src/modules/alpha/upward.ts": ["import-x/no-restricted-paths: Modules sit below composition/, "],
      "api/src/modules/beta/rows.ts": ["import-x/no-restricted-paths: A table's queries stay in their "],
      "api/src/modules/beta/deep.ts": ["import-x/no-restricted-paths: Another module is reached throug"],
      "api/src/modules/beta/deep.test.ts": ["import-x/no-restricted-paths: Another module is reached throug"],
    });
  });
});

describe("module graph", () => {
  const modules = resolve(fixtures, "api/src/modules");

  it("finds two modules that import each other through their faces, which no file-level rule sees, and the import into another module's repository", () => {
    const imports = crossModuleImports(modules);
    expect(moduleCycles(imports)).toEqual([{ modules: ["delta", "gamma"], cycle: ["delta", "gamma", "delta"] }]);
    expect(repositoryImports(imports)).toEqual([{ file: "beta/rows.ts", from: "beta", to: "alpha", path: "repository.ts", typeOnly: false }]);
  });

  it("fails `npm run lint` on them, naming the cycle and the import", () => {
    const run = spawnSync(process.execPath, [resolve(import.meta.dirname, "module-cycles.js"), modules], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Module cycle among delta, gamma: delta → gamma → delta");
    expect(run.stderr).toContain("delta/phrase.ts imports gamma/index.ts");
    expect(run.stderr).toContain("beta/rows.ts imports alpha/repository.ts");
    expect(run.stdout).toContain("1 module cycles, 1 imports into another module's repository");
  });
});

describe("the web app's order of entities", () => {
  it("names each entity folder of apps/web/src/entities at most once, and nothing else", () => {
    const folder = resolve(import.meta.dirname, "../apps/web/src/entities");
    const entities = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
    expect(WEB_ENTITY_ORDER.filter((name) => !entities.includes(name))).toEqual([]);
    expect(new Set(WEB_ENTITY_ORDER).size).toBe(WEB_ENTITY_ORDER.length);
  });
});
