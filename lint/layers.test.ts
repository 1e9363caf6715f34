import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { apiLayers, WEB_ENTITY_ORDER, webLayers } from "./layers.js";

// The layer rules of eslint.config.js, run on planted violations (lint/fixtures, which the main
// lint ignores): each rule must fail where it should, and only there.
const fixtures = resolve(import.meta.dirname, "fixtures");

async function lintFixtures(): Promise<Map<string, string[]>> {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...webLayers(fixtures, "web/src", ["upper", "lower"]), ...apiLayers(fixtures, "api/src")],
  });
  const results = await eslint.lintFiles(["web/src/**/*.ts", "api/src/**/*.ts"]);
  return new Map(
    results.map((result) => [
      result.filePath.slice(fixtures.length + 1),
      // A zone's own message says which layer rule it is; its first words are enough here.
      result.messages.map((message) => `${message.ruleId}: ${(message.message.split("restricted zone. ")[1] ?? message.message).slice(0, 32)}`),
    ]),
  );
}

describe("layer rules", () => {
  it("fail on each planted violation, and nowhere else", async () => {
    const found = await lintFixtures();
    expect(Object.fromEntries(found)).toEqual({
      "web/src/app/root.ts": [],
      "web/src/shared/kernel.ts": [],
      "web/src/features/alpha/alpha.ts": ["import-x/no-restricted-paths: A feature imports entities/ and "],
      "web/src/features/beta/beta.ts": ["import-x/no-restricted-paths: Nothing imports app/, the compos"],
      "web/src/features/gamma/gamma.ts": [],
      "web/src/entities/upper/upper.ts": [],
      "web/src/entities/lower/lower.ts": [],
      "web/src/entities/lower/upward.ts": ["import-x/no-restricted-paths: An entity imports only the entit"],
      "web/src/entities/lower/feature.ts": ["import-x/no-restricted-paths: entities/ imports no feature: mo"],
      "web/src/entities/loose/loose.ts": ["import-x/no-restricted-paths: This entity imports no other ent"],
      "web/src/shared/upward.ts": ["import-x/no-restricted-paths: shared/ imports no entity and no"],
      "web/src/shared/downward.ts": ["import-x/no-restricted-paths: shared/ imports no entity and no"],
      "web/src/shared/cycle-first.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "web/src/shared/cycle-second.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "api/src/platform/platform.ts": ["import-x/no-restricted-paths: platform/ sits below modules/ an"],
      "api/src/modules/one/one.ts": ["import-x/no-cycle: Dependency cycle detected"],
      "api/src/modules/one/service.ts": ["import-x/no-cycle: Dependency cycle detected"],
    });
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
