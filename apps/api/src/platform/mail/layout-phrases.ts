import { PRODUCT_NAME, type Language } from "@paraph/contracts";

/** The words the layout adds around every mail's content, in the four interface languages. */
export interface LayoutPhrases {
  /** Above the plain link under the button, for mail programs that do not show the button. */
  buttonFallback: string;
  footer: string;
}

export const LAYOUT_PHRASES: Record<Language, LayoutPhrases> = {
  "en-gb": {
    buttonFallback: "If the button does not work, open this link:",
    footer: `This e-mail was sent automatically by ${PRODUCT_NAME}.`,
  },
  "de-ch": {
    buttonFallback: "Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:",
    footer: `Diese E-Mail wurde automatisch von ${PRODUCT_NAME} gesendet.`,
  },
  "fr-ch": {
    buttonFallback: "Si le bouton ne fonctionne pas, ouvrez ce lien :",
    footer: `Cet e-mail a été envoyé automatiquement par ${PRODUCT_NAME}.`,
  },
  it: {
    buttonFallback: "Se il pulsante non funziona, apri questo link:",
    footer: `Questa e-mail è stata inviata automaticamente da ${PRODUCT_NAME}.`,
  },
};
