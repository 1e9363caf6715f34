import type { mabEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** La firma con l’app mobile (MAB) in italiano. */
export const mabIt: Strings<typeof mabEnGb> = {
  sign: {
    or: "oppure",
    button: "Firma con l’app mobile",
    hint: "Confermi la tua firma nella tua app mobile invece di inserire un codice.",
    hint_demo: "Demo: una pagina di questo Paraph sostituisce l’app mobile. Lì confermi la tua firma invece di inserire un codice.",
  },
  redirect: {
    title: "Firma con l’app mobile",
    confirming: "Conferma della tua firma in corso…",
  },
  failure: {
    title: "La firma con l’app mobile non è riuscita",
    rejected: "Hai rifiutato la firma nell’app mobile. Non è stato firmato nulla.",
    expired: "La conferma nell’app mobile ha richiesto più di cinque minuti. Non è stato firmato nulla; ricomincia.",
    used: "Questa conferma è già stata utilizzata. Se non hai ancora firmato, ricomincia.",
    missing: "In questa scheda del browser non è stata avviata alcuna firma con l’app mobile. Apri il documento e ricomincia.",
    nothing_signed: "Non è stato firmato nulla.",
    back: "Torna al documento",
    home: "Vai a Paraph",
  },
};
