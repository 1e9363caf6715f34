import type { Language } from "@paraph/contracts";
import { withFeatureStrings as withStrings } from "../../shared/i18n/feature-strings.ts";
import type { Strings } from "../../shared/i18n/strings.ts";
import { stringLoaders } from "./strings-folders.ts";
import type { Feature, FeatureTrees } from "./translation.ts";

type FeatureLoaders = { [F in Feature]: Record<Language, () => Promise<Strings<FeatureTrees[F]>>> };

/**
 * The strings of features (and entities) that load with their pages, dialogs and overlays instead
 * of with the shell: each is a chunk of its own per language, under the top-level key its t()
 * calls use ("signature_requests.statuses.draft"). They are found where they live
 * (strings-folders.ts says how), not listed. The business feature's strings are the shell's
 * (locales/ include them, for the notices and dialogs of every page), so they are not among them.
 * The runtime that loads them is shared/i18n/feature-strings.ts.
 */
export const STRINGS_MODULES = import.meta.glob<Record<string, unknown>>(["./{features,entities}/*/i18n/**/*.ts", "!./features/business/i18n/**"], { base: "../../" });

export const FEATURE_STRINGS = stringLoaders(STRINGS_MODULES) as FeatureLoaders;

export const FEATURES = Object.keys(FEATURE_STRINGS) as Feature[];

/** A lazy loader that resolves only once the strings of the features it shows have loaded too. */
export const withFeatureStrings = <T>(load: () => Promise<T>, features: readonly Feature[]): (() => Promise<T>) => withStrings(load, features);
