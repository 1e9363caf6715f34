import type { Strings } from "../../../shared/i18n/strings.ts";
import type { businessStatisticsEnGb } from "./en-gb.ts";

export const businessStatisticsFrCh: Strings<typeof businessStatisticsEnGb> = {
  page: {
    title: "Tableau de bord",
    lead: "Comment votre entreprise utilise Paraph : les signatures de ses membres et les demandes qu'ils ont envoyées, mois par mois. Les dates sont des jours entiers en UTC.",
  },
  range: {
    from: "Du",
    to: "Au",
    shown: "Chiffres du {{from}} au {{to}}",
  },
  show_tables: "Afficher les chiffres sous forme de tableaux",
  summary: {
    signatures: "Signatures",
    sent: "Demandes envoyées",
    completed: "Demandes terminées",
    median: "Durée médiane jusqu'à la fin",
    no_median: "Aucune terminée",
  },
  charts: {
    signatures: "Signatures par mois selon la qualité",
    requests: "Demandes par mois",
  },
  kinds: {
    ses: "SES",
    aes: "AES",
    qes: "QES",
    seal: "Cachet",
  },
  outcomes: {
    sent: "Envoyées",
    completed: "Terminées",
    declined: "Refusées",
    withdrawn: "Retirées",
    expired: "Expirées",
  },
  table: {
    month: "Mois",
  },
  top_senders: {
    title: "Principaux expéditeurs",
    member: "Membre",
    email: "E-mail",
    sent: "Demandes envoyées",
    none: "Aucune demande n'a été envoyée pendant cette période.",
    deleted_account: "Compte supprimé",
  },
  empty: "Rien n'a été signé ni envoyé pendant cette période.",
};
