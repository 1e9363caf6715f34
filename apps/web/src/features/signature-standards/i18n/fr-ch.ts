import type { signatureStandardsEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** Standards de signature en français (Suisse). */
export const signatureStandardsFrCh: Strings<typeof signatureStandardsEnGb> = {
  overview: {
    lead: "Chaque standard vous permet de signer les documents qui l’exigent. Le tableau montre ceux que vous avez et comment obtenir les autres.",
    table_caption: "Vos standards de signature",
    standard: "Standard",
    legislation: "Législation",
    held: "Obtenu",
    lets_you: "Vous permet de signer",
    how: "Comment l’obtenir",
    yes: "Oui",
    no: "Pas encore",
    demo: "Démo",
    update: "Élever votre standard",
    default_legislation: "Législation par défaut",
    default_legislation_none: "Non définie",
    change_legislation: "Changer la législation par défaut",
    back: "Retour au profil",
  },
  qualities: {
    ses: "Simple (SES)",
    aes: "Avancée (AES)",
    aesMinimal: "Avancée, minimale (AES)",
    qes: "Qualifiée (QES)",
  },
  legislations: {
    any: "Toutes",
    eidas: "UE (eIDAS)",
    zertes: "Suisse (ZertES)",
  },
  lets_you: {
    ses: "Les documents qui demandent une signature électronique simple.",
    aes: "Les documents qui demandent une signature simple ou avancée.",
    aesMinimal: "Les documents qui demandent une signature avancée sous cette législation.",
    qes: "Tout document sous cette législation, y compris ceux qui demandent une signature qualifiée (équivalente à une signature manuscrite).",
  },
  requires: {
    verified_email: "Confirmez votre adresse e-mail.",
    mobile_tan: "Confirmez votre numéro de mobile avec un code reçu par SMS.",
    identification: "Faites vérifier votre identité une fois.",
  },
  get: {
    mobile_tan: "Confirmer votre numéro de mobile",
    identification_eidas: "Faire vérifier votre identité (eIDAS)",
    identification_zertes: "Faire vérifier votre identité (ZertES)",
  },
  update: {
    lead: "Choisissez le standard dont vous avez besoin. Vous revenez ensuite ici, ou au document que vous signiez.",
    aes_title: "Signature avancée (AES)",
    aes_body: "Confirmez votre numéro de mobile avec un code reçu par SMS. Cela prend une minute.",
    eidas_title: "Signature qualifiée dans l’UE (eIDAS)",
    eidas_body: "Faites vérifier votre identité une fois, vous-même avec votre pièce d’identité ou par appel vidéo.",
    zertes_title: "Signature qualifiée en Suisse (ZertES)",
    zertes_body: "Faites vérifier votre identité une fois, automatiquement ou par appel vidéo.",
    id_austria: "J’ai une ID Austria",
    held: "Vous avez déjà ce standard.",
    start: "Obtenir : {{standard}}",
  },
  legislation: {
    lead: "Vos signatures sont émises sous cette législation, sauf si un document en demande une autre.",
    legend: "Législation par défaut",
    none: "Aucune : le document décide",
    save: "Enregistrer",
    saved: "La législation par défaut est enregistrée.",
  },
  mobile: {
    lead: "Confirmez votre numéro de mobile avec un code (TAN) reçu par SMS : vous signez ensuite avec une signature électronique avancée (AES).",
    number: "Numéro de mobile",
    number_hint: "Par exemple 079 123 4567 ou +41791234567",
    send: "Envoyer le code",
    sent: "Un code a été envoyé au {{mobile}}. Il est valable jusqu’au {{time}}.",
    tan: "Code reçu par SMS (6 chiffres)",
    confirm: "Confirmer",
    resend: "Envoyer un nouveau code",
    confirmed: "Votre numéro de mobile {{mobile}} est confirmé.",
  },
  run: {
    back_to_request: "Retour au document",
    back_to_standards: "Retour à vos standards de signature",
  },
  id_austria: {
    title: "ID Austria",
    body: "Ce Paraph ne connecte pas d’ID Austria. Faites plutôt vérifier votre identité de l’une de ces manières :",
  },
  overlays: {
    mobile_aes_title: "Vous signez désormais avec l’AES",
    mobile_aes_body: "Votre numéro de mobile {{mobile}} est confirmé : les documents qui demandent une signature électronique avancée (AES) vous sont ouverts.",
    continue_request: "Retour au document",
    continue_standards: "Voir vos standards de signature",
  },
};
