import type { Language, Part11Meaning } from "@paraph/contracts";

/** The meaning of a Part 11 signature as the appearance writes it, in the signature's language. */
const MEANING_LINES: Record<Language, Record<Part11Meaning, string>> = {
  "en-gb": { approval: "Meaning: approval", review: "Meaning: review", responsibility: "Meaning: responsibility", authorship: "Meaning: authorship" },
  "de-ch": { approval: "Bedeutung: Genehmigung", review: "Bedeutung: Prüfung", responsibility: "Bedeutung: Verantwortung", authorship: "Bedeutung: Urheberschaft" },
  "fr-ch": { approval: "Signification : approbation", review: "Signification : vérification", responsibility: "Signification : responsabilité", authorship: "Signification : auteur" },
  it: { approval: "Significato: approvazione", review: "Significato: revisione", responsibility: "Significato: responsabilità", authorship: "Significato: paternità" },
};

/** The meanings in English, as the signature dictionary's /Reason and the signature protocol name them. */
export const PART11_MEANING_NAMES: Record<Part11Meaning, string> = {
  approval: "Approval",
  review: "Review",
  responsibility: "Responsibility",
  authorship: "Authorship",
};

export function part11MeaningLine(language: Language, meaning: Part11Meaning): string {
  return MEANING_LINES[language][meaning];
}

/** The moment of a Part 11 signature, the same in every language: "2026-11-25 12:00:00 UTC+00:00". */
export function formatPart11Time(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC+00:00`;
}

/** What 21 CFR 11.50 asks a signature to show: the printed name, the date and time, and the meaning. */
export interface Part11Manifestation {
  printedName: string;
  meaning: Part11Meaning;
  signedAt: Date;
}

/** The signature dictionary's /Reason: "Approval (21 CFR Part 11); Ada Muster; 2026-11-25 12:00:00 UTC+00:00". */
export function part11Reason(manifestation: Part11Manifestation): string {
  return `${PART11_MEANING_NAMES[manifestation.meaning]} (21 CFR Part 11); ${manifestation.printedName}; ${formatPart11Time(manifestation.signedAt)}`;
}
