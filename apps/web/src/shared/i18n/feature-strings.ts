import type { i18n as I18n } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "@paraph/contracts";

/** Each feature's strings in each language, by the top-level key its t() calls use. */
export type FeatureStringLoaders = Readonly<Record<string, Record<Language, () => Promise<object>>>>;

/*
 * The strings of features that load with their pages, dialogs and overlays instead of with the
 * shell: each is a chunk of its own per language, under the top-level key its t() calls use
 * ("signature_requests.statuses.draft"). Which features there are, and where their strings live, is the
 * composition root's to say (app/i18n/feature-strings.ts); this runtime loads whatever it was given.
 */

// Module state, shared by every i18n instance (the app has one; tests make one per render):
// React.lazy keeps a dialog's component once loaded, so an instance created later must still
// receive the strings of the features loaded before it.
const requested = new Set<string>();
/** Each i18n instance with the features' strings it was created with. */
const instances = new Map<I18n, FeatureStringLoaders>();
/** The language each instance shows or is switching to (its strings may still be loading). */
const targetLanguages = new Map<I18n, Language>();
const trees = new Map<() => Promise<object>, Promise<object>>();

function loadTree(loaders: FeatureStringLoaders, feature: string, language: Language): Promise<object> {
  const load = loaders[feature]?.[language];
  if (!load) throw new Error(`No strings are registered for the feature ${feature}`);
  let tree = trees.get(load);
  if (!tree) {
    tree = load();
    // A chunk that failed to load (offline for a moment) is fetched again next time.
    tree.catch(() => trees.delete(load));
    trees.set(load, tree);
  }
  return tree;
}

async function addFeatures(instance: I18n, features: readonly string[], language: Language): Promise<void> {
  // English fills in for any string a language is missing, as it does for the shell.
  const languages = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
  await Promise.all(
    features.flatMap((feature) =>
      languages.map(async (each) => {
        const tree = await loadTree(instances.get(instance) ?? {}, feature, each);
        instance.addResourceBundle(each, "translation", { [feature]: tree }, true, true);
      }),
    ),
  );
}

function languageOf(instance: I18n): Language {
  return targetLanguages.get(instance) ?? DEFAULT_LANGUAGE;
}

/**
 * Loads the strings of features (current language and English) into every i18n instance, and
 * remembers them so that a change of language loads them in the new language too.
 */
export async function loadFeatureStrings(features: readonly string[]): Promise<void> {
  for (const feature of features) requested.add(feature);
  await Promise.all([...instances.keys()].map((instance) => addFeatures(instance, features, languageOf(instance))));
}

/** A lazy loader that resolves only once the strings of the features it shows have loaded too. */
export function withFeatureStrings<T>(load: () => Promise<T>, features: readonly string[]): () => Promise<T> {
  if (features.length === 0) return load;
  return async () => {
    const [loaded] = await Promise.all([load(), loadFeatureStrings(features)]);
    return loaded;
  };
}

/**
 * Called by setLanguage before it switches: loads every feature loaded so far in the new
 * language, so no page already shown falls back to English or to raw keys.
 */
export async function prepareFeatureStrings(instance: I18n, language: Language, loaders: FeatureStringLoaders): Promise<void> {
  instances.set(instance, loaders);
  // Set first: a feature that starts loading meanwhile then loads in the new language as well.
  targetLanguages.set(instance, language);
  await addFeatures(instance, [...requested], language);
}
