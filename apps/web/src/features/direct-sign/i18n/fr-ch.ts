import type { directSignEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const directSignFrCh: Strings<typeof directSignEnGb> = {
  page: {
    from: "Envoyé par {{name}}",
    logo_alt: "Logo de {{name}}",
    lead: "{{name}} vous demande de signer avec Paraph. Vous n’avez pas besoin de compte : le lien de votre invitation suffit.",
  },
  support: {
    title: "Des questions ? Contactez {{name}}",
    email: "E-mail :",
    phone: "Téléphone :",
  },
  name: {
    title: "Votre nom",
    hint: "Votre signature affiche ce nom. Vous pouvez le modifier jusqu’à ce que vous ayez signé.",
    required: "Saisissez votre prénom et votre nom.",
    save: "Enregistrer le nom",
    saved: "Votre nom est enregistré.",
  },
  panel: {
    quality: "Signature électronique simple (SES) : confirmée par un code que nous envoyons à {{email}}.",
    quality_qes: "Signature électronique qualifiée (QES) selon {{legislation}} : exige une vérification unique de votre identité, puis est confirmée par un code que nous envoyons à {{email}}.",
    needs_identification: "Vérifiez votre identité avant de signer.",
    identify: "Vérifier votre identité",
  },
  overlay: {
    title: "Confirmer votre signature",
    what: "Vous signez « {{title}} » en tant que {{name}}.",
    code: "Pour confirmer qu’il s’agit bien de vous, nous envoyons un code à six chiffres à {{email}}.",
    quality: "Votre signature est une signature électronique simple (SES).",
    quality_qes: "Votre signature est une signature électronique qualifiée (QES).",
    send_code: "Envoyer le code",
  },
  actions: {
    title: "Autres options",
    download: "Télécharger les documents (ZIP)",
    download_signed: "Télécharger les documents signés (ZIP)",
  },
  embedded: {
    opening: "Ouverture du lien de signature…",
    closed_title: "Ce lien de signature ne fonctionne plus",
    closed_hint: "Revenez à la page d’où vous venez et recommencez la signature : elle crée un nouveau lien.",
  },
  unavailable: {
    title: "Ce lien ne fonctionne plus",
    body: "La demande a été finalisée, refusée, retirée ou a expiré, ou vous ne faites plus partie de ses signataires.",
    hint: "Si vous devez encore signer, demandez une nouvelle invitation à la personne qui vous a envoyé la demande.",
  },
  failed: {
    title: "La demande n’a pas pu être ouverte",
    retry: "Réessayer",
  },
  signed: {
    title: "Merci d’avoir signé",
    body_open: "Votre signature figure sur « {{title}} ». Les autres sont invités à signer ensuite ; une fois que tout le monde aura signé, vous recevrez les documents signés par e-mail.",
    body_completed: "Tout le monde a signé « {{title}} ». Nous vous envoyons les documents signés par e-mail.",
    body_closed: "Votre signature figure sur les documents. Une fois que tout le monde aura signé, vous recevrez les documents signés par e-mail.",
  },
  declined: {
    title: "Vous avez refusé",
    body: "La demande est terminée. L’expéditeur et les autres signataires en sont informés par e-mail.",
  },
};
