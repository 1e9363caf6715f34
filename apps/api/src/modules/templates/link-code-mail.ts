import type { Language } from "@paraph/contracts";
import type { MailContent } from "../../platform/mail/layout.ts";

export interface LinkCodeMailData {
  code: string;
  title: string;
  senderName: string;
}

type Render = (data: LinkCodeMailData) => MailContent;

/** The code a template link's visitor confirms their address with, before the request is made for them. */
export const LINK_CODE_MAILS: Record<Language, Render> = {
  "en-gb": (d) => ({
    subject: `${d.code} is your code to sign "${d.title}"`,
    heading: "Confirm your e-mail address",
    paragraphs: [
      `You asked to sign "${d.title}" from ${d.senderName} with Paraph.`,
      `Enter ${d.code} on the page you came from to confirm this address. The code is valid for 5 minutes.`,
      "If you did not ask for it, ignore this mail.",
    ],
    note: "Never share this code.",
  }),
  "de-ch": (d) => ({
    subject: `${d.code} ist Ihr Code zum Unterzeichnen von «${d.title}»`,
    heading: "Bestätigen Sie Ihre E-Mail-Adresse",
    paragraphs: [
      `Sie möchten «${d.title}» von ${d.senderName} mit Paraph unterzeichnen.`,
      `Geben Sie ${d.code} auf der Seite ein, von der Sie kommen, um diese Adresse zu bestätigen. Der Code ist 5 Minuten gültig.`,
      "Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.",
    ],
    note: "Geben Sie diesen Code nie weiter.",
  }),
  "fr-ch": (d) => ({
    subject: `${d.code} est votre code pour signer « ${d.title} »`,
    heading: "Confirmez votre adresse e-mail",
    paragraphs: [
      `Vous avez demandé à signer « ${d.title} » de ${d.senderName} avec Paraph.`,
      `Saisissez ${d.code} sur la page d’où vous venez pour confirmer cette adresse. Le code est valable 5 minutes.`,
      "Si vous ne l’avez pas demandé, ignorez cet e-mail.",
    ],
    note: "Ne communiquez jamais ce code.",
  }),
  it: (d) => ({
    subject: `${d.code} è il tuo codice per firmare «${d.title}»`,
    heading: "Conferma il tuo indirizzo e-mail",
    paragraphs: [
      `Hai chiesto di firmare «${d.title}» di ${d.senderName} con Paraph.`,
      `Inserisci ${d.code} nella pagina da cui provieni per confermare questo indirizzo. Il codice è valido 5 minuti.`,
      "Se non l’hai richiesto, ignora questa e-mail.",
    ],
    note: "Non condividere mai questo codice.",
  }),
};
