import type { Language } from "@paraph/contracts";

/** What the demo's ID Austria page says instead of a video or self identification's words. */
export interface IdAustriaTexts {
  heading: string;
  /** What ID Austria passes on to Paraph, said before the person confirms. */
  intro: string;
  complete: string;
}

/**
 * The demo identity provider's ID Austria page (method `id-austria`, docs/identification.md): the
 * tester logs in as a test identity with ID Austria, as the person would with the ID Austria app.
 */
export const ID_AUSTRIA_TEXTS: Record<Language, IdAustriaTexts> = {
  "en-gb": {
    heading: "Log in with ID Austria",
    intro: "ID Austria passes your first and last name, date of birth and the number of your ID to Paraph.",
    complete: "Confirm with ID Austria",
  },
  "de-ch": {
    heading: "Mit ID Austria anmelden",
    intro: "ID Austria übermittelt Paraph Ihren Vor- und Nachnamen, Ihr Geburtsdatum und die Nummer Ihres Ausweises.",
    complete: "Mit ID Austria bestätigen",
  },
  "fr-ch": {
    heading: "Se connecter avec ID Austria",
    intro: "ID Austria transmet à Paraph vos prénom et nom, votre date de naissance et le numéro de votre pièce d’identité.",
    complete: "Confirmer avec ID Austria",
  },
  it: {
    heading: "Accedi con ID Austria",
    intro: "ID Austria trasmette a Paraph il tuo nome e cognome, la tua data di nascita e il numero del tuo documento d’identità.",
    complete: "Conferma con ID Austria",
  },
};
