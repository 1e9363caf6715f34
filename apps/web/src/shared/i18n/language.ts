import { ACCOUNT_LANGUAGES, DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from "@paraph/contracts";
import type { KeyValueStorage } from "../session/browser-storage.ts";

const LANGUAGE_KEY = "paraph-language";

/**
 * Spec §5: the `lang` query parameter counts only when it is a supported code. Italian is offered
 * only in direct sign, so elsewhere `lang=it` is ignored.
 */
export function languageFromQuery(value: string | null, isDirectSign: boolean): Language | null {
  const code = value?.trim().toLowerCase() ?? null;
  if (!isSupportedLanguage(code)) return null;
  if (!isDirectSign && !ACCOUNT_LANGUAGES.includes(code)) return null;
  return code;
}

/** The browser's preferred language mapped onto ours ("de-DE" → de-ch, "fr" → fr-ch). */
export function languageFromBrowser(preferred: readonly string[], isDirectSign: boolean): Language | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === "de") return "de-ch";
    if (primary === "fr") return "fr-ch";
    if (primary === "en") return "en-gb";
    if (primary === "it" && isDirectSign) return "it";
  }
  return null;
}

/** Which language the app starts in before a user is known: query, then last choice, then browser. */
export function resolveInitialLanguage(options: {
  search: string;
  storage: KeyValueStorage;
  browserLanguages: readonly string[];
  isDirectSign: boolean;
}): Language {
  const fromQuery = languageFromQuery(new URLSearchParams(options.search).get("lang"), options.isDirectSign);
  if (fromQuery) return fromQuery;
  const stored = options.storage.get(LANGUAGE_KEY);
  if (isSupportedLanguage(stored) && (options.isDirectSign || ACCOUNT_LANGUAGES.includes(stored))) return stored;
  return languageFromBrowser(options.browserLanguages, options.isDirectSign) ?? DEFAULT_LANGUAGE;
}

export function rememberLanguage(storage: KeyValueStorage, language: Language): void {
  storage.set(LANGUAGE_KEY, language);
}
