import type { emailChangeEnGb } from "./en-gb.ts";
import type { Strings } from "../../../../shared/i18n/strings.ts";

export const emailChangeDeCh: Strings<typeof emailChangeEnGb> = {
  heading: "E-Mail-Adresse",
  current: "Ihr Konto verwendet {{email}}.",
  new_email: "Neue E-Mail-Adresse",
  explain_one: "Wir senden einen Link an die neue Adresse. Ihre Adresse ändert sich, sobald Sie ihn angemeldet öffnen; er ist {{count}} Stunde gültig.",
  explain_many: "Wir senden einen Link an die neue Adresse. Ihre Adresse ändert sich, sobald Sie ihn angemeldet öffnen; er ist {{count}} Stunden gültig.",
  explain_other: "Wir senden einen Link an die neue Adresse. Ihre Adresse ändert sich, sobald Sie ihn angemeldet öffnen; er ist {{count}} Stunden gültig.",
  submit: "Bestätigungslink senden",
  sent: "Wir haben einen Bestätigungslink an {{email}} gesendet.",
  pending: "Wartet auf Bestätigung unter {{email}}. Öffnen Sie den Link in der E-Mail, die wir dorthin gesendet haben, um die Änderung abzuschliessen.",
  cancel: "Änderung abbrechen",
  cancelled: "Die Änderung der E-Mail-Adresse wurde abgebrochen.",
  sso: "Ihre E-Mail-Adresse stammt aus dem Single Sign-on Ihres Unternehmens und kann nur dort geändert werden.",
  confirm: {
    working: "Ihre neue E-Mail-Adresse wird bestätigt…",
    done_title: "E-Mail-Adresse geändert",
    done: "Ihr Konto verwendet jetzt {{email}}. Melden Sie sich künftig damit an; Ihre anderen Sitzungen wurden abgemeldet.",
    failed_title: "Die E-Mail-Adresse wurde nicht geändert",
    missing_token: "Diese Seite braucht den Link aus der Bestätigungs-E-Mail. Öffnen Sie den Link in der E-Mail erneut.",
    to_settings: "Zu den Einstellungen",
    to_dashboard: "Zum Dashboard",
    reasons: {
      token_expired: "Der Link ist abgelaufen. Fordern Sie die Änderung in Ihren Einstellungen erneut an.",
      token_used: "Dieser Link wurde bereits verwendet oder durch eine neuere Anfrage oder einen Abbruch ersetzt. Prüfen Sie Ihre E-Mail-Adresse in den Einstellungen.",
      token_invalid: "Dieser Link ist ungültig. Öffnen Sie den vollständigen Link aus der E-Mail oder fordern Sie die Änderung erneut an.",
      email_change_other_account: "Dieser Link wurde für ein anderes Konto gesendet. Melden Sie sich ab, dann mit dem Konto an, das die Änderung angefordert hat, und öffnen Sie den Link erneut.",
      email_already_registered: "Ein anderes Konto verwendet diese E-Mail-Adresse inzwischen. Wählen Sie in Ihren Einstellungen eine andere Adresse.",
    },
  },
};
