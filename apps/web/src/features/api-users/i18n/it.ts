import type { Strings } from "../../../shared/i18n/strings.ts";
import type { apiUsersEnGb } from "./en-gb.ts";

/** Italiano (Svizzera): utenti API. */
export const apiUsersIt: Strings<typeof apiUsersEnGb> = {
  list: {
    intro: "Un utente API permette a un altro sistema di lavorare per l'azienda tramite l'API di Paraph: accede con nome utente e chiave, può caricare documenti, inviare richieste di firma e firmare con un sigillo che gli assegnate. Non può usare l'app web né modificare l'azienda.",
    create: "Crea utente API",
    full: "L'azienda ha {{max}} utenti API, il massimo consentito. Eliminatene uno per crearne un altro.",
    empty: "L'azienda non ha ancora utenti API.",
    description: "Descrizione",
    username: "Nome utente",
    seal: "Sigillo",
    created: "Creato il",
    last_used: "Ultimo utilizzo",
    never_used: "Mai",
    actions: "Azioni",
    edit: "Modifica {{name}}",
    reset: "Nuova chiave per {{name}}",
    delete: "Elimina {{name}}",
  },
  form: {
    description: "Descrizione",
    description_hint: "Il sistema che lo usa, per riconoscerlo in seguito (al massimo {{max}} caratteri).",
    seal: "Sigillo",
    seal_hint: "Il sigillo dell'azienda con cui può firmare, se previsto.",
    no_seal: "Nessun sigillo",
  },
  create: {
    title: "Crea utente API",
    body: "Paraph genera il nome utente e una chiave. Vedrete la chiave una sola volta, subito dopo.",
    confirm: "Crea",
  },
  edit: {
    title: "Modifica utente API",
    body: "Nome utente e chiave restano invariati.",
    confirm: "Salva",
    saved: "L'utente API è salvato.",
  },
  key: {
    title: "La chiave dell'utente API",
    warning: "Copiate ora la chiave e conservatela in un luogo sicuro: Paraph la mostra solo questa volta. Se va persa, create una nuova chiave.",
    username: "Nome utente",
    key: "Chiave",
    copy: "Copia la chiave",
    copied: "La chiave è copiata.",
    copy_failed: "Non è stato possibile copiare la chiave; selezionatela e copiatela voi stessi.",
    done: "Ho conservato la chiave",
  },
  reset: {
    title: "Creare una nuova chiave?",
    body: "{{name}} riceve una nuova chiave. La vecchia chiave e tutte le sessioni aperte con essa smettono subito di funzionare.",
    confirm: "Crea una nuova chiave",
  },
  delete: {
    title: "Eliminare l'utente API?",
    body: "{{name}} non potrà più accedere e le sue sessioni terminano subito. Le richieste che ha inviato vengono eliminate con lui.",
    confirm: "Elimina",
    deleted: "{{name}} è eliminato.",
  },
};
