import type { Language } from "@paraph/contracts";
import type { MailContent } from "./layout.ts";

type Translations<Data> = Record<Language, (data: Data) => MailContent>;

/** Every mail Paraph sends about accounts, in the four interface languages. */
export const MAIL_TEMPLATES = {
  "signup-confirmation": {
    "en-gb": ({ link, hours }) => ({
      subject: "Confirm your e-mail address",
      heading: "Welcome to Paraph",
      paragraphs: ["Please confirm your e-mail address to finish creating your account."],
      action: { label: "Confirm e-mail address", url: link },
      note: `The link is valid for ${hours} hours and can be used once. If you did not ask for an account, ignore this e-mail.`,
    }),
    "de-ch": ({ link, hours }) => ({
      subject: "Bestätigen Sie Ihre E-Mail-Adresse",
      heading: "Willkommen bei Paraph",
      paragraphs: ["Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto fertig einzurichten."],
      action: { label: "E-Mail-Adresse bestätigen", url: link },
      note: `Der Link ist ${hours} Stunden gültig und kann einmal verwendet werden. Falls Sie kein Konto angefordert haben, ignorieren Sie diese E-Mail.`,
    }),
    "fr-ch": ({ link, hours }) => ({
      subject: "Confirmez votre adresse e-mail",
      heading: "Bienvenue sur Paraph",
      paragraphs: ["Veuillez confirmer votre adresse e-mail pour terminer la création de votre compte."],
      action: { label: "Confirmer l'adresse e-mail", url: link },
      note: `Le lien est valable ${hours} heures et ne peut être utilisé qu'une fois. Si vous n'avez pas demandé de compte, ignorez cet e-mail.`,
    }),
    it: ({ link, hours }) => ({
      subject: "Conferma il tuo indirizzo e-mail",
      heading: "Benvenuto su Paraph",
      paragraphs: ["Conferma il tuo indirizzo e-mail per completare la creazione del tuo account."],
      action: { label: "Conferma indirizzo e-mail", url: link },
      note: `Il link è valido per ${hours} ore e può essere usato una sola volta. Se non hai richiesto un account, ignora questa e-mail.`,
    }),
  } satisfies Translations<{ link: string; hours: number }>,

  "signup-already-registered": {
    "en-gb": ({ link }) => ({
      subject: "You already have a Paraph account",
      heading: "You already have an account",
      paragraphs: ["Someone, probably you, tried to sign up with this e-mail address, which already has a Paraph account."],
      action: { label: "Log in", url: link },
      note: "Forgot your password? Reset it from the login page.",
    }),
    "de-ch": ({ link }) => ({
      subject: "Sie haben bereits ein Paraph-Konto",
      heading: "Sie haben bereits ein Konto",
      paragraphs: ["Jemand, wahrscheinlich Sie, wollte sich mit dieser E-Mail-Adresse registrieren, zu der bereits ein Paraph-Konto besteht."],
      action: { label: "Anmelden", url: link },
      note: "Passwort vergessen? Setzen Sie es auf der Anmeldeseite zurück.",
    }),
    "fr-ch": ({ link }) => ({
      subject: "Vous avez déjà un compte Paraph",
      heading: "Vous avez déjà un compte",
      paragraphs: ["Quelqu'un, probablement vous, a tenté de s'inscrire avec cette adresse e-mail, qui possède déjà un compte Paraph."],
      action: { label: "Se connecter", url: link },
      note: "Mot de passe oublié ? Réinitialisez-le depuis la page de connexion.",
    }),
    it: ({ link }) => ({
      subject: "Hai già un account Paraph",
      heading: "Hai già un account",
      paragraphs: ["Qualcuno, probabilmente tu, ha provato a registrarsi con questo indirizzo e-mail, che ha già un account Paraph."],
      action: { label: "Accedi", url: link },
      note: "Password dimenticata? Reimpostala dalla pagina di accesso.",
    }),
  } satisfies Translations<{ link: string }>,

  "password-reset": {
    "en-gb": ({ link, minutes }) => ({
      subject: "Reset your Paraph password",
      heading: "Reset your password",
      paragraphs: ["We received a request to reset the password of your Paraph account."],
      action: { label: "Choose a new password", url: link },
      note: `The link is valid for ${minutes} minutes and can be used once. If you did not ask for this, ignore this e-mail; your password stays the same.`,
    }),
    "de-ch": ({ link, minutes }) => ({
      subject: "Paraph-Passwort zurücksetzen",
      heading: "Passwort zurücksetzen",
      paragraphs: ["Wir haben eine Anfrage erhalten, das Passwort Ihres Paraph-Kontos zurückzusetzen."],
      action: { label: "Neues Passwort wählen", url: link },
      note: `Der Link ist ${minutes} Minuten gültig und kann einmal verwendet werden. Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.`,
    }),
    "fr-ch": ({ link, minutes }) => ({
      subject: "Réinitialiser votre mot de passe Paraph",
      heading: "Réinitialiser votre mot de passe",
      paragraphs: ["Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Paraph."],
      action: { label: "Choisir un nouveau mot de passe", url: link },
      note: `Le lien est valable ${minutes} minutes et ne peut être utilisé qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.`,
    }),
    it: ({ link, minutes }) => ({
      subject: "Reimposta la tua password Paraph",
      heading: "Reimposta la password",
      paragraphs: ["Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Paraph."],
      action: { label: "Scegli una nuova password", url: link },
      note: `Il link è valido per ${minutes} minuti e può essere usato una sola volta. Se non l'hai richiesto, ignora questa e-mail; la tua password resta invariata.`,
    }),
  } satisfies Translations<{ link: string; minutes: number }>,

  "password-changed": {
    "en-gb": ({ link }) => ({
      subject: "Your Paraph password was changed",
      heading: "Your password was changed",
      paragraphs: ["The password of your Paraph account was just changed and every session was logged out.", "If this was not you, reset your password at once."],
      action: { label: "Reset password", url: link },
    }),
    "de-ch": ({ link }) => ({
      subject: "Ihr Paraph-Passwort wurde geändert",
      heading: "Ihr Passwort wurde geändert",
      paragraphs: ["Das Passwort Ihres Paraph-Kontos wurde soeben geändert und alle Sitzungen wurden abgemeldet.", "Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück."],
      action: { label: "Passwort zurücksetzen", url: link },
    }),
    "fr-ch": ({ link }) => ({
      subject: "Votre mot de passe Paraph a été modifié",
      heading: "Votre mot de passe a été modifié",
      paragraphs: ["Le mot de passe de votre compte Paraph vient d'être modifié et toutes les sessions ont été déconnectées.", "Si ce n'était pas vous, réinitialisez immédiatement votre mot de passe."],
      action: { label: "Réinitialiser le mot de passe", url: link },
    }),
    it: ({ link }) => ({
      subject: "La tua password Paraph è stata modificata",
      heading: "La tua password è stata modificata",
      paragraphs: ["La password del tuo account Paraph è appena stata modificata e tutte le sessioni sono state chiuse.", "Se non sei stato tu, reimposta subito la password."],
      action: { label: "Reimposta password", url: link },
    }),
  } satisfies Translations<{ link: string }>,

  "account-deleted": {
    "en-gb": () => ({
      subject: "Your Paraph account was deleted",
      heading: "Your account was deleted",
      paragraphs: ["Your Paraph account and its personal data were deleted as you asked. Thank you for having used Paraph."],
    }),
    "de-ch": () => ({
      subject: "Ihr Paraph-Konto wurde gelöscht",
      heading: "Ihr Konto wurde gelöscht",
      paragraphs: ["Ihr Paraph-Konto und die zugehörigen Personendaten wurden wie gewünscht gelöscht. Danke, dass Sie Paraph genutzt haben."],
    }),
    "fr-ch": () => ({
      subject: "Votre compte Paraph a été supprimé",
      heading: "Votre compte a été supprimé",
      paragraphs: ["Votre compte Paraph et ses données personnelles ont été supprimés comme vous l'avez demandé. Merci d'avoir utilisé Paraph."],
    }),
    it: () => ({
      subject: "Il tuo account Paraph è stato eliminato",
      heading: "Il tuo account è stato eliminato",
      paragraphs: ["Il tuo account Paraph e i relativi dati personali sono stati eliminati come richiesto. Grazie per aver usato Paraph."],
    }),
  } satisfies Translations<undefined>,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<Name extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[Name]["en-gb"]>[0];
