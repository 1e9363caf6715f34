import type { surveysEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const surveysDeCh: Strings<typeof surveysEnGb> = {
  region: "Umfrage",
  transactional: {
    question: "Wie zufrieden sind Sie mit dem Ablauf der Unterzeichnung?",
    low: "Überhaupt nicht zufrieden",
    high: "Äusserst zufrieden",
  },
  relationship: {
    question: "Wie wahrscheinlich ist es, dass Sie Paraph einem Freund oder einer Kollegin empfehlen?",
    low: "Überhaupt nicht wahrscheinlich",
    high: "Äusserst wahrscheinlich",
  },
  score_label: "Bewertung von 0 bis 10",
  comment: "Was ist der wichtigste Grund für Ihre Bewertung?",
  privacy: "Wir speichern nur Ihre Bewertung und Ihren Kommentar, nicht Ihre Dokumente oder Anfragen.",
  send: "Senden",
  dismiss: "Nicht jetzt",
  thanks: "Vielen Dank für Ihre Antwort.",
  choose_score: "Wählen Sie zuerst eine Bewertung von 0 bis 10.",
};
