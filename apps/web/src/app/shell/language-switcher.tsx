import { useTranslation } from "react-i18next";
import { ACCOUNT_LANGUAGES, isSupportedLanguage, type Language } from "@paraph/contracts";
import { LANGUAGE_NAMES } from "../../shared/i18n/language-names.ts";
import { rememberLanguage } from "../../shared/i18n/language.ts";
import { setLanguage } from "../../shared/i18n/i18n.ts";
import { useServices } from "../../shared/services/services-context.tsx";
import styles from "./app-header.module.css";

/**
 * For visitors who are not logged in; logged-in users choose their language in the settings.
 * Spec §1: Italian is offered only in direct sign, whose pages pass every language.
 */
export function LanguageSwitcher({ languages = ACCOUNT_LANGUAGES }: { languages?: readonly Language[] }) {
  const { t, i18n } = useTranslation();
  const { localStorage } = useServices();
  return (
    <label className={styles.language}>
      <span className="visually-hidden">{t("shell.language")}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value;
          if (!isSupportedLanguage(language)) return;
          rememberLanguage(localStorage, language);
          void setLanguage(i18n, language);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
