import type { Strings } from "../../../shared/i18n/strings.ts";
import type { businessSignupEnGb } from "./en-gb.ts";

/** Deutsch (Schweiz): Geschäftskonto eröffnen, registrieren, upgraden und Willkommen. */
export const businessSignupDeCh: Strings<typeof businessSignupEnGb> = {
  signup: {
    title: "Geschäftskonto eröffnen",
    lead: "Geben Sie Ihre geschäftliche E-Mail-Adresse ein; wir senden Ihnen einen Link, um Ihr Konto und Ihr Unternehmen einzurichten.",
    submit: "Bestätigungslink senden",
    have_account: "Haben Sie schon ein Paraph-Konto?",
    login_link: "Anmelden und Unternehmen registrieren",
    personal_link: "Suchen Sie ein persönliches Konto?",
  },
  steps: {
    lead: "Ihre E-Mail-Adresse {{email}} ist bestätigt. Erzählen Sie uns von sich und Ihrem Unternehmen; Sie werden dessen Administrator.",
    you: "Sie",
    submit: "Konto und Unternehmen erstellen",
  },
  details: {
    legend: "Ihr Unternehmen",
    name: "Name des Unternehmens",
    email: "E-Mail-Adresse des Unternehmens",
    email_hint: "Hierhin schreibt Paraph zum Unternehmen, zum Beispiel billing@firma.ch.",
    phone: "Telefonnummer des Unternehmens",
    gtc_required: "Bitte akzeptieren Sie die Nutzungsbedingungen, um fortzufahren.",
    dpa: "Ich akzeptiere die Auftragsverarbeitungsvereinbarung im Namen des Unternehmens.",
    dpa_required: "Bitte akzeptieren Sie die Auftragsverarbeitungsvereinbarung, um fortzufahren.",
  },
  register: {
    lead: "Erstellen Sie mit Ihrem Konto {{email}} ein Unternehmen auf Paraph. Sie werden dessen Administrator: Sie laden Mitglieder ein, verwalten Siegel und Unterzeichnergruppen und sehen die Aktivität des Unternehmens.",
    submit: "Unternehmen erstellen",
  },
  upgrade: {
    lead_user: "Machen Sie Ihr Konto zum Geschäftskonto: Erstellen Sie Ihr Unternehmen und laden Sie Ihre Kolleginnen und Kollegen ein. Ihre eigenen Dokumente und Signaturanfragen bleiben bei Ihnen.",
  },
  welcome: {
    greeting: "Willkommen, {{name}}!",
    lead: "{{business}} ist bereit, und Sie sind dessen Administrator. Das sind gute nächste Schritte:",
    steps: {
      profile: { title: "Unternehmensprofil vervollständigen", body: "Name, Kontaktangaben und Logo, die Unterzeichnende sehen." },
      members: { title: "Kolleginnen und Kollegen einladen", body: "Mitglieder unterschreiben im Namen des Unternehmens; Administratoren verwalten es mit Ihnen." },
      settings: { title: "Einstellungen wählen", body: "Support-Kontakt, Aufbewahrung, E-Mail-Anhänge und mehr." },
      signer_groups: { title: "Unterzeichnergruppen anlegen", body: "Ein ganzes Team in einem Schritt als Unterzeichnende einer Anfrage hinzufügen." },
      activity: { title: "Aktivität verfolgen", body: "Konten, Signaturen und Identifikationen des Unternehmens." },
    },
    dashboard: "Zum Unternehmens-Dashboard",
  },
};
