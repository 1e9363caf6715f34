import type { Language } from "@paraph/contracts";
import type { MailContent } from "../../platform/mail/layout.ts";

/** The mails of a signature request's life, in the four interface languages. */

export type RequestMailKind =
  | "invitation"
  | "reminder"
  | "signed"
  | "completed"
  | "declined"
  | "withdrawn"
  | "delegated"
  | "expired"
  | "observer-added";

export interface RequestMailData {
  title: string;
  ownerName: string;
  link: string;
  /** Who acted: the signer who signed, declined or delegated. */
  actorName?: string;
  /** The owner's or the decliner's message. */
  message?: string | null;
  expiresAt?: string | null;
  /** For a guest signing through a direct link: the link to sign with an account instead. */
  accountLink?: string | undefined;
}

interface Phrases {
  subject: Record<RequestMailKind, (data: RequestMailData) => string>;
  body: Record<RequestMailKind, (data: RequestMailData) => string>;
  action: Record<RequestMailKind, string>;
  messageFrom: (name: string) => string;
  expiresOn: (date: string) => string;
  withAccount: (link: string) => string;
}

const EN: Phrases = {
  subject: {
    invitation: (d) => `${d.ownerName} asks you to sign "${d.title}"`,
    reminder: (d) => `Reminder: "${d.title}" is waiting for your signature`,
    signed: (d) => `${d.actorName} signed "${d.title}"`,
    completed: (d) => `"${d.title}" is signed by everyone`,
    declined: (d) => `${d.actorName} declined to sign "${d.title}"`,
    withdrawn: (d) => `${d.ownerName} withdrew "${d.title}"`,
    delegated: (d) => `${d.actorName} handed their signature on "${d.title}" to someone else`,
    expired: (d) => `"${d.title}" expired before everyone signed`,
    "observer-added": (d) => `${d.ownerName} added you as an observer of "${d.title}"`,
  },
  body: {
    invitation: (d) => `${d.ownerName} sent you "${d.title}" to sign electronically with Paraph.`,
    reminder: (d) => `"${d.title}" from ${d.ownerName} is still waiting for your signature.`,
    signed: (d) => `${d.actorName} has signed "${d.title}".`,
    completed: (d) => `Every signer has signed "${d.title}". The signed documents are ready to download.`,
    declined: (d) => `${d.actorName} declined to sign "${d.title}", so the request has ended.`,
    withdrawn: (d) => `${d.ownerName} withdrew "${d.title}". You no longer need to sign it.`,
    delegated: (d) => `${d.actorName} asked someone else to sign "${d.title}" in their place.`,
    expired: (d) => `"${d.title}" has expired before every signer signed. It can no longer be signed.`,
    "observer-added": (d) => `You will be kept informed about "${d.title}" from ${d.ownerName}.`,
  },
  action: {
    invitation: "Review and sign",
    reminder: "Review and sign",
    signed: "View the request",
    completed: "View the signed documents",
    declined: "View the request",
    withdrawn: "View the request",
    delegated: "View the request",
    expired: "View the request",
    "observer-added": "View the request",
  },
  messageFrom: (name) => `Message from ${name}:`,
  expiresOn: (date) => `Please sign before ${date}.`,
  withAccount: (link) => `No account is needed to sign. To keep your documents in a Paraph account instead, sign up or log in here: ${link}`,
};

