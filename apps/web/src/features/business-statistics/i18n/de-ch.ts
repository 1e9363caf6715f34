import type { Strings } from "../../../shared/i18n/strings.ts";
import type { businessStatisticsEnGb } from "./en-gb.ts";

export const businessStatisticsDeCh: Strings<typeof businessStatisticsEnGb> = {
  page: {
    title: "Dashboard",
    lead: "Wie Ihr Unternehmen Paraph nutzt: die Signaturen seiner Mitglieder und die Anfragen, die sie versendet haben, Monat für Monat. Daten sind ganze Tage in UTC.",
  },
  range: {
    from: "Von",
    to: "Bis",
    shown: "Zahlen vom {{from}} bis {{to}}",
  },
  show_tables: "Zahlen als Tabellen anzeigen",
  summary: {
    signatures: "Signaturen",
    sent: "Versendete Anfragen",
    completed: "Abgeschlossene Anfragen",
    median: "Median der Dauer bis zum Abschluss",
    no_median: "Keine abgeschlossen",
  },
  charts: {
    signatures: "Signaturen pro Monat nach Qualität",
    requests: "Anfragen pro Monat",
  },
  kinds: {
    ses: "SES",
    aes: "AES",
    qes: "QES",
    seal: "Siegel",
  },
  outcomes: {
    sent: "Versendet",
    completed: "Abgeschlossen",
    declined: "Abgelehnt",
    withdrawn: "Zurückgezogen",
    expired: "Abgelaufen",
  },
  table: {
    month: "Monat",
  },
  top_senders: {
    title: "Häufigste Absender",
    member: "Mitglied",
    email: "E-Mail",
    sent: "Versendete Anfragen",
    none: "In diesem Zeitraum wurden keine Anfragen versendet.",
    deleted_account: "Gelöschtes Konto",
  },
  empty: "In diesem Zeitraum wurde nichts signiert oder versendet.",
};
