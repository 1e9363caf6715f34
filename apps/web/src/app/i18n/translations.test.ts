import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, LANGUAGES, PASSWORD_ERROR_CODES, type Language } from "@paraph/contracts";
import { FEATURE_STRINGS, FEATURES } from "./feature-strings.ts";
import { deCh } from "./locales/de-ch.ts";
import { enGb } from "./locales/en-gb.ts";
import { frCh } from "./locales/fr-ch.ts";
import { it as italian } from "./locales/it.ts";
import type { ShellTranslation } from "./translation.ts";

/** A language's whole tree, built as the app builds it: the shell's strings and every feature's, each under its key. */
async function wholeTree(language: Language, shell: ShellTranslation): Promise<object> {
  const features = await Promise.all(FEATURES.map(async (feature) => [feature, await FEATURE_STRINGS[feature][language]()] as const));
  return { ...shell, ...Object.fromEntries(features) };
}

function flatten(tree: object, prefix = ""): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries[path] = value;
    else Object.assign(entries, flatten(value as object, path));
  }
  return entries;
}

const english = flatten(await wholeTree("en-gb", enGb));
const others = {
  "de-ch": flatten(await wholeTree("de-ch", deCh)),
  "fr-ch": flatten(await wholeTree("fr-ch", frCh)),
  it: flatten(await wholeTree("it", italian)),
};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("translations", () => {
  it("cover every interface language", () => {
    expect(Object.keys(others).concat("en-gb").sort()).toEqual([...LANGUAGES].sort());
  });

  for (const [language, strings] of Object.entries(others)) {
    it(`${language} has every key of en-gb and no other`, () => {
      expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${language} has no empty text and keeps every placeholder`, () => {
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ""));
      }
    });

    it(`${language} is translated, not copied from English`, () => {
      const copied = Object.keys(strings).filter((key) => strings[key] === english[key] && (english[key] ?? "").split(" ").length > 2);
      expect(copied).toEqual([]);
    });
  }

  it("has a message for every API error code and password error code", () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(english[`errors.api.${code}`], code).toBeTruthy();
    for (const code of PASSWORD_ERROR_CODES) expect(english[`password.errors.${code}`], code).toBeTruthy();
  });

  it("keep the strings of features that load with their pages out of the shell's", () => {
    for (const shell of [enGb, deCh, frCh, italian]) expect(Object.keys(shell).filter((key) => (FEATURES as string[]).includes(key))).toEqual([]);
  });

  it("include every feature's strings", () => {
    for (const feature of FEATURES) expect(Object.keys(english).some((key) => key.startsWith(`${feature}.`)), feature).toBe(true);
    expect(english["signature_requests.statuses.draft"]).toBe("Draft");
  });

  it("shows the 404 status message of the spec in English", () => {
    expect(english["errors.not_found.title"]).toBe("Page Not Found");
  });
});
