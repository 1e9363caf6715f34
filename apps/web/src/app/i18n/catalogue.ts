import type { StringCatalogue } from "../../shared/i18n/i18n.ts";
import { FEATURE_STRINGS } from "./feature-strings.ts";
import { enGb } from "./locales/en-gb.ts";
import type { ShellTranslation } from "./translation.ts";

const shellLanguages: Record<"de-ch" | "fr-ch" | "it", () => Promise<ShellTranslation>> = {
  "de-ch": () => import("./locales/de-ch.ts").then((module) => module.deCh),
  "fr-ch": () => import("./locales/fr-ch.ts").then((module) => module.frCh),
  it: () => import("./locales/it.ts").then((module) => module.it),
};

/**
 * Every string of the app, as shared/i18n's createI18n takes it: the shell's English ships with
 * the entry chunk, its other languages and every feature's strings load on first use.
 */
export const STRINGS: StringCatalogue = { shellEnglish: enGb, shellLanguages, features: FEATURE_STRINGS };
