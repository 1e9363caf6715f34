import type { surveysEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const surveysIt: Strings<typeof surveysEnGb> = {
  region: "Sondaggio",
  transactional: {
    question: "Quanto sei soddisfatto di come è andata la firma?",
    low: "Per niente soddisfatto",
    high: "Estremamente soddisfatto",
  },
  relationship: {
    question: "Con quale probabilità consiglieresti Paraph a un amico o a un collega?",
    low: "Per niente probabile",
    high: "Estremamente probabile",
  },
  score_label: "Punteggio da 0 a 10",
  comment: "Qual è il motivo principale del tuo punteggio?",
  privacy: "Conserviamo solo il tuo punteggio e il tuo commento, non i tuoi documenti o le tue richieste.",
  send: "Invia",
  dismiss: "Non ora",
  thanks: "Grazie per la tua risposta.",
  choose_score: "Scegli prima un punteggio da 0 a 10.",
};
