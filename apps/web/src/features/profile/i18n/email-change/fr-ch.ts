import type { emailChangeEnGb } from "./en-gb.ts";
import type { Strings } from "../../../../shared/i18n/strings.ts";

export const emailChangeFrCh: Strings<typeof emailChangeEnGb> = {
  heading: "Adresse e-mail",
  current: "Votre compte utilise {{email}}.",
  new_email: "Nouvelle adresse e-mail",
  explain_one: "Nous envoyons un lien à la nouvelle adresse. Votre adresse change dès que vous l'ouvrez en étant connecté ; il est valable {{count}} heure.",
  explain_many: "Nous envoyons un lien à la nouvelle adresse. Votre adresse change dès que vous l'ouvrez en étant connecté ; il est valable {{count}} heures.",
  explain_other: "Nous envoyons un lien à la nouvelle adresse. Votre adresse change dès que vous l'ouvrez en étant connecté ; il est valable {{count}} heures.",
  submit: "Envoyer le lien de confirmation",
  sent: "Nous avons envoyé un lien de confirmation à {{email}}.",
  pending: "En attente de confirmation à {{email}}. Ouvrez le lien de l'e-mail que nous y avons envoyé pour terminer le changement.",
  cancel: "Annuler le changement",
  cancelled: "Le changement d'adresse e-mail a été annulé.",
  sso: "Votre adresse e-mail provient de l'authentification unique de votre entreprise et ne peut être modifiée que là.",
  confirm: {
    working: "Confirmation de votre nouvelle adresse e-mail…",
    done_title: "Adresse e-mail modifiée",
    done: "Votre compte utilise désormais {{email}}. Connectez-vous avec elle à l'avenir ; vos autres sessions ont été déconnectées.",
    failed_title: "L'adresse e-mail n'a pas été modifiée",
    missing_token: "Cette page a besoin du lien de l'e-mail de confirmation. Ouvrez à nouveau le lien de l'e-mail.",
    to_settings: "Aller aux paramètres",
    to_dashboard: "Aller au tableau de bord",
    reasons: {
      token_expired: "Le lien a expiré. Demandez à nouveau le changement dans vos paramètres.",
      token_used: "Ce lien a déjà été utilisé, ou une demande plus récente ou une annulation l'a remplacé. Vérifiez votre adresse e-mail dans vos paramètres.",
      token_invalid: "Ce lien n'est pas valable. Ouvrez le lien complet de l'e-mail, ou demandez à nouveau le changement.",
      email_change_other_account: "Ce lien a été envoyé pour un autre compte. Déconnectez-vous, connectez-vous avec le compte qui a demandé le changement et ouvrez à nouveau le lien.",
      email_already_registered: "Un autre compte a pris cette adresse e-mail entre-temps. Choisissez une autre adresse dans vos paramètres.",
    },
  },
};
