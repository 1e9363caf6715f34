import type { Language, Legislation, Quality } from "@paraph/contracts";

/** The claim line, in the signature's language. */
const CLAIMS: Record<Language, string> = {
  "en-gb": "Signed electronically",
  "de-ch": "Elektronisch signiert",
  "fr-ch": "Signé électroniquement",
  it: "Firmato elettronicamente",
};

/** Intl locales for the languages; Italian is written as in Switzerland, where Paraph offers it. */
const LOCALES: Record<Language, string> = { "en-gb": "en-GB", "de-ch": "de-CH", "fr-ch": "fr-CH", it: "it-CH" };

const QUALITY_LABELS: Record<Quality, string> = { ses: "SES", aes: "AES", aesMinimal: "AES", qes: "QES" };
const LEGISLATION_LABELS: Record<Legislation, string> = { eidas: "eIDAS", zertes: "ZertES" };

export function claimText(language: Language): string {
  return CLAIMS[language];
}

/** "SES · eIDAS", or the quality alone when no legislation applies; null with no quality. */
export function standardsLabel(quality: Quality | null, legislation: Legislation | null): string | null {
  if (!quality) return null;
  return legislation ? `${QUALITY_LABELS[quality]} · ${LEGISLATION_LABELS[legislation]}` : QUALITY_LABELS[quality];
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Spec §9 date format (numeric day, short month, numeric year, hour, minute) in the signature's
 * language, with the zone's short name so the time is unambiguous on a printed page.
 */
export function formatSigningDate(date: Date, language: Language, timeZone: string): string {
  const key = `${language}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A form field's ISO date (YYYY-MM-DD) as the signer reads dates: 29.11.2026, 29/11/2026… */
export function formatFieldDate(isoDate: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
