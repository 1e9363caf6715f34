import type { eidDataEnGb } from "./en-gb.ts";
import type { Strings } from "../../../../shared/i18n/strings.ts";

export const eidDataFrCh: Strings<typeof eidDataEnGb> = {
  title: "Indiquer les données eID",
  body: "Saisissez le numéro et la date de naissance de la pièce d’identité avec laquelle notre partenaire d’identification vous a identifié. Nous demandons au partenaire si cette identification est valable et vous appartient ; votre compte signe ensuite avec QES selon {{legislation}}.",
  document_number: "Numéro du document",
  document_number_hint: "Tel qu’imprimé sur le passeport ou la carte d’identité utilisés, sans espaces.",
  document_number_missing: "Saisissez le numéro du document.",
  document_number_invalid: "Un numéro de document comporte 3 à 40 lettres, chiffres ou tirets.",
  date_of_birth: "Date de naissance",
  date_of_birth_missing: "Saisissez votre date de naissance.",
  legislation: "Législation",
  certificate_note: "Ce que vous saisissez sert seulement à retrouver l’identification : votre certificat porte le nom confirmé par le partenaire.",
  confirm: "Vérifier et ajouter la QES",
  errors: {
    not_found: "Notre partenaire d’identification ne connaît aucune identification valable avec ce numéro de document et cette date de naissance pour cette législation. Vérifiez les deux, ou faites vérifier votre identité.",
    mismatch: "Cette identification désigne une autre personne que celle de votre compte. Rien n’a été modifié.",
    refused: "La réponse du partenaire d’identification n’a pas pu être vérifiée. Rien n’a été modifié ; veuillez réessayer plus tard.",
    rate_limited: "Trop d’essais pour le moment. Vous pourrez réessayer dans une heure.",
  },
};
