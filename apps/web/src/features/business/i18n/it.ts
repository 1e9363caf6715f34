import type { businessEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const businessIt: Strings<typeof businessEnGb> = {
  not_allowed: "Solo gli amministratori della tua azienda possono aprire questa pagina.",
  profile: {
    title: "Azienda",
    role: "Il tuo ruolo",
    roles: {
      admin: "Amministratore",
      member: "Membro",
    },
    open_profile: "Profilo aziendale",
  },
  invitation: {
    title: "Invito a unirti a {{business}}",
    body_from: "{{inviter}} ti ha invitato a unirti a {{business}} su Paraph.",
    body_anonymous: "Sei stato invitato a unirti a {{business}} su Paraph.",
    explanation: "Puoi appartenere a una sola azienda alla volta. I suoi amministratori gestiscono i membri e possono permetterti di firmare con i sigilli dell'azienda; i tuoi documenti restano tuoi.",
    accept: "Accetta e unisciti",
    decline: "Rifiuta",
    accepted: "Ora sei membro di {{business}}.",
    declined: "Hai rifiutato l'invito di {{business}}.",
  },
  downgraded: {
    deleted_title: "La tua azienda è stata eliminata",
    deleted_body: "L'azienda a cui appartenevi non esiste più su Paraph. Il tuo account continua come account personale: i tuoi documenti e le tue richieste di firma restano tuoi, ma i sigilli dell'azienda non sono più disponibili.",
    removed_title: "Non fai più parte della tua azienda",
    removed_body: "Un amministratore ti ha rimosso dalla tua azienda. Il tuo account continua come account personale: i tuoi documenti e le tue richieste di firma restano tuoi, ma non puoi più firmare con i sigilli dell'azienda.",
    confirm: "Ho capito",
  },
  leave: {
    title: "Lascia l'azienda",
    body: "Stai per lasciare {{business}}. Il tuo account continua come account personale e non potrai più firmare con i sigilli dell'azienda. Per tornare, un amministratore dovrà invitarti di nuovo.",
    confirm: "Lascia l'azienda",
    explanation: "Puoi lasciare la tua azienda in qualsiasi momento, a meno che tu non ne sia l'ultimo amministratore.",
    done: "Hai lasciato {{business}}.",
  },
  deletion_notice: {
    text: "Questa azienda sarà eliminata il {{date}}, con l'elenco dei membri, i sigilli, i gruppi di firmatari e i dati di attività. Fino ad allora puoi revocare l'eliminazione.",
    revoke: "Revoca l'eliminazione",
    revoked: "L'eliminazione è revocata; l'azienda resta.",
  },
  billing_notice: {
    locked_admin: "La tua azienda è bloccata finché non viene pagato un piano: i suoi membri non possono inviare richieste. Scegli un piano per sbloccarla.",
    trial_expired_admin: "Il periodo di prova della tua azienda è terminato. Scegli un piano e aggiungi un metodo di pagamento per continuare.",
    plan_ended_admin: "Il piano a pagamento della tua azienda è terminato; ora ha il piano gratuito. Scegli un piano per continuare.",
    choose_plan: "Scegli un piano",
    payment_issue_admin: "L’ultimo pagamento del piano della tua azienda non è andato a buon fine.",
    check_payment: "Verifica il pagamento",
    payment_issue_member: "L’ultimo pagamento del piano della tua azienda non è andato a buon fine. I tuoi amministratori possono risolverlo nella pagina del piano.",
  },
};
