import type { Language } from "@paraph/contracts";
import type { MailContent } from "../../platform/mail/layout.ts";

/**
 * Business invitations, in the four interface languages: `invitation` goes to an address with
 * an account (log in and answer), `invitation-signup` to one without (create an account first).
 */
export type BusinessMailKind = "invitation" | "invitation-signup";

export interface BusinessMailData {
  businessName: string;
  inviterName: string;
  link: string;
}

interface Phrases {
  subject: (data: BusinessMailData) => string;
  body: Record<BusinessMailKind, (data: BusinessMailData) => string>;
  action: Record<BusinessMailKind, string>;
  note: string;
}

const PHRASES: Record<Language, Phrases> = {
  "en-gb": {
    subject: (d) => `${d.inviterName} invites you to join ${d.businessName} on Paraph`,
    body: {
      invitation: (d) => `${d.inviterName} invited you to join the business ${d.businessName} on Paraph. Log in to accept or decline the invitation.`,
      "invitation-signup": (d) =>
        `${d.inviterName} invited you to join the business ${d.businessName} on Paraph. Create your account with this e-mail address; the invitation is waiting for you when you log in.`,
    },
    action: { invitation: "Answer the invitation", "invitation-signup": "Create an account" },
    note: "If you did not expect this invitation, ignore this e-mail; nothing changes until you accept.",
  },
  "de-ch": {
    subject: (d) => `${d.inviterName} lädt Sie ein, ${d.businessName} auf Paraph beizutreten`,
    body: {
      invitation: (d) => `${d.inviterName} hat Sie eingeladen, dem Unternehmen ${d.businessName} auf Paraph beizutreten. Melden Sie sich an, um die Einladung anzunehmen oder abzulehnen.`,
      "invitation-signup": (d) =>
        `${d.inviterName} hat Sie eingeladen, dem Unternehmen ${d.businessName} auf Paraph beizutreten. Erstellen Sie Ihr Konto mit dieser E-Mail-Adresse; die Einladung erwartet Sie bei der Anmeldung.`,
    },
    action: { invitation: "Einladung beantworten", "invitation-signup": "Konto erstellen" },
    note: "Falls Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail; ohne Ihre Zustimmung ändert sich nichts.",
  },
  "fr-ch": {
    subject: (d) => `${d.inviterName} vous invite à rejoindre ${d.businessName} sur Paraph`,
    body: {
      invitation: (d) => `${d.inviterName} vous a invité à rejoindre l'entreprise ${d.businessName} sur Paraph. Connectez-vous pour accepter ou refuser l'invitation.`,
      "invitation-signup": (d) =>
        `${d.inviterName} vous a invité à rejoindre l'entreprise ${d.businessName} sur Paraph. Créez votre compte avec cette adresse e-mail ; l'invitation vous attendra lors de votre connexion.`,
    },
    action: { invitation: "Répondre à l'invitation", "invitation-signup": "Créer un compte" },
    note: "Si vous n'attendiez pas cette invitation, ignorez cet e-mail ; rien ne change tant que vous ne l'acceptez pas.",
  },
  it: {
    subject: (d) => `${d.inviterName} ti invita a unirti a ${d.businessName} su Paraph`,
    body: {
      invitation: (d) => `${d.inviterName} ti ha invitato a unirti all'azienda ${d.businessName} su Paraph. Accedi per accettare o rifiutare l'invito.`,
      "invitation-signup": (d) =>
        `${d.inviterName} ti ha invitato a unirti all'azienda ${d.businessName} su Paraph. Crea il tuo account con questo indirizzo e-mail; l'invito ti aspetterà al momento dell'accesso.`,
    },
    action: { invitation: "Rispondi all'invito", "invitation-signup": "Crea un account" },
    note: "Se non ti aspettavi questo invito, ignora questa e-mail; nulla cambia finché non lo accetti.",
  },
};

export function renderBusinessMail(kind: BusinessMailKind, lang: Language, data: BusinessMailData): MailContent {
  const phrases = PHRASES[lang];
  return {
    subject: phrases.subject(data),
    heading: phrases.subject(data),
    paragraphs: [phrases.body[kind](data)],
    action: { label: phrases.action[kind], url: data.link },
    note: phrases.note,
  };
}
