import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { LANGUAGES } from "@paraph/contracts";
import { describe, expect, it } from "vitest";
import { FEATURES, STRINGS_MODULES } from "./feature-strings.ts";
import { exportNameOf, isLanguage, stringLoaders, stringsFileOf } from "./strings-folders.ts";

const SOURCE = resolve(import.meta.dirname, "../..");

/** Every file in the i18n folder of a feature or an entity, as a path under src/. */
function stringsFolderFiles(): string[] {
  return ["features", "entities"].flatMap((layer) =>
    readdirSync(join(SOURCE, layer)).flatMap((slice) => {
      const folder = join(SOURCE, layer, slice, "i18n");
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(SOURCE, join(entry.parentPath, entry.name)));
    }),
  );
}

/** The strings folders the shell's locales import (they load with the shell). */
function shellStringsFolders(): string[] {
  const locales = join(SOURCE, "app/i18n/locales");
  return readdirSync(locales).flatMap((name) =>
    Array.from(readFileSync(join(locales, name), "utf8").matchAll(/from "(\.[^"]+\/i18n\/[^"]+\.ts)"/g), (match) => relative(SOURCE, dirname(resolve(locales, match[1] ?? "")))),
  );
}

const files = stringsFolderFiles();
const shellFolders = new Set(shellStringsFolders());
const lazyFiles = files.filter((file) => !shellFolders.has(dirname(file)));

describe("where a feature's strings live", () => {
  it("gives the key and the language from the path, and the export's name from both", () => {
    expect(stringsFileOf("../../features/business-members/i18n/de-ch.ts")).toEqual({ key: "business_members", language: "de-ch" });
    expect(stringsFileOf("./features/identification/i18n/eid-data/it.ts")).toEqual({ key: "eid_data", language: "it" });
    expect(stringsFileOf("entities/form-fields/i18n/en-gb.ts")).toEqual({ key: "form_fields", language: "en-gb" });
    expect(exportNameOf({ key: "business_members", language: "de-ch" })).toBe("businessMembersDeCh");
    expect(exportNameOf({ key: "eid_data", language: "it" })).toBe("eidDataIt");
  });

  it("loads each module's one export as its tree, per key and language", async () => {
    const loaders = stringLoaders({
      "./features/billing/i18n/fr-ch.ts": async () => ({ billingFrCh: { title: "Forfait" } }),
      "./features/identification/i18n/eid-data/en-gb.ts": async () => ({ eidDataEnGb: { title: "eID data" } }),
    });
    expect(Object.keys(loaders).sort()).toEqual(["billing", "eid_data"]);
    await expect(loaders.billing?.["fr-ch"]?.()).resolves.toEqual({ title: "Forfait" });
    await expect(loaders.eid_data?.["en-gb"]?.()).resolves.toEqual({ title: "eID data" });
  });

  it("holds only language files, in i18n/ or one folder below it, in every i18n folder of a feature or an entity", () => {
    expect(files.length).toBeGreaterThan(100);
    const misplaced = files.filter((file) => !/^(features|entities)\/[a-z0-9-]+\/i18n\/([a-z0-9-]+\/)?[a-z-]+\.ts$/.test(file) || !isLanguage(stringsFileOf(file).language));
    expect(misplaced).toEqual([]);
  });

  it("exports each tree, and nothing else, under the name of its key and language", () => {
    const misnamed = files.filter((file) => {
      const exports = Array.from(readFileSync(join(SOURCE, file), "utf8").matchAll(/^export (?:const|let|var|function|default|\{) ?(\w*)/gm), (match) => match[1]);
      return exports.join() !== exportNameOf(stringsFileOf(file));
    });
    expect(misnamed).toEqual([]);
  });

  it("has every language in each folder", () => {
    const languages = new Map<string, string[]>();
    for (const file of files) languages.set(dirname(file), [...(languages.get(dirname(file)) ?? []), stringsFileOf(file).language]);
    const incomplete = [...languages].filter(([, found]) => [...found].sort().join() !== [...LANGUAGES].sort().join());
    expect(incomplete).toEqual([]);
  });

  it("are all found by the registry, but the shell's", () => {
    expect([...shellFolders]).toEqual(["features/business/i18n"]);
    const found = Object.keys(STRINGS_MODULES).map((path) => relative(SOURCE, resolve(SOURCE, path)));
    expect(found.sort()).toEqual([...lazyFiles].sort());
    expect([...FEATURES].sort()).toEqual([...new Set(lazyFiles.map((file) => stringsFileOf(file).key))].sort());
  });

  it("add each English tree's type to FeatureTrees under the folder's key", () => {
    const misnamed = lazyFiles
      .filter((file) => stringsFileOf(file).language === "en-gb")
      .filter((file) => {
        const declared = /interface FeatureTrees \{\s*(\w+): typeof (\w+);/.exec(readFileSync(join(SOURCE, file), "utf8"));
        return declared?.[1] !== stringsFileOf(file).key || declared?.[2] !== exportNameOf(stringsFileOf(file));
      });
    expect(misnamed).toEqual([]);
  });
});
