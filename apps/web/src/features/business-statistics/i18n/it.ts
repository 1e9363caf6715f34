import type { Strings } from "../../../shared/i18n/strings.ts";
import type { businessStatisticsEnGb } from "./en-gb.ts";

export const businessStatisticsIt: Strings<typeof businessStatisticsEnGb> = {
  page: {
    title: "Dashboard",
    lead: "Come la vostra azienda usa Paraph: le firme dei suoi membri e le richieste che hanno inviato, mese per mese. Le date sono giorni interi in UTC.",
  },
  range: {
    from: "Dal",
    to: "Al",
    shown: "Cifre dal {{from}} al {{to}}",
  },
  show_tables: "Mostra le cifre come tabelle",
  summary: {
    signatures: "Firme",
    sent: "Richieste inviate",
    completed: "Richieste completate",
    median: "Tempo mediano fino al completamento",
    no_median: "Nessuna completata",
  },
  charts: {
    signatures: "Firme al mese per qualità",
    requests: "Richieste al mese",
  },
  kinds: {
    ses: "SES",
    aes: "AES",
    qes: "QES",
    seal: "Sigillo",
  },
  outcomes: {
    sent: "Inviate",
    completed: "Completate",
    declined: "Rifiutate",
    withdrawn: "Ritirate",
    expired: "Scadute",
  },
  table: {
    month: "Mese",
  },
  top_senders: {
    title: "Mittenti principali",
    member: "Membro",
    email: "E-mail",
    sent: "Richieste inviate",
    none: "In questo periodo non è stata inviata alcuna richiesta.",
    deleted_account: "Account eliminato",
  },
  empty: "In questo periodo non è stato firmato né inviato nulla.",
};
