import type { Strings } from "../../../shared/i18n/strings.ts";
import type { businessSignupEnGb } from "./en-gb.ts";

/** Français (Suisse) : ouverture d'un compte entreprise, enregistrement, mise à niveau et bienvenue. */
export const businessSignupFrCh: Strings<typeof businessSignupEnGb> = {
  signup: {
    title: "Créer votre compte entreprise",
    lead: "Saisissez votre adresse e-mail professionnelle ; nous vous enverrons un lien pour configurer votre compte et votre entreprise.",
    submit: "Envoyer le lien de confirmation",
    have_account: "Vous avez déjà un compte Paraph ?",
    login_link: "Connectez-vous et enregistrez votre entreprise",
    personal_link: "Vous cherchez un compte personnel ?",
  },
  steps: {
    lead: "Votre adresse e-mail {{email}} est confirmée. Parlez-nous de vous et de votre entreprise ; vous en serez l'administrateur.",
    you: "Vous",
    submit: "Créer le compte et l'entreprise",
  },
  details: {
    legend: "Votre entreprise",
    name: "Nom de l'entreprise",
    email: "Adresse e-mail de l'entreprise",
    email_hint: "L'adresse à laquelle Paraph écrit au sujet de l'entreprise, par exemple facturation@entreprise.ch.",
    phone: "Numéro de téléphone de l'entreprise",
    gtc_required: "Veuillez accepter les conditions d'utilisation pour continuer.",
    dpa: "J'accepte l'accord de traitement des données au nom de l'entreprise.",
    dpa_required: "Veuillez accepter l'accord de traitement des données pour continuer.",
  },
  register: {
    lead: "Créez une entreprise sur Paraph avec votre compte {{email}}. Vous en devenez l'administrateur : vous invitez les membres, gérez les sceaux et les groupes de signataires et suivez l'activité de l'entreprise.",
    submit: "Créer l'entreprise",
  },
  upgrade: {
    lead_user: "Transformez votre compte en compte entreprise : créez votre entreprise et invitez vos collègues. Vos propres documents et demandes de signature restent les vôtres.",
  },
  welcome: {
    greeting: "Bienvenue, {{name}} !",
    lead: "{{business}} est prête et vous en êtes l'administrateur. Voici les prochaines étapes conseillées :",
    steps: {
      profile: { title: "Compléter le profil de l'entreprise", body: "Nom, coordonnées et logo visibles par les signataires." },
      members: { title: "Inviter vos collègues", body: "Les membres signent au nom de l'entreprise ; les administrateurs la gèrent avec vous." },
      settings: { title: "Choisir les paramètres", body: "Contact d'assistance, conservation, pièces jointes des e-mails et plus encore." },
      signer_groups: { title: "Créer des groupes de signataires", body: "Ajouter toute une équipe comme signataires d'une demande en une seule étape." },
      activity: { title: "Suivre l'activité", body: "Comptes, signatures et identifications de l'entreprise." },
    },
    dashboard: "Aller au tableau de bord de l'entreprise",
  },
};
