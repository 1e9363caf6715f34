import type { Language } from "@paraph/contracts";
import type { MailContent } from "../../platform/mail/layout.ts";

export interface OtpMailData {
  otp: string;
  name: string;
  minutes: number;
}

/** The demo trust service's one-time password, in the four languages; it names the service, not Paraph, as a provider's SMS would. */
export const OTP_MAILS: Record<Language, (data: OtpMailData) => MailContent> = {
  "en-gb": (d) => ({
    subject: `${d.otp} authorises your qualified electronic signature`,
    heading: "Paraph Demo Trust Service: your one-time password",
    paragraphs: [
      `Hello ${d.name}, enter ${d.otp} where you are signing to authorise your qualified electronic signature. It is valid for ${d.minutes} minutes and for this signing only.`,
      "This demo trust service carries no legal weight. If you did not start a signing, ignore this mail: without the password nobody can sign in your name.",
    ],
    note: "Never share this password.",
  }),
  "de-ch": (d) => ({
    subject: `${d.otp} autorisiert Ihre qualifizierte elektronische Signatur`,
    heading: "Paraph Demo Trust Service: Ihr Einmalpasswort",
    paragraphs: [
      `Guten Tag ${d.name}, geben Sie ${d.otp} dort ein, wo Sie unterzeichnen, um Ihre qualifizierte elektronische Signatur zu autorisieren. Es ist ${d.minutes} Minuten und nur für diese Unterzeichnung gültig.`,
      "Dieser Demo-Vertrauensdienst hat keine Rechtswirkung. Falls Sie keine Unterzeichnung begonnen haben, ignorieren Sie diese E-Mail: Ohne das Passwort kann niemand in Ihrem Namen unterzeichnen.",
    ],
    note: "Geben Sie dieses Passwort nie weiter.",
  }),
  "fr-ch": (d) => ({
    subject: `${d.otp} autorise votre signature électronique qualifiée`,
    heading: "Paraph Demo Trust Service : votre mot de passe à usage unique",
    paragraphs: [
      `Bonjour ${d.name}, saisissez ${d.otp} là où vous signez pour autoriser votre signature électronique qualifiée. Il est valable ${d.minutes} minutes et pour cette signature seulement.`,
      "Ce service de confiance de démonstration n’a aucune valeur juridique. Si vous n’avez commencé aucune signature, ignorez cet e-mail : sans le mot de passe, personne ne peut signer en votre nom.",
    ],
    note: "Ne communiquez jamais ce mot de passe.",
  }),
  it: (d) => ({
    subject: `${d.otp} autorizza la tua firma elettronica qualificata`,
    heading: "Paraph Demo Trust Service: la tua password monouso",
    paragraphs: [
      `Buongiorno ${d.name}, inserisci ${d.otp} dove stai firmando per autorizzare la tua firma elettronica qualificata. È valida ${d.minutes} minuti e solo per questa firma.`,
      "Questo servizio fiduciario dimostrativo non ha valore legale. Se non hai avviato una firma, ignora questa e-mail: senza la password nessuno può firmare a tuo nome.",
    ],
    note: "Non condividere mai questa password.",
  }),
};
