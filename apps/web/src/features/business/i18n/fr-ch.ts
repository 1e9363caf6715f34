import type { businessEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const businessFrCh: Strings<typeof businessEnGb> = {
  not_allowed: "Seuls les administrateurs de votre entreprise peuvent ouvrir cette page.",
  profile: {
    title: "Entreprise",
    role: "Votre rôle",
    roles: {
      admin: "Administrateur",
      member: "Membre",
    },
    open_profile: "Profil de l'entreprise",
  },
  invitation: {
    title: "Invitation à rejoindre {{business}}",
    body_from: "{{inviter}} vous a invité à rejoindre {{business}} sur Paraph.",
    body_anonymous: "Vous avez été invité à rejoindre {{business}} sur Paraph.",
    explanation: "Vous ne pouvez appartenir qu'à une seule entreprise à la fois. Ses administrateurs gèrent les membres et peuvent vous autoriser à signer avec les cachets de l'entreprise ; vos propres documents restent les vôtres.",
    accept: "Accepter et rejoindre",
    decline: "Refuser",
    accepted: "Vous êtes désormais membre de {{business}}.",
    declined: "Vous avez refusé l'invitation de {{business}}.",
  },
  downgraded: {
    deleted_title: "Votre entreprise a été supprimée",
    deleted_body: "L'entreprise à laquelle vous apparteniez n'existe plus sur Paraph. Votre compte continue en tant que compte personnel : vos propres documents et demandes de signature vous restent, mais les cachets de l'entreprise ne sont plus disponibles.",
    removed_title: "Vous ne faites plus partie de votre entreprise",
    removed_body: "Un administrateur vous a retiré de votre entreprise. Votre compte continue en tant que compte personnel : vos propres documents et demandes de signature vous restent, mais vous ne pouvez plus signer avec les cachets de l'entreprise.",
    confirm: "Compris",
  },
  leave: {
    title: "Quitter l'entreprise",
    body: "Vous êtes sur le point de quitter {{business}}. Votre compte continue en tant que compte personnel et vous ne pourrez plus signer avec les cachets de l'entreprise. Pour revenir, un administrateur devra vous inviter à nouveau.",
    confirm: "Quitter l'entreprise",
    explanation: "Vous pouvez quitter votre entreprise à tout moment, sauf si vous en êtes le dernier administrateur.",
    done: "Vous avez quitté {{business}}.",
  },
  deletion_notice: {
    text: "Cette entreprise sera supprimée le {{date}}, avec sa liste de membres, ses sceaux, ses groupes de signataires et ses données d'activité. D'ici là, vous pouvez annuler la suppression.",
    revoke: "Annuler la suppression",
    revoked: "La suppression est annulée ; l'entreprise est conservée.",
  },
  billing_notice: {
    locked_admin: "Votre entreprise est bloquée jusqu’au paiement d’un abonnement : ses membres ne peuvent pas envoyer de demandes. Choisissez un abonnement pour la débloquer.",
    trial_expired_admin: "La période d’essai de votre entreprise est terminée. Choisissez un abonnement et ajoutez un moyen de paiement pour continuer.",
    plan_ended_admin: "L’abonnement payant de votre entreprise a pris fin ; elle a désormais l’abonnement gratuit. Choisissez un abonnement pour continuer.",
    choose_plan: "Choisir un abonnement",
    payment_issue_admin: "Le dernier paiement de l’abonnement de votre entreprise n’a pas abouti.",
    check_payment: "Vérifier le paiement",
    payment_issue_member: "Le dernier paiement de l’abonnement de votre entreprise n’a pas abouti. Vos administrateurs peuvent régler cela sur la page de l’abonnement.",
  },
};
