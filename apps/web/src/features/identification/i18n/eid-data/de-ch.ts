import type { eidDataEnGb } from "./en-gb.ts";
import type { Strings } from "../../../../shared/i18n/strings.ts";

export const eidDataDeCh: Strings<typeof eidDataEnGb> = {
  title: "eID-Daten angeben",
  body: "Geben Sie die Ausweisnummer und das Geburtsdatum des Ausweises ein, mit dem Sie bei unserem Identifizierungspartner identifiziert wurden. Wir fragen den Partner, ob diese Identifizierung gültig ist und zu Ihnen gehört; danach signiert Ihr Konto mit QES nach {{legislation}}.",
  document_number: "Ausweisnummer",
  document_number_hint: "Wie auf dem verwendeten Pass oder der Identitätskarte gedruckt, ohne Leerzeichen.",
  document_number_missing: "Geben Sie die Ausweisnummer ein.",
  document_number_invalid: "Eine Ausweisnummer hat 3 bis 40 Buchstaben, Ziffern oder Bindestriche.",
  date_of_birth: "Geburtsdatum",
  date_of_birth_missing: "Geben Sie Ihr Geburtsdatum ein.",
  legislation: "Rechtsordnung",
  certificate_note: "Ihre Eingabe dient nur dazu, die Identifizierung zu finden: Ihr Zertifikat trägt den Namen, den der Partner bestätigt hat.",
  confirm: "Prüfen und QES hinzufügen",
  errors: {
    not_found: "Unser Identifizierungspartner kennt keine gültige Identifizierung mit dieser Ausweisnummer und diesem Geburtsdatum für diese Rechtsordnung. Prüfen Sie beides oder lassen Sie Ihre Identität prüfen.",
    mismatch: "Diese Identifizierung nennt eine andere Person als die Ihres Kontos. Es wurde nichts geändert.",
    refused: "Die Antwort des Identifizierungspartners konnte nicht überprüft werden. Es wurde nichts geändert; bitte versuchen Sie es später erneut.",
    rate_limited: "Zu viele Versuche. Sie können es in einer Stunde erneut versuchen.",
  },
};
