import type { Language } from "@paraph/contracts";
import type { MailContent } from "../../platform/mail/layout.ts";

export interface GuestTanMailData {
  code: string;
  title: string;
  /** The sender's business, when the sender chose company branding. */
  senderName: string | null;
  /** A short line the signing page sent to say what the code is for. */
  subject: string | null;
  /** Where the guest returns to sign (a page of this installation). */
  link: string | null;
}

type Render = (data: GuestTanMailData) => MailContent;

/** The one-time code a direct-sign guest confirms their signature with, in the four languages. */
export const GUEST_TAN_MAILS: Record<Language, Render> = {
  "en-gb": (d) => ({
    subject: `${d.code} is your code to sign "${d.title}"`,
    heading: "Your signing code",
    paragraphs: [
      ...(d.senderName ? [`${d.senderName} sent you "${d.title}" to sign with Paraph.`] : []),
      ...(d.subject ? [d.subject] : []),
      `Enter ${d.code} on the signing page to confirm your electronic signature. The code is valid for 5 minutes.`,
      "If you did not ask for it, ignore this mail: without the code nobody can sign in your name.",
    ],
    ...(d.link ? { action: { label: "Back to the document", url: d.link } } : {}),
    note: "Never share this code.",
  }),
  "de-ch": (d) => ({
    subject: `${d.code} ist Ihr Code zum Unterzeichnen von «${d.title}»`,
    heading: "Ihr Code zum Unterzeichnen",
    paragraphs: [
      ...(d.senderName ? [`${d.senderName} hat Ihnen «${d.title}» zum Unterzeichnen mit Paraph gesendet.`] : []),
      ...(d.subject ? [d.subject] : []),
      `Geben Sie ${d.code} auf der Seite zum Unterzeichnen ein, um Ihre elektronische Signatur zu bestätigen. Der Code ist 5 Minuten gültig.`,
      "Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Code kann niemand in Ihrem Namen unterzeichnen.",
    ],
    ...(d.link ? { action: { label: "Zurück zum Dokument", url: d.link } } : {}),
    note: "Geben Sie diesen Code nie weiter.",
  }),
  "fr-ch": (d) => ({
    subject: `${d.code} est votre code pour signer « ${d.title} »`,
    heading: "Votre code de signature",
    paragraphs: [
      ...(d.senderName ? [`${d.senderName} vous a envoyé « ${d.title} » à signer avec Paraph.`] : []),
      ...(d.subject ? [d.subject] : []),
      `Saisissez ${d.code} sur la page de signature pour confirmer votre signature électronique. Le code est valable 5 minutes.`,
      "Si vous ne l’avez pas demandé, ignorez cet e-mail : sans le code, personne ne peut signer en votre nom.",
    ],
    ...(d.link ? { action: { label: "Retour au document", url: d.link } } : {}),
    note: "Ne communiquez jamais ce code.",
  }),
  it: (d) => ({
    subject: `${d.code} è il tuo codice per firmare «${d.title}»`,
    heading: "Il tuo codice di firma",
    paragraphs: [
      ...(d.senderName ? [`${d.senderName} ti ha inviato «${d.title}» da firmare con Paraph.`] : []),
      ...(d.subject ? [d.subject] : []),
      `Inserisci ${d.code} nella pagina di firma per confermare la tua firma elettronica. Il codice è valido 5 minuti.`,
      "Se non l’hai richiesto, ignora questa e-mail: senza il codice nessuno può firmare a tuo nome.",
    ],
    ...(d.link ? { action: { label: "Torna al documento", url: d.link } } : {}),
    note: "Non condividere mai questo codice.",
  }),
};
