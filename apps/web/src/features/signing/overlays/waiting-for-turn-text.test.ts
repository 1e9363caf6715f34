import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "@paraph/contracts";
import { STRINGS } from "../../../app/i18n/catalogue.ts";
import { loadFeatureStrings } from "../../../shared/i18n/feature-strings.ts";
import { createI18n } from "../../../shared/i18n/i18n.ts";

/** What the signing overlay says while one and two other signers' signatures go onto the document first. */
const EXPECTED: Record<Language, { title: string; one: string; two: string }> = {
  "en-gb": {
    title: "Waiting for your turn",
    one: "Someone else is signing this document right now; yours comes next.",
    two: "2 people are signing this document right now; yours comes next.",
  },
  "de-ch": {
    title: "Warten, bis Sie an der Reihe sind",
    one: "Gerade unterschreibt eine andere Person dieses Dokument; Ihre Signatur folgt als nächste.",
    two: "Gerade unterschreiben 2 Personen dieses Dokument; Ihre Signatur folgt danach.",
  },
  "fr-ch": {
    title: "En attente de votre tour",
    one: "Une autre personne signe ce document en ce moment ; votre signature suit juste après.",
    two: "2 personnes signent ce document en ce moment ; votre signature suit après les leurs.",
  },
  it: {
    title: "In attesa del tuo turno",
    one: "Un'altra persona sta firmando questo documento in questo momento; la tua firma viene subito dopo.",
    two: "2 persone stanno firmando questo documento in questo momento; la tua firma viene dopo le loro.",
  },
};

describe("the signing overlay while the signer waits for their turn", () => {
  for (const language of LANGUAGES) {
    it(`${language} names the wait and how many sign first, in the language's plural forms`, async () => {
      const i18n = await createI18n(STRINGS, language);
      await loadFeatureStrings(["signing"]);
      const t = i18n.getFixedT(language);
      const expected = EXPECTED[language];
      expect(t("signing.overlays.in_progress.stages.waiting-for-turn")).toBe(expected.title);
      expect(t("signing.overlays.in_progress.waiting", { count: 1 })).toBe(expected.one);
      expect(t("signing.overlays.in_progress.waiting", { count: 2 })).toBe(expected.two);
      expect(t("signing.overlays.in_progress.waiting", { count: 1_000_000 })).toMatch(/1000000/);
    });
  }
});
