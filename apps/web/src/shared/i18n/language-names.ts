import type { Language } from "@paraph/contracts";

/** Each language is named in itself, so a person can find theirs whatever the page shows. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  "en-gb": "English",
  "de-ch": "Deutsch",
  "fr-ch": "Français",
  it: "Italiano",
};