const DE: Phrases = {
  subject: {
    invitation: (d) => `${d.ownerName} bittet Sie, «${d.title}» zu unterschreiben`,
    reminder: (d) => `Erinnerung: «${d.title}» wartet auf Ihre Unterschrift`,
    signed: (d) => `${d.actorName} hat «${d.title}» unterschrieben`,
    completed: (d) => `«${d.title}» ist von allen unterschrieben`,
    declined: (d) => `${d.actorName} hat die Unterschrift für «${d.title}» abgelehnt`,
    withdrawn: (d) => `${d.ownerName} hat «${d.title}» zurückgezogen`,
    delegated: (d) => `${d.actorName} hat die Unterschrift für «${d.title}» weitergegeben`,
    expired: (d) => `«${d.title}» ist abgelaufen, bevor alle unterschrieben haben`,
    "observer-added": (d) => `${d.ownerName} hat Sie als Beobachter von «${d.title}» hinzugefügt`,
  },
  body: {
    invitation: (d) => `${d.ownerName} hat Ihnen «${d.title}» zur elektronischen Unterschrift mit Paraph gesendet.`,
    reminder: (d) => `«${d.title}» von ${d.ownerName} wartet noch auf Ihre Unterschrift.`,
    signed: (d) => `${d.actorName} hat «${d.title}» unterschrieben.`,
    completed: (d) => `Alle haben «${d.title}» unterschrieben. Die unterschriebenen Dokumente stehen zum Herunterladen bereit.`,
    declined: (d) => `${d.actorName} hat die Unterschrift für «${d.title}» abgelehnt; die Anfrage ist damit beendet.`,
    withdrawn: (d) => `${d.ownerName} hat «${d.title}» zurückgezogen. Sie müssen nicht mehr unterschreiben.`,
    delegated: (d) => `${d.actorName} hat eine andere Person gebeten, «${d.title}» an ihrer Stelle zu unterschreiben.`,
    expired: (d) => `«${d.title}» ist abgelaufen, bevor alle unterschrieben haben, und kann nicht mehr unterschrieben werden.`,
    "observer-added": (d) => `Sie werden über «${d.title}» von ${d.ownerName} auf dem Laufenden gehalten.`,
  },
  action: {
    invitation: "Prüfen und unterschreiben",
    reminder: "Prüfen und unterschreiben",
    signed: "Anfrage ansehen",
    completed: "Unterschriebene Dokumente ansehen",
    declined: "Anfrage ansehen",
    withdrawn: "Anfrage ansehen",
    delegated: "Anfrage ansehen",
    expired: "Anfrage ansehen",
    "observer-added": "Anfrage ansehen",
  },
  messageFrom: (name) => `Nachricht von ${name}:`,
  expiresOn: (date) => `Bitte unterschreiben Sie vor dem ${date}.`,
  withAccount: (link) => `Zum Unterzeichnen brauchen Sie kein Konto. Um Ihre Dokumente in einem Paraph-Konto aufzubewahren, registrieren Sie sich oder melden Sie sich hier an: ${link}`,
};

const FR: Phrases = {
  subject: {
    invitation: (d) => `${d.ownerName} vous demande de signer « ${d.title} »`,
    reminder: (d) => `Rappel : « ${d.title} » attend votre signature`,
    signed: (d) => `${d.actorName} a signé « ${d.title} »`,
    completed: (d) => `« ${d.title} » est signé par tous`,
    declined: (d) => `${d.actorName} a refusé de signer « ${d.title} »`,
    withdrawn: (d) => `${d.ownerName} a retiré « ${d.title} »`,
    delegated: (d) => `${d.actorName} a confié sa signature de « ${d.title} » à une autre personne`,
    expired: (d) => `« ${d.title} » a expiré avant que tous aient signé`,
    "observer-added": (d) => `${d.ownerName} vous a ajouté comme observateur de « ${d.title} »`,
  },
  body: {
    invitation: (d) => `${d.ownerName} vous a envoyé « ${d.title} » à signer électroniquement avec Paraph.`,
    reminder: (d) => `« ${d.title} » de ${d.ownerName} attend toujours votre signature.`,
    signed: (d) => `${d.actorName} a signé « ${d.title} ».`,
    completed: (d) => `Tous les signataires ont signé « ${d.title} ». Les documents signés sont prêts à être téléchargés.`,
    declined: (d) => `${d.actorName} a refusé de signer « ${d.title} » ; la demande est donc terminée.`,
    withdrawn: (d) => `${d.ownerName} a retiré « ${d.title} ». Vous n'avez plus besoin de le signer.`,
    delegated: (d) => `${d.actorName} a demandé à une autre personne de signer « ${d.title} » à sa place.`,
    expired: (d) => `« ${d.title} » a expiré avant que tous les signataires aient signé et ne peut plus être signé.`,
    "observer-added": (d) => `Vous serez tenu informé de « ${d.title} » de ${d.ownerName}.`,
  },
  action: {
    invitation: "Consulter et signer",
    reminder: "Consulter et signer",
    signed: "Voir la demande",
    completed: "Voir les documents signés",
    declined: "Voir la demande",
    withdrawn: "Voir la demande",
    delegated: "Voir la demande",
    expired: "Voir la demande",
    "observer-added": "Voir la demande",
  },
  messageFrom: (name) => `Message de ${name} :`,
  expiresOn: (date) => `Veuillez signer avant le ${date}.`,
  withAccount: (link) => `Aucun compte n’est nécessaire pour signer. Pour conserver vos documents dans un compte Paraph, inscrivez-vous ou connectez-vous ici : ${link}`,
};

