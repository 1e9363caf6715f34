import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ACCOUNT_LANGUAGES, DEFAULT_LANGUAGE, isSupportedLanguage, type User } from "@paraph/contracts";
import { setLanguage } from "../../shared/i18n/i18n.ts";
import { languageFromBrowser, languageFromQuery, rememberLanguage } from "../../shared/i18n/language.ts";
import { useServices } from "../../shared/services/services-context.tsx";

/**
 * A logged-in user sees their own language; others the `lang` of the link they followed. Italian
 * is for direct-sign pages only (spec §1): a guest who walks on from one leaves it.
 */
export function useLanguageSync(user: User | null, isDirectSign: boolean): void {
  const { i18n } = useTranslation();
  const { localStorage } = useServices();
  const { search } = useLocation();
  const userLanguage = user?.attributes.lang ?? null;

  useEffect(() => {
    const current = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    const outsideItsPages = !isDirectSign && !ACCOUNT_LANGUAGES.includes(current) ? (languageFromBrowser(navigator.languages, false) ?? DEFAULT_LANGUAGE) : null;
    const wanted = userLanguage ?? languageFromQuery(new URLSearchParams(search).get("lang"), isDirectSign) ?? outsideItsPages;
    if (!wanted || wanted === i18n.language) return;
    if (!userLanguage) rememberLanguage(localStorage, wanted);
    void setLanguage(i18n, wanted);
  }, [userLanguage, search, isDirectSign, i18n, localStorage]);
}
