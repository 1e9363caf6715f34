import type { identificationEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** L’identification en français (Suisse). */
export const identificationFrCh: Strings<typeof identificationEnGb> = {
  legislations: {
    eidas: "eIDAS (UE)",
    zertes: "SCSE (Suisse)",
  },
  choice: {
    title_eidas: "Vérifier votre identité selon eIDAS (UE)",
    title_zertes: "Vérifier votre identité selon la SCSE (Suisse)",
    lead: "Une signature électronique qualifiée (QES) exige que votre identité soit vérifiée une fois. Choisissez comment :",
    self: "Auto-identification",
    self_body: "Avec votre pièce d’identité et la caméra de votre téléphone, quand cela vous convient.",
    auto: "Identification automatique",
    auto_body: "Avec votre pièce d’identité et un selfie, vérifiés automatiquement en quelques minutes.",
    video: "Identification par vidéo",
    video_body: "Lors d’un appel vidéo avec un agent qui vérifie votre pièce d’identité.",
    choose: "Choisir : {{way}}",
    personal_details: "Vérifiez d’abord votre nom",
  },
  run: {
    demo: "Démo : l’identification de démonstration de Paraph remplace le partenaire d’identification. Une fois lancée, un exploitant de ce Paraph rend la décision ; rien n’est vérifié et elle n’a aucune valeur juridique.",
    start: "Lancer l’identification",
    cancel: "Annuler l’identification",
    retry: "Recommencer",
    other_way: "Choisir une autre voie",
    statuses: {
      none: "Vous n’avez pas encore lancé cette identification.",
      initialized: "Votre identification a commencé et attend la décision. Cette page se met à jour d’elle-même.",
      inprogress: "Votre identification est en cours. Cette page se met à jour d’elle-même.",
      activatingQES: "Votre identité est confirmée. Vous pouvez maintenant signer avec une signature électronique qualifiée.",
      failure: "Votre identité n’a pas pu être confirmée. Vous pouvez réessayer.",
      cancelled: "Vous avez annulé cette identification. Vous pouvez recommencer.",
    },
    cancelled: "L’identification a été annulée.",
    failure_help: "Vérifiez que votre pièce d’identité est valable et lisible et que votre visage est bien éclairé, puis recommencez ou choisissez une autre méthode.",
  },
  direct: {
    no_link: "Ouvrez d’abord le lien de votre invitation : la vérification de votre identité pour un document commence là.",
    back: "Retour au document",
    entry_title: "Signer « {{title}} »",
    entry_lead_qes: "{{name}} vous demande de signer avec une signature électronique qualifiée (QES) selon {{legislation}}. Votre identité doit être vérifiée une fois.",
    entry_lead_other: "{{name}} vous demande de signer. Aucune identification n’est nécessaire : ouvrez le document et signez.",
    identify: "Vérifier votre identité",
    identified: "Votre identité est vérifiée. Vous pouvez signer maintenant.",
    preview: "Voir les documents",
    sign: "Ouvrir le document pour signer",
    preview_title: "Aperçu de « {{title}} »",
    id_austria_title: "ID Austria",
    id_austria_body: "La connexion d’une identité autrichienne (ID Austria) n’est pas proposée par ce Paraph. Vérifiez plutôt votre identité de l’une de ces manières :",
    personal_details_title: "Votre nom",
    personal_details_lead: "Votre identification et votre signature portent ce nom. Il doit être celui de votre pièce d’identité.",
    continue: "Continuer",
  },
};
