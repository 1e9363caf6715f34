import type { i18n as I18n } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "@paraph/contracts";
import type { Feature, FeatureTrees, Strings } from "./translation.ts";

type FeatureLoaders = { [F in Feature]: Record<Language, () => Promise<Strings<FeatureTrees[F]>>> };

/**
 * The strings of features that load with their pages, dialogs and overlays instead of with the
 * shell: each is a chunk of its own per language, under the top-level key its t() calls use
 * ("requests.statuses.draft"). The shell's own strings, and those of features it needs on every
 * page (business: the guard's notice and the required dialogs), stay in locales/.
 */
export const FEATURE_STRINGS: FeatureLoaders = {
  documents: {
    "en-gb": () => import("../features/documents/i18n/en-gb.ts").then((module) => module.documentsEnGb),
    "de-ch": () => import("../features/documents/i18n/de-ch.ts").then((module) => module.documentsDeCh),
    "fr-ch": () => import("../features/documents/i18n/fr-ch.ts").then((module) => module.documentsFrCh),
    it: () => import("../features/documents/i18n/it.ts").then((module) => module.documentsIt),
  },
  requests: {
    "en-gb": () => import("../features/signature-requests/i18n/en-gb.ts").then((module) => module.requestsEnGb),
    "de-ch": () => import("../features/signature-requests/i18n/de-ch.ts").then((module) => module.requestsDeCh),
    "fr-ch": () => import("../features/signature-requests/i18n/fr-ch.ts").then((module) => module.requestsFrCh),
    it: () => import("../features/signature-requests/i18n/it.ts").then((module) => module.requestsIt),
  },
  visual_signatures: {
    "en-gb": () => import("../features/visual-signatures/i18n/en-gb.ts").then((module) => module.visualSignaturesEnGb),
    "de-ch": () => import("../features/visual-signatures/i18n/de-ch.ts").then((module) => module.visualSignaturesDeCh),
    "fr-ch": () => import("../features/visual-signatures/i18n/fr-ch.ts").then((module) => module.visualSignaturesFrCh),
    it: () => import("../features/visual-signatures/i18n/it.ts").then((module) => module.visualSignaturesIt),
  },
  signing: {
    "en-gb": () => import("../features/signing/i18n/en-gb.ts").then((module) => module.signingEnGb),
    "de-ch": () => import("../features/signing/i18n/de-ch.ts").then((module) => module.signingDeCh),
    "fr-ch": () => import("../features/signing/i18n/fr-ch.ts").then((module) => module.signingFrCh),
    it: () => import("../features/signing/i18n/it.ts").then((module) => module.signingIt),
  },
  direct_sign: {
    "en-gb": () => import("../features/direct-sign/i18n/en-gb.ts").then((module) => module.directSignEnGb),
    "de-ch": () => import("../features/direct-sign/i18n/de-ch.ts").then((module) => module.directSignDeCh),
    "fr-ch": () => import("../features/direct-sign/i18n/fr-ch.ts").then((module) => module.directSignFrCh),
    it: () => import("../features/direct-sign/i18n/it.ts").then((module) => module.directSignIt),
  },
  signature_validation: {
    "en-gb": () => import("../features/validation/i18n/en-gb.ts").then((module) => module.signatureValidationEnGb),
    "de-ch": () => import("../features/validation/i18n/de-ch.ts").then((module) => module.signatureValidationDeCh),
    "fr-ch": () => import("../features/validation/i18n/fr-ch.ts").then((module) => module.signatureValidationFrCh),
    it: () => import("../features/validation/i18n/it.ts").then((module) => module.signatureValidationIt),
  },
  mab: {
    "en-gb": () => import("../features/mab/i18n/en-gb.ts").then((module) => module.mabEnGb),
    "de-ch": () => import("../features/mab/i18n/de-ch.ts").then((module) => module.mabDeCh),
    "fr-ch": () => import("../features/mab/i18n/fr-ch.ts").then((module) => module.mabFrCh),
    it: () => import("../features/mab/i18n/it.ts").then((module) => module.mabIt),
  },
  identification: {
    "en-gb": () => import("../features/identification/i18n/en-gb.ts").then((module) => module.identificationEnGb),
    "de-ch": () => import("../features/identification/i18n/de-ch.ts").then((module) => module.identificationDeCh),
    "fr-ch": () => import("../features/identification/i18n/fr-ch.ts").then((module) => module.identificationFrCh),
    it: () => import("../features/identification/i18n/it.ts").then((module) => module.identificationIt),
  },
};

export const FEATURES = Object.keys(FEATURE_STRINGS) as Feature[];

// Module state, shared by every i18n instance (the app has one; tests make one per render):
// React.lazy keeps a dialog's component once loaded, so an instance created later must still
// receive the strings of the features loaded before it.
const requested = new Set<Feature>();
const instances = new Set<I18n>();
/** The language each instance shows or is switching to (its strings may still be loading). */
const targetLanguages = new Map<I18n, Language>();
const trees = new Map<string, Promise<object>>();

function loadTree(feature: Feature, language: Language): Promise<object> {
  const key = `${feature}/${language}`;
  let tree = trees.get(key);
  if (!tree) {
    tree = FEATURE_STRINGS[feature][language]();
    // A chunk that failed to load (offline for a moment) is fetched again next time.
    tree.catch(() => trees.delete(key));
    trees.set(key, tree);
  }
  return tree;
}

async function addFeatures(instance: I18n, features: readonly Feature[], language: Language): Promise<void> {
  // English fills in for any string a language is missing, as it does for the shell.
  const languages = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
  await Promise.all(
    features.flatMap((feature) =>
      languages.map(async (each) => {
        const tree = await loadTree(feature, each);
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
export async function loadFeatureStrings(features: readonly Feature[]): Promise<void> {
  for (const feature of features) requested.add(feature);
  await Promise.all([...instances].map((instance) => addFeatures(instance, features, languageOf(instance))));
}

/** A lazy loader that resolves only once the strings of the features it shows have loaded too. */
export function withFeatureStrings<T>(load: () => Promise<T>, features: readonly Feature[]): () => Promise<T> {
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
export async function prepareFeatureStrings(instance: I18n, language: Language): Promise<void> {
  instances.add(instance);
  // Set first: a feature that starts loading meanwhile then loads in the new language as well.
  targetLanguages.set(instance, language);
  await addFeatures(instance, [...requested], language);
}
