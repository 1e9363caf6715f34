import { PRODUCT_NAME, type Language } from "@paraph/contracts";

/** The words the layout adds around every mail's content, in the four interface languages. */
export interface LayoutPhrases {
  /** Above the plain link under the button, for mail programs that do not show the button. */
  buttonFallback: string;
  /** The action's label in the plain text, before its address on the next line. */
  actionLabel: (label: string) => string;
  footer: string;
}

export const LAYOUT_PHRASES: Record<Language, LayoutPhrases> = {
  "en-gb": {
    buttonFallback: "If the button does not work, open this link:",
    actionLabel: (label) => `${label}:`,
    footer: `This e-mail was sent automatically by ${PRODUCT_NAME}.`,
  },
  "de-ch": {
    buttonFallback: "Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:",
    actionLabel: (label) => `${label}:`,
    footer: `Diese E-Mail wurde automatisch von ${PRODUCT_NAME} gesendet.`,
  },
  "fr-ch": {
    buttonFallback: "Si le bouton ne fonctionne pas, ouvrez ce lien :",
    actionLabel: (label) => `${label} :`,
    footer: `Cet e-mail a été envoyé automatiquement par ${PRODUCT_NAME}.`,
  },
  it: {
    buttonFallback: "Se il pulsante non funziona, apri questo link:",
    actionLabel: (label) => `${label}:`,
    footer: `Questa e-mail è stata inviata automaticamente da ${PRODUCT_NAME}.`,
  },
};
