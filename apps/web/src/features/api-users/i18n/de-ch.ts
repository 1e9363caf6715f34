import type { Strings } from "../../../shared/i18n/strings.ts";
import type { apiUsersEnGb } from "./en-gb.ts";

/** Deutsch (Schweiz): API-Benutzer. */
export const apiUsersDeCh: Strings<typeof apiUsersEnGb> = {
  list: {
    intro: "Ein API-Benutzer lässt ein anderes System über die API von Paraph für das Unternehmen arbeiten: Er meldet sich mit Benutzername und Schlüssel an, kann Dokumente hochladen, Signaturanfragen senden und mit einem Siegel unterschreiben, das Sie ihm geben. Die Web-App und die Einstellungen des Unternehmens kann er nicht verwenden.",
    create: "API-Benutzer erstellen",
    full: "Das Unternehmen hat {{max}} API-Benutzer, mehr sind nicht möglich. Löschen Sie einen, um einen neuen zu erstellen.",
    empty: "Das Unternehmen hat noch keinen API-Benutzer.",
    description: "Beschreibung",
    username: "Benutzername",
    seal: "Siegel",
    created: "Erstellt",
    last_used: "Zuletzt verwendet",
    never_used: "Nie",
    actions: "Aktionen",
    edit: "{{name}} bearbeiten",
    reset: "Neuer Schlüssel für {{name}}",
    delete: "{{name}} löschen",
  },
  form: {
    description: "Beschreibung",
    description_hint: "Welches System ihn verwendet, damit Sie ihn später erkennen (höchstens {{max}} Zeichen).",
    seal: "Siegel",
    seal_hint: "Das Siegel des Unternehmens, mit dem er unterschreiben darf, falls eines.",
    no_seal: "Kein Siegel",
  },
  create: {
    title: "API-Benutzer erstellen",
    body: "Paraph erzeugt den Benutzernamen und einen Schlüssel. Den Schlüssel sehen Sie einmal, gleich danach.",
    confirm: "Erstellen",
  },
  edit: {
    title: "API-Benutzer bearbeiten",
    body: "Benutzername und Schlüssel bleiben gleich.",
    confirm: "Speichern",
    saved: "Der API-Benutzer ist gespeichert.",
  },
  key: {
    title: "Der Schlüssel des API-Benutzers",
    warning: "Kopieren Sie den Schlüssel jetzt und bewahren Sie ihn sicher auf: Paraph zeigt ihn nur dieses eine Mal. Geht er verloren, erstellen Sie einen neuen.",
    username: "Benutzername",
    key: "Schlüssel",
    copy: "Schlüssel kopieren",
    copied: "Der Schlüssel ist kopiert.",
    copy_failed: "Der Schlüssel konnte nicht kopiert werden; markieren und kopieren Sie ihn selbst.",
    done: "Ich habe den Schlüssel gespeichert",
  },
  reset: {
    title: "Neuen Schlüssel erstellen?",
    body: "{{name}} erhält einen neuen Schlüssel. Der alte Schlüssel und alle damit geöffneten Sitzungen funktionieren sofort nicht mehr.",
    confirm: "Neuen Schlüssel erstellen",
  },
  delete: {
    title: "API-Benutzer löschen?",
    body: "{{name}} kann sich nicht mehr anmelden, seine Sitzungen enden sofort. Die Anfragen, die er gesendet hat, werden mit ihm gelöscht.",
    confirm: "Löschen",
    deleted: "{{name}} ist gelöscht.",
  },
};
