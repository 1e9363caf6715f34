import type { directSignEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const directSignIt: Strings<typeof directSignEnGb> = {
  page: {
    from: "Inviato da {{name}}",
    logo_alt: "Logo di {{name}}",
    lead: "{{name}} ti chiede di firmare con Paraph. Non ti serve un account: basta il link del tuo invito.",
  },
  support: {
    title: "Domande? Contatta {{name}}",
    email: "E-mail:",
    phone: "Telefono:",
  },
  name: {
    title: "Il tuo nome",
    hint: "La tua firma riporta questo nome. Puoi modificarlo finché non hai firmato.",
    required: "Inserisci nome e cognome.",
    save: "Salva il nome",
    saved: "Il tuo nome è salvato.",
  },
  panel: {
    quality: "Firma elettronica semplice (SES): confermata con un codice che inviamo a {{email}}.",
    quality_qes: "Firma elettronica qualificata (QES) secondo {{legislation}}: richiede una verifica unica della tua identità, poi è confermata con un codice che inviamo a {{email}}.",
    needs_identification: "Verifica la tua identità prima di firmare.",
    identify: "Verifica la tua identità",
  },
  overlay: {
    title: "Conferma la tua firma",
    what: "Firmi «{{title}}» come {{name}}.",
    code: "Per confermare che sei tu, inviamo un codice di sei cifre a {{email}}.",
    quality: "La tua firma è una firma elettronica semplice (SES).",
    quality_qes: "La tua firma è una firma elettronica qualificata (QES).",
    send_code: "Invia il codice",
  },
  actions: {
    title: "Altro",
    download: "Scarica i documenti (ZIP)",
    download_signed: "Scarica i documenti firmati (ZIP)",
  },
  embedded: {
    opening: "Apertura del link di firma…",
    closed_title: "Questo link di firma non funziona più",
    closed_hint: "Torna alla pagina da cui sei arrivato e ricomincia la firma: crea un nuovo link.",
  },
  unavailable: {
    title: "Questo link non funziona più",
    body: "La richiesta è stata completata, rifiutata, ritirata o è scaduta, oppure non sei più tra i firmatari.",
    hint: "Se devi ancora firmare, chiedi un nuovo invito alla persona che ti ha inviato la richiesta.",
  },
  failed: {
    title: "Non è stato possibile aprire la richiesta",
    retry: "Riprova",
  },
  signed: {
    title: "Grazie per aver firmato",
    body_open: "La tua firma è su «{{title}}». Ora agli altri viene chiesto di firmare; quando tutti avranno firmato, riceverai i documenti firmati per e-mail.",
    body_completed: "Tutti hanno firmato «{{title}}». Ti inviamo i documenti firmati per e-mail.",
    body_closed: "La tua firma è sui documenti. Quando tutti avranno firmato, riceverai i documenti firmati per e-mail.",
  },
  declined: {
    title: "Hai rifiutato",
    body: "La richiesta è conclusa. Il mittente e gli altri firmatari vengono informati per e-mail.",
  },
};
