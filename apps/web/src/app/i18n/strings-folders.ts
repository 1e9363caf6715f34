import { LANGUAGES, type Language } from "@paraph/contracts";

/*
 * Where the strings of a feature or an entity live, by convention; no list names them.
 * `features/<folder>/i18n/<language>.ts` (or `entities/<folder>/…`) holds the strings under the
 * key `<folder>` in snake case (`business-members` → `business_members`); a part that loads on its
 * own has a folder of its own, `…/i18n/<part>/<language>.ts`, under `<part>`'s key (`eid-data` →
 * `eid_data`). Each file exports its tree, and only it, as the key in camel case with the
 * language (`businessMembersEnGb`, `eidDataDeCh`); `en-gb.ts` adds that tree's type to
 * FeatureTrees (shared/i18n/feature-trees.ts) under the same key. strings-folders.test.ts holds
 * every folder to it.
 */

/** Its slice's folder before `i18n/`, or its part's folder, and its language. */
const STRINGS_FILE = /([\w-]+)\/(?:i18n\/)?([\w-]+)\.ts$/;

/** The key and the language of a file in a feature's or an entity's i18n folder, read from its path. */
export function stringsFileOf(path: string): { key: string; language: string } {
  const [, folder = "", language = ""] = STRINGS_FILE.exec(path) ?? [];
  return { key: folder.replaceAll("-", "_"), language };
}

export const isLanguage = (name: string): name is Language => (LANGUAGES as readonly string[]).includes(name);

/** The name a strings file exports its tree under: "eid_data" in "de-ch" is eidDataDeCh. */
export const exportNameOf = ({ key, language }: { key: string; language: string }) =>
  `${key}-${language}`.replace(/[-_](\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Each key's loader per language, from the strings modules found (path → loader, as
 * `import.meta.glob` gives them): a module's one export is its tree.
 */
export function stringLoaders(modules: Record<string, () => Promise<Record<string, unknown>>>): Record<string, Record<string, () => Promise<unknown>>> {
  const loaders: Record<string, Record<string, () => Promise<unknown>>> = {};
  for (const [path, load] of Object.entries(modules)) {
    const { key, language } = stringsFileOf(path);
    (loaders[key] ??= {})[language] = () => load().then((module) => Object.values(module)[0]);
  }
  return loaders;
}
