import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@paraph/contracts";
import { prepareFeatureStrings } from "./feature-strings.ts";
import { enGb } from "./locales/en-gb.ts";
import type { ShellTranslation } from "./translation.ts";

/**
 * The shell's English ships with the app; the other languages load on first use so they do not
 * weigh on the login page, and each feature's strings load with the feature (feature-strings.ts).
 */
const LOADERS: Record<Exclude<Language, "en-gb">, () => Promise<ShellTranslation>> = {
  "de-ch": () => import("./locales/de-ch.ts").then((module) => module.deCh),
  "fr-ch": () => import("./locales/fr-ch.ts").then((module) => module.frCh),
  it: () => import("./locales/it.ts").then((module) => module.it),
};

export async function createI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    // A copy: feature strings are merged into the bundle later, and must not leak into the module.
    resources: { "en-gb": { translation: structuredClone(enGb) } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: "currentOnly",
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  await setLanguage(instance, language);
  return instance;
}

export async function setLanguage(instance: I18n, language: Language): Promise<void> {
  const [shell] = await Promise.all([language === "en-gb" ? null : LOADERS[language](), prepareFeatureStrings(instance, language)]);
  // Added even when the language has a bundle already: feature strings may have made it first.
  // Deep, so the two sit side by side.
  if (shell) instance.addResourceBundle(language, "translation", shell, true, true);
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
