import type { templateLinksEnGb } from "./en-gb.ts";

export const templateLinksIt: typeof templateLinksEnGb = {
  sent_by: "Inviato da {{name}}",
  role: "Firmi come: {{role}}",
  intro: "Indica il tuo nome e il tuo indirizzo e-mail. Ti inviamo un codice per confermare l'indirizzo; poi compili e firmi il documento.",
  person: {
    title: "I tuoi dati",
    submit: "Inviami il codice",
  },
  code: {
    title: "Inserisci il codice",
    sent: "Abbiamo inviato un codice di sei cifre a {{email}}. È valido 5 minuti.",
    label: "Codice",
    hint: "Le sei cifre dell'e-mail",
    format: "Inserisci le sei cifre del codice.",
    submit: "Conferma e apri il documento",
    resend: "Invia un nuovo codice",
    resent: "Un nuovo codice è in arrivo.",
    wrong: "Questo codice è errato. Controlla l'e-mail e riprova.",
    locked: "Il codice è bloccato dopo tre tentativi errati. Chiedi un nuovo codice.",
    expired: "Il codice è scaduto. Chiedi un nuovo codice.",
    change: "Modifica i miei dati",
  },
  gone: {
    revoked_title: "Questo link è stato revocato",
    revoked: "Il mittente non accetta più firme tramite questo link. Chiedigli un nuovo link.",
    outdated_title: "Questo link non corrisponde più al suo modello",
    outdated: "Il modello è cambiato da quando il link è stato creato. Chiedi un nuovo link al mittente.",
    unknown_title: "Questo link non esiste",
    unknown: "Controlla di aver copiato l'indirizzo completo, o chiedi di nuovo il link al mittente.",
  },
  opening: "Apertura del documento…",
};
