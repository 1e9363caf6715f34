import type { surveysEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const surveysFrCh: Strings<typeof surveysEnGb> = {
  region: "Sondage",
  transactional: {
    question: "Dans quelle mesure êtes-vous satisfait du déroulement de la signature ?",
    low: "Pas du tout satisfait",
    high: "Extrêmement satisfait",
  },
  relationship: {
    question: "Quelle est la probabilité que vous recommandiez Paraph à un ami ou à un collègue ?",
    low: "Pas du tout probable",
    high: "Extrêmement probable",
  },
  score_label: "Note de 0 à 10",
  comment: "Quelle est la principale raison de votre note ?",
  privacy: "Nous gardons uniquement votre note et votre commentaire, pas vos documents ni vos demandes.",
  send: "Envoyer",
  dismiss: "Pas maintenant",
  thanks: "Merci pour votre réponse.",
  choose_score: "Choisissez d’abord une note de 0 à 10.",
};
