import { useTranslation } from "react-i18next";
import { isSupportedLanguage, type Language } from "@paraph/contracts";

/** The interface language, for formatting dates the way spec §9 asks. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : "en-gb";
}
