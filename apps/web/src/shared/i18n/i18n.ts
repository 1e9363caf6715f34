import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@paraph/contracts";
import { prepareFeatureStrings, type FeatureStringLoaders } from "./feature-strings.ts";

/**
 * Every string the app can show, as the composition root assembles it (app/i18n/catalogue.ts).
 * The shell's English ships with the app; the other languages load on first use so they do not
 * weigh on the login page, and each feature's strings load with the feature (feature-strings.ts).
 */
export interface StringCatalogue {
  shellEnglish: object;
  shellLanguages: Record<Exclude<Language, "en-gb">, () => Promise<object>>;
  features: FeatureStringLoaders;
}

/*
 * The catalogue travels in the instance's options, as a plugin's settings do: react-i18next
 * hands components a copy of the instance (useTranslation's i18n), which shares the options.
 */
declare module "i18next" {
  interface CustomPluginOptions {
    paraphStrings?: StringCatalogue;
  }
}

export async function createI18n(catalogue: StringCatalogue, language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    // A copy: feature strings are merged into the bundle later, and must not leak into the module.
    resources: { "en-gb": { translation: structuredClone(catalogue.shellEnglish) } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: "currentOnly",
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    paraphStrings: catalogue,
  });
  await setLanguage(instance, language);
  return instance;
}

export async function setLanguage(instance: I18n, language: Language): Promise<void> {
  const catalogue = instance.options.paraphStrings;
  if (!catalogue) throw new Error("setLanguage needs createI18n first");
  const [shell] = await Promise.all([
    language === "en-gb" ? null : catalogue.shellLanguages[language](),
    prepareFeatureStrings(instance, language, catalogue.features),
  ]);
  // Added even when the language has a bundle already: feature strings may have made it first.
  // Deep, so the two sit side by side.
  if (shell) instance.addResourceBundle(language, "translation", shell, true, true);
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}
