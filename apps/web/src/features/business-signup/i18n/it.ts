import type { Strings } from "../../../shared/i18n/strings.ts";
import type { businessSignupEnGb } from "./en-gb.ts";

/** Italiano: apertura di un conto aziendale, registrazione, passaggio e benvenuto. */
export const businessSignupIt: Strings<typeof businessSignupEnGb> = {
  signup: {
    title: "Crea il tuo conto aziendale",
    lead: "Inserisci il tuo indirizzo e-mail di lavoro; ti invieremo un link per configurare il tuo conto e la tua azienda.",
    submit: "Invia il link di conferma",
    have_account: "Hai già un conto Paraph?",
    login_link: "Accedi e registra la tua azienda",
    personal_link: "Cerchi un conto personale?",
  },
  steps: {
    lead: "Il tuo indirizzo e-mail {{email}} è confermato. Raccontaci di te e della tua azienda; ne sarai l'amministratore.",
    you: "Tu",
    submit: "Crea conto e azienda",
  },
  details: {
    legend: "La tua azienda",
    name: "Nome dell'azienda",
    email: "Indirizzo e-mail dell'azienda",
    email_hint: "Dove Paraph scrive a proposito dell'azienda, per esempio fatture@azienda.ch.",
    phone: "Numero di telefono dell'azienda",
    gtc_required: "Accetta le condizioni d'uso per continuare.",
    dpa: "Accetto l'accordo sul trattamento dei dati a nome dell'azienda.",
    dpa_required: "Accetta l'accordo sul trattamento dei dati per continuare.",
  },
  register: {
    lead: "Crea un'azienda su Paraph con il tuo conto {{email}}. Ne diventi l'amministratore: inviti i membri, gestisci sigilli e gruppi di firmatari e vedi l'attività dell'azienda.",
    submit: "Crea l'azienda",
  },
  upgrade: {
    lead_user: "Trasforma il tuo conto in un conto aziendale: crea la tua azienda e invita i tuoi colleghi. I tuoi documenti e le tue richieste di firma restano tuoi.",
  },
  welcome: {
    greeting: "Benvenuto, {{name}}!",
    lead: "{{business}} è pronta e tu ne sei l'amministratore. Ecco i prossimi passi consigliati:",
    steps: {
      profile: { title: "Completa il profilo aziendale", body: "Nome, recapiti e logo che vedono i firmatari." },
      members: { title: "Invita i tuoi colleghi", body: "I membri firmano a nome dell'azienda; gli amministratori la gestiscono con te." },
      settings: { title: "Scegli le impostazioni", body: "Contatto di supporto, conservazione, allegati delle e-mail e altro." },
      signer_groups: { title: "Crea gruppi di firmatari", body: "Aggiungi un intero team come firmatari di una richiesta in un solo passo." },
      activity: { title: "Segui l'attività", body: "Conti, firme e identificazioni dell'azienda." },
    },
    dashboard: "Vai alla dashboard aziendale",
  },
};
