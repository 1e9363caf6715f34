import type { FeatureTrees } from "../../shared/i18n/feature-trees.ts";
import type { Strings } from "../../shared/i18n/strings.ts";
import type { enGb } from "./locales/en-gb.ts";

export type { FeatureTrees, Strings };

/**
 * The features (and entities) whose strings load with their pages, by the top-level key their t()
 * calls use: each one's `i18n/en-gb.ts` adds itself to FeatureTrees (strings-folders.ts).
 */
export type Feature = keyof FeatureTrees;

/**
 * The whole English tree: the shell's strings (locales/en-gb.ts, loaded at start) and every
 * feature's. t() keys are checked against it; type-only imports cost the bundle nothing.
 */
export type EnglishTranslation = typeof enGb & FeatureTrees;
/** A language's strings for the whole tree, or for the English tree given (a feature's). */
export type Translation<T = EnglishTranslation> = Strings<T>;
/** What locales/*.ts fill: the strings the shell needs at start. */
export type ShellTranslation = Strings<typeof enGb>;
