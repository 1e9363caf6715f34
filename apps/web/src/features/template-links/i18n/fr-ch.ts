import type { templateLinksEnGb } from "./en-gb.ts";

export const templateLinksFrCh: typeof templateLinksEnGb = {
  sent_by: "Envoyé par {{name}}",
  role: "Vous signez en tant que : {{role}}",
  intro: "Indiquez votre nom et votre adresse e-mail. Nous vous envoyons un code pour confirmer l'adresse ; vous remplissez et signez ensuite le document.",
  person: {
    title: "Vos coordonnées",
    submit: "M'envoyer le code",
  },
  code: {
    title: "Saisir le code",
    sent: "Nous avons envoyé un code à six chiffres à {{email}}. Il est valable 5 minutes.",
    label: "Code",
    hint: "Les six chiffres de l'e-mail",
    format: "Saisissez les six chiffres du code.",
    submit: "Confirmer et ouvrir le document",
    resend: "Envoyer un nouveau code",
    resent: "Un nouveau code est en route.",
    wrong: "Ce code est faux. Vérifiez l'e-mail et réessayez.",
    locked: "Le code est bloqué après trois essais erronés. Demandez un nouveau code.",
    expired: "Le code a expiré. Demandez un nouveau code.",
    change: "Modifier mes coordonnées",
  },
  gone: {
    revoked_title: "Ce lien a été révoqué",
    revoked: "Son expéditeur n'accepte plus de signatures par ce lien. Demandez-lui un nouveau lien.",
    outdated_title: "Ce lien ne correspond plus à son modèle",
    outdated: "Le modèle a changé depuis la création du lien. Demandez un nouveau lien à son expéditeur.",
    unknown_title: "Ce lien n'existe pas",
    unknown: "Vérifiez que vous avez copié toute l'adresse, ou demandez à nouveau le lien à son expéditeur.",
  },
  opening: "Ouverture du document…",
};
