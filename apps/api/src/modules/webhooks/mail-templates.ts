import type { Language } from "@paraph/contracts";
import type { MailContent } from "../../platform/mail/layout.ts";

export interface WebhookDisabledMailData {
  url: string;
  businessName: string;
  days: number;
  link: string;
}

/** The mail to a business's admins when Paraph disabled one of its endpoints, in the four languages. */
const DISABLED: Record<Language, (data: WebhookDisabledMailData) => MailContent> = {
  "en-gb": ({ url, businessName, days, link }) => ({
    subject: "A webhook endpoint was disabled",
    heading: "Webhook endpoint disabled",
    paragraphs: [
      `Deliveries to the webhook endpoint ${url} of ${businessName} have failed for ${days} days, so Paraph has stopped sending to it.`,
      "Check that the endpoint answers with a 2xx status, then enable it again on the webhooks page. Events that could not be delivered are in its delivery log, where you can send them again.",
    ],
    action: { label: "Open the webhooks page", url: link },
  }),
  "de-ch": ({ url, businessName, days, link }) => ({
    subject: "Ein Webhook-Endpunkt wurde deaktiviert",
    heading: "Webhook-Endpunkt deaktiviert",
    paragraphs: [
      `Zustellungen an den Webhook-Endpunkt ${url} von ${businessName} schlagen seit ${days} Tagen fehl. Paraph sendet deshalb nicht mehr an ihn.`,
      "Prüfen Sie, dass der Endpunkt mit einem 2xx-Status antwortet, und aktivieren Sie ihn dann auf der Webhook-Seite wieder. Nicht zugestellte Ereignisse stehen in seinem Zustellprotokoll, wo Sie sie erneut senden können.",
    ],
    action: { label: "Webhook-Seite öffnen", url: link },
  }),
  "fr-ch": ({ url, businessName, days, link }) => ({
    subject: "Un point de terminaison webhook a été désactivé",
    heading: "Point de terminaison webhook désactivé",
    paragraphs: [
      `Les envois vers le point de terminaison webhook ${url} de ${businessName} échouent depuis ${days} jours ; Paraph a donc cessé de lui envoyer des événements.`,
      "Vérifiez que le point de terminaison répond avec un statut 2xx, puis réactivez-le sur la page des webhooks. Les événements non livrés figurent dans son journal de livraison, d'où vous pouvez les renvoyer.",
    ],
    action: { label: "Ouvrir la page des webhooks", url: link },
  }),
  it: ({ url, businessName, days, link }) => ({
    subject: "Un endpoint webhook è stato disattivato",
    heading: "Endpoint webhook disattivato",
    paragraphs: [
      `Gli invii all'endpoint webhook ${url} di ${businessName} non riescono da ${days} giorni, perciò Paraph ha smesso di inviarvi eventi.`,
      "Verifica che l'endpoint risponda con uno stato 2xx, poi riattivalo nella pagina dei webhook. Gli eventi non consegnati sono nel suo registro delle consegne, da cui puoi inviarli di nuovo.",
    ],
    action: { label: "Apri la pagina dei webhook", url: link },
  }),
};

export function renderWebhookDisabledMail(lang: Language, data: WebhookDisabledMailData): MailContent {
  return DISABLED[lang](data);
}
