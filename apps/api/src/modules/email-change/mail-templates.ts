import type { Language } from "@paraph/contracts";
import type { MailContent } from "../../platform/mail/layout.ts";

/**
 * The mails of an e-mail change, in the four interface languages (docs/account-email.md):
 * `confirm` carries the link to the new address; `requested` and `changed` tell the current
 * (then old) address that a change was asked for and that it was made.
 */
export type EmailChangeMailKind = "confirm" | "requested" | "changed";

export interface EmailChangeMailData {
  newEmail: string;
  /** The confirmation link (`confirm`), or the settings page where a pending change is cancelled. */
  link: string;
  hours: number;
}

type Templates = Record<EmailChangeMailKind, (data: EmailChangeMailData) => MailContent>;

const TEMPLATES: Record<Language, Templates> = {
  "en-gb": {
    confirm: ({ link, hours }) => ({
      subject: "Confirm your new e-mail address for Paraph",
      heading: "Confirm your new e-mail address",
      paragraphs: ["You asked to use this e-mail address for your Paraph account. Open the link while logged in to your account to make the change."],
      action: { label: "Confirm e-mail address", url: link },
      note: `The link is valid for ${hours} hours and can be used once. If you did not ask for this, ignore this e-mail; nothing changes.`,
    }),
    requested: ({ newEmail, link }) => ({
      subject: "A change of your Paraph e-mail address was requested",
      heading: "E-mail address change requested",
      paragraphs: [
        `Someone logged in to your Paraph account asked to change its e-mail address to ${newEmail}. The change happens only once the link sent to that address is opened.`,
        "If this was not you, cancel the change in your settings and change your password.",
      ],
      action: { label: "Open settings", url: link },
    }),
    changed: ({ newEmail, link }) => ({
      subject: "Your Paraph e-mail address was changed",
      heading: "Your e-mail address was changed",
      paragraphs: [
        `Your Paraph account now uses the e-mail address ${newEmail}; log in with it from now on. Every other session of the account was logged out.`,
        "If this was not you, contact Paraph's support at once.",
      ],
      action: { label: "Open Paraph", url: link },
    }),
  },
  "de-ch": {
    confirm: ({ link, hours }) => ({
      subject: "Bestätigen Sie Ihre neue E-Mail-Adresse für Paraph",
      heading: "Neue E-Mail-Adresse bestätigen",
      paragraphs: ["Sie möchten diese E-Mail-Adresse für Ihr Paraph-Konto verwenden. Öffnen Sie den Link, während Sie in Ihrem Konto angemeldet sind, um die Änderung vorzunehmen."],
      action: { label: "E-Mail-Adresse bestätigen", url: link },
      note: `Der Link ist ${hours} Stunden gültig und kann einmal verwendet werden. Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; es ändert sich nichts.`,
    }),
    requested: ({ newEmail, link }) => ({
      subject: "Eine Änderung Ihrer Paraph-E-Mail-Adresse wurde angefordert",
      heading: "Änderung der E-Mail-Adresse angefordert",
      paragraphs: [
        `Jemand, der in Ihrem Paraph-Konto angemeldet ist, möchte dessen E-Mail-Adresse in ${newEmail} ändern. Die Änderung erfolgt erst, wenn der an diese Adresse gesendete Link geöffnet wird.`,
        "Falls Sie das nicht waren, brechen Sie die Änderung in Ihren Einstellungen ab und ändern Sie Ihr Passwort.",
      ],
      action: { label: "Einstellungen öffnen", url: link },
    }),
    changed: ({ newEmail, link }) => ({
      subject: "Ihre Paraph-E-Mail-Adresse wurde geändert",
      heading: "Ihre E-Mail-Adresse wurde geändert",
      paragraphs: [
        `Ihr Paraph-Konto verwendet jetzt die E-Mail-Adresse ${newEmail}; melden Sie sich künftig damit an. Alle anderen Sitzungen des Kontos wurden abgemeldet.`,
        "Falls Sie das nicht waren, wenden Sie sich sofort an den Paraph-Support.",
      ],
      action: { label: "Paraph öffnen", url: link },
    }),
  },
  "fr-ch": {
    confirm: ({ link, hours }) => ({
      subject: "Confirmez votre nouvelle adresse e-mail pour Paraph",
      heading: "Confirmez votre nouvelle adresse e-mail",
      paragraphs: ["Vous avez demandé à utiliser cette adresse e-mail pour votre compte Paraph. Ouvrez le lien en étant connecté à votre compte pour effectuer le changement."],
      action: { label: "Confirmer l'adresse e-mail", url: link },
      note: `Le lien est valable ${hours} heures et ne peut être utilisé qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; rien ne change.`,
    }),
    requested: ({ newEmail, link }) => ({
      subject: "Un changement de votre adresse e-mail Paraph a été demandé",
      heading: "Changement d'adresse e-mail demandé",
      paragraphs: [
        `Une personne connectée à votre compte Paraph a demandé de remplacer son adresse e-mail par ${newEmail}. Le changement n'a lieu qu'une fois ouvert le lien envoyé à cette adresse.`,
        "Si ce n'était pas vous, annulez le changement dans vos paramètres et changez votre mot de passe.",
      ],
      action: { label: "Ouvrir les paramètres", url: link },
    }),
    changed: ({ newEmail, link }) => ({
      subject: "Votre adresse e-mail Paraph a été modifiée",
      heading: "Votre adresse e-mail a été modifiée",
      paragraphs: [
        `Votre compte Paraph utilise désormais l'adresse e-mail ${newEmail} ; connectez-vous avec elle à l'avenir. Toutes les autres sessions du compte ont été déconnectées.`,
        "Si ce n'était pas vous, contactez immédiatement le support de Paraph.",
      ],
      action: { label: "Ouvrir Paraph", url: link },
    }),
  },
  it: {
    confirm: ({ link, hours }) => ({
      subject: "Conferma il tuo nuovo indirizzo e-mail per Paraph",
      heading: "Conferma il nuovo indirizzo e-mail",
      paragraphs: ["Hai chiesto di usare questo indirizzo e-mail per il tuo account Paraph. Apri il link mentre sei connesso al tuo account per effettuare la modifica."],
      action: { label: "Conferma indirizzo e-mail", url: link },
      note: `Il link è valido per ${hours} ore e può essere usato una sola volta. Se non l'hai richiesto, ignora questa e-mail; non cambia nulla.`,
    }),
    requested: ({ newEmail, link }) => ({
      subject: "È stata richiesta una modifica del tuo indirizzo e-mail Paraph",
      heading: "Modifica dell'indirizzo e-mail richiesta",
      paragraphs: [
        `Una persona connessa al tuo account Paraph ha chiesto di cambiarne l'indirizzo e-mail in ${newEmail}. La modifica avviene solo quando viene aperto il link inviato a quell'indirizzo.`,
        "Se non sei stato tu, annulla la modifica nelle impostazioni e cambia la password.",
      ],
      action: { label: "Apri le impostazioni", url: link },
    }),
    changed: ({ newEmail, link }) => ({
      subject: "Il tuo indirizzo e-mail Paraph è stato modificato",
      heading: "Il tuo indirizzo e-mail è stato modificato",
      paragraphs: [
        `Il tuo account Paraph usa ora l'indirizzo e-mail ${newEmail}; d'ora in poi accedi con questo. Tutte le altre sessioni dell'account sono state chiuse.`,
        "Se non sei stato tu, contatta subito il supporto di Paraph.",
      ],
      action: { label: "Apri Paraph", url: link },
    }),
  },
};

export function renderEmailChangeMail(kind: EmailChangeMailKind, lang: Language, data: EmailChangeMailData): MailContent {
  return TEMPLATES[lang][kind](data);
}
