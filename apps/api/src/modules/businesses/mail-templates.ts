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

/**
 * What every member of a business is told about its deletion, in the four interface languages:
 * when an admin schedules it, when an admin revokes it and when it has happened.
 */
export type BusinessDeletionMailKind = "deletion-scheduled" | "deletion-revoked" | "deleted";

export interface BusinessDeletionMailData {
  businessName: string;
  /** Who scheduled or revoked it; absent for the deletion itself. */
  adminName?: string;
  /** When the deletion takes effect (scheduled) or took effect (deleted). */
  effectiveAt: Date;
  link: string;
}

const DATE_LOCALES: Record<Language, string> = { "en-gb": "en-GB", "de-ch": "de-CH", "fr-ch": "fr-CH", it: "it-IT" };

function formatDay(lang: Language, date: Date): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Zurich" }).format(date);
}

type DeletionPhrases = Record<BusinessDeletionMailKind, { subject: (d: BusinessDeletionMailData) => string; body: (d: BusinessDeletionMailData, day: string) => string[] }> & {
  action: string;
};

const DELETION_PHRASES: Record<Language, DeletionPhrases> = {
  "en-gb": {
    "deletion-scheduled": {
      subject: (d) => `${d.businessName} will be deleted on Paraph`,
      body: (d, day) => [
        `${d.adminName ?? "An admin"} asked for the business ${d.businessName} to be deleted. It will be deleted on ${day}, together with its members list, invitations, domains, seals, signer groups and activity records.`,
        "Your own account, documents and signature requests stay. Until then an admin can revoke the deletion and nothing is lost.",
      ],
    },
    "deletion-revoked": {
      subject: (d) => `${d.businessName} will not be deleted`,
      body: (d) => [`${d.adminName ?? "An admin"} revoked the deletion of the business ${d.businessName}. The business stays on Paraph as it was.`],
    },
    deleted: {
      subject: (d) => `${d.businessName} has been deleted from Paraph`,
      body: (d) => [
        `The business ${d.businessName} has been deleted as its admins asked. You no longer belong to it.`,
        "Your own account, documents and signature requests stay as they were.",
      ],
    },
    action: "Open Paraph",
  },
  "de-ch": {
    "deletion-scheduled": {
      subject: (d) => `${d.businessName} wird auf Paraph gelöscht`,
      body: (d, day) => [
        `${d.adminName ?? "Eine Administratorin oder ein Administrator"} hat die Löschung des Unternehmens ${d.businessName} beantragt. Es wird am ${day} gelöscht, mit seiner Mitgliederliste, seinen Einladungen, Domains, Siegeln, Unterzeichnergruppen und Aktivitätsdaten.`,
        "Ihr eigenes Konto, Ihre Dokumente und Signaturanfragen bleiben erhalten. Bis dahin kann die Löschung widerrufen werden, ohne dass etwas verloren geht.",
      ],
    },
    "deletion-revoked": {
      subject: (d) => `${d.businessName} wird nicht gelöscht`,
      body: (d) => [
        `${d.adminName ?? "Eine Administratorin oder ein Administrator"} hat die Löschung des Unternehmens ${d.businessName} widerrufen. Das Unternehmen bleibt unverändert auf Paraph.`,
      ],
    },
    deleted: {
      subject: (d) => `${d.businessName} wurde auf Paraph gelöscht`,
      body: (d) => [
        `Das Unternehmen ${d.businessName} wurde wie beantragt gelöscht. Sie gehören ihm nicht mehr an.`,
        "Ihr eigenes Konto, Ihre Dokumente und Signaturanfragen bleiben unverändert.",
      ],
    },
    action: "Paraph öffnen",
  },
  "fr-ch": {
    "deletion-scheduled": {
      subject: (d) => `${d.businessName} sera supprimée de Paraph`,
      body: (d, day) => [
        `${d.adminName ?? "Un administrateur"} a demandé la suppression de l'entreprise ${d.businessName}. Elle sera supprimée le ${day}, avec sa liste de membres, ses invitations, domaines, sceaux, groupes de signataires et données d'activité.`,
        "Votre propre compte, vos documents et vos demandes de signature sont conservés. D'ici là, un administrateur peut annuler la suppression sans que rien ne soit perdu.",
      ],
    },
    "deletion-revoked": {
      subject: (d) => `${d.businessName} ne sera pas supprimée`,
      body: (d) => [`${d.adminName ?? "Un administrateur"} a annulé la suppression de l'entreprise ${d.businessName}. L'entreprise reste sur Paraph telle quelle.`],
    },
    deleted: {
      subject: (d) => `${d.businessName} a été supprimée de Paraph`,
      body: (d) => [
        `L'entreprise ${d.businessName} a été supprimée à la demande de ses administrateurs. Vous n'en faites plus partie.`,
        "Votre propre compte, vos documents et vos demandes de signature restent inchangés.",
      ],
    },
    action: "Ouvrir Paraph",
  },
  it: {
    "deletion-scheduled": {
      subject: (d) => `${d.businessName} sarà eliminata da Paraph`,
      body: (d, day) => [
        `${d.adminName ?? "Un amministratore"} ha chiesto l'eliminazione dell'azienda ${d.businessName}. Sarà eliminata il ${day}, insieme all'elenco dei membri, agli inviti, ai domini, ai sigilli, ai gruppi di firmatari e ai dati di attività.`,
        "Il tuo account, i tuoi documenti e le tue richieste di firma restano. Fino ad allora un amministratore può revocare l'eliminazione senza perdere nulla.",
      ],
    },
    "deletion-revoked": {
      subject: (d) => `${d.businessName} non sarà eliminata`,
      body: (d) => [`${d.adminName ?? "Un amministratore"} ha revocato l'eliminazione dell'azienda ${d.businessName}. L'azienda resta su Paraph così com'è.`],
    },
    deleted: {
      subject: (d) => `${d.businessName} è stata eliminata da Paraph`,
      body: (d) => [
        `L'azienda ${d.businessName} è stata eliminata come richiesto dai suoi amministratori. Non ne fai più parte.`,
        "Il tuo account, i tuoi documenti e le tue richieste di firma restano invariati.",
      ],
    },
    action: "Apri Paraph",
  },
};

export function renderBusinessDeletionMail(kind: BusinessDeletionMailKind, lang: Language, data: BusinessDeletionMailData): MailContent {
  const phrases = DELETION_PHRASES[lang];
  const subject = phrases[kind].subject(data);
  return { subject, heading: subject, paragraphs: phrases[kind].body(data, formatDay(lang, data.effectiveAt)), action: { label: phrases.action, url: data.link } };
}
