import type { mabEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** La signature mobile (MAB) en français (Suisse). */
export const mabFrCh: Strings<typeof mabEnGb> = {
  sign: {
    or: "ou",
    button: "Signer avec l’application mobile",
    hint: "Vous confirmez votre signature dans votre application mobile au lieu de saisir un code.",
    hint_demo: "Démo : une page de ce Paraph remplace l’application mobile. Vous y confirmez votre signature au lieu de saisir un code.",
  },
  redirect: {
    title: "Signer avec l’application mobile",
    confirming: "Confirmation de votre signature…",
  },
  failure: {
    title: "La signature avec l’application mobile a échoué",
    rejected: "Vous avez refusé la signature dans l’application mobile. Rien n’a été signé.",
    expired: "La confirmation dans l’application mobile a pris plus de cinq minutes. Rien n’a été signé ; veuillez recommencer.",
    used: "Cette confirmation a déjà été utilisée. Si vous n’avez pas encore signé, veuillez recommencer.",
    missing: "Aucune signature avec l’application mobile n’a été commencée dans cet onglet. Ouvrez le document et recommencez.",
    nothing_signed: "Rien n’a été signé.",
    back: "Retour au document",
    home: "Aller à Paraph",
  },
};