const IT: Phrases = {
  subject: {
    invitation: (d) => `${d.ownerName} ti chiede di firmare «${d.title}»`,
    reminder: (d) => `Promemoria: «${d.title}» attende la tua firma`,
    signed: (d) => `${d.actorName} ha firmato «${d.title}»`,
    completed: (d) => `«${d.title}» è stato firmato da tutti`,
    declined: (d) => `${d.actorName} ha rifiutato di firmare «${d.title}»`,
    withdrawn: (d) => `${d.ownerName} ha ritirato «${d.title}»`,
    delegated: (d) => `${d.actorName} ha affidato la firma di «${d.title}» a un'altra persona`,
    expired: (d) => `«${d.title}» è scaduto prima che tutti firmassero`,
    "observer-added": (d) => `${d.ownerName} ti ha aggiunto come osservatore di «${d.title}»`,
  },
  body: {
    invitation: (d) => `${d.ownerName} ti ha inviato «${d.title}» da firmare elettronicamente con Paraph.`,
    reminder: (d) => `«${d.title}» di ${d.ownerName} attende ancora la tua firma.`,
    signed: (d) => `${d.actorName} ha firmato «${d.title}».`,
    completed: (d) => `Tutti i firmatari hanno firmato «${d.title}». I documenti firmati sono pronti da scaricare.`,
    declined: (d) => `${d.actorName} ha rifiutato di firmare «${d.title}»; la richiesta è quindi terminata.`,
    withdrawn: (d) => `${d.ownerName} ha ritirato «${d.title}». Non devi più firmarlo.`,
    delegated: (d) => `${d.actorName} ha chiesto a un'altra persona di firmare «${d.title}» al suo posto.`,
    expired: (d) => `«${d.title}» è scaduto prima che tutti i firmatari firmassero e non può più essere firmato.`,
    "observer-added": (d) => `Sarai tenuto al corrente di «${d.title}» di ${d.ownerName}.`,
  },
  action: {
    invitation: "Verifica e firma",
    reminder: "Verifica e firma",
    signed: "Vedi la richiesta",
    completed: "Vedi i documenti firmati",
    declined: "Vedi la richiesta",
    withdrawn: "Vedi la richiesta",
    delegated: "Vedi la richiesta",
    expired: "Vedi la richiesta",
    "observer-added": "Vedi la richiesta",
  },
  messageFrom: (name) => `Messaggio di ${name}:`,
  expiresOn: (date) => `Firma entro il ${date}.`,
  withAccount: (link) => `Per firmare non serve un account. Per conservare i tuoi documenti in un account Paraph, registrati o accedi qui: ${link}`,
};

const PHRASES: Record<Language, Phrases> = { "en-gb": EN, "de-ch": DE, "fr-ch": FR, it: IT };

const DATE_LOCALES: Record<Language, string> = { "en-gb": "en-GB", "de-ch": "de-CH", "fr-ch": "fr-CH", it: "it-CH" };

export function renderRequestMail(kind: RequestMailKind, lang: Language, data: RequestMailData): MailContent {
  const phrases = PHRASES[lang];
  const paragraphs = [phrases.body[kind](data)];
  const messageAuthor = kind === "declined" ? (data.actorName ?? data.ownerName) : data.ownerName;
  if (data.message) paragraphs.push(`${phrases.messageFrom(messageAuthor)} ${data.message}`);
  if (data.expiresAt && (kind === "invitation" || kind === "reminder")) {
    const date = new Intl.DateTimeFormat(DATE_LOCALES[lang], { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Zurich" }).format(new Date(data.expiresAt));
    paragraphs.push(phrases.expiresOn(date));
  }
  if (data.accountLink && (kind === "invitation" || kind === "reminder")) paragraphs.push(phrases.withAccount(data.accountLink));
  return {
    subject: phrases.subject[kind](data),
    heading: phrases.subject[kind](data),
    paragraphs,
    action: { label: phrases.action[kind], url: data.link },
  };
}

/** essential: mails that ask the recipient to act or end a request; all: progress news too. */
export const ESSENTIAL_KINDS: ReadonlySet<RequestMailKind> = new Set([
  "invitation",
  "reminder",
  "completed",
  "declined",
  "withdrawn",
  "expired",
  "observer-added",
]);
