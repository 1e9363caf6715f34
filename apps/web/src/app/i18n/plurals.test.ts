import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@paraph/contracts";
import { loadFeatureStrings } from "../../shared/i18n/feature-strings.ts";
import { createI18n } from "../../shared/i18n/i18n.ts";
import { STRINGS } from "./catalogue.ts";

// Issue 18, item 14: counted words go through i18next's plural rules (Intl.PluralRules), never "every 1 days".
const EXPECTED: Record<Language, { one: string; two: string; million: string; fields: string }> = {
  "en-gb": { one: "Every day", two: "Every 2 days", million: "Every 1000000 days", fields: "One signature field is placed for you." },
  "de-ch": { one: "Jeden Tag", two: "Alle 2 Tage", million: "Alle 1000000 Tage", fields: "Für Sie ist ein Signaturfeld platziert." },
  "fr-ch": { one: "Tous les jours", two: "Tous les 2 jours", million: "Tous les 1000000 jours", fields: "Un champ de signature est placé pour vous." },
  it: { one: "Ogni giorno", two: "Ogni 2 giorni", million: "Ogni 1000000 giorni", fields: "Un campo firma è posizionato per te." },
};

describe("plurals", () => {
  for (const language of LANGUAGES) {
    it(`${language} says one day, two days and a million days as its rules ask`, async () => {
      const i18n = await createI18n(STRINGS, language);
      await loadFeatureStrings(["signature_requests", "signing"]);
      const t = i18n.getFixedT(language);
      const expected = EXPECTED[language];
      expect(t("signature_requests.composer.settings.every_days", { count: 1 })).toBe(expected.one);
      expect(t("signature_requests.composer.settings.every_days", { count: 2 })).toBe(expected.two);
      // French and Italian have a "many" form for a million: it exists, so no raw key shows.
      expect(t("signature_requests.composer.settings.every_days", { count: 1_000_000 })).toBe(expected.million);
      expect(t("signing.panel.field_count", { count: 1 })).toBe(expected.fields);
      expect(t("signing.panel.field_count", { count: 3 })).toMatch(/\b3\b/);
    });
  }
});
