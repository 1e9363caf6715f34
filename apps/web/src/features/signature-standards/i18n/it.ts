import type { signatureStandardsEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** Standard di firma in italiano. */
export const signatureStandardsIt: Strings<typeof signatureStandardsEnGb> = {
  overview: {
    lead: "Ogni standard ti permette di firmare i documenti che lo richiedono. La tabella mostra quali hai e come ottenere gli altri.",
    table_caption: "I tuoi standard di firma",
    standard: "Standard",
    legislation: "Legislazione",
    held: "Ottenuto",
    lets_you: "Ti permette di firmare",
    how: "Come ottenerlo",
    yes: "Sì",
    no: "Non ancora",
    demo: "Demo",
    update: "Alza il tuo standard",
    default_legislation: "Legislazione predefinita",
    default_legislation_none: "Non impostata",
    change_legislation: "Cambia la legislazione predefinita",
    back: "Torna al profilo",
  },
  qualities: {
    ses: "Semplice (SES)",
    aes: "Avanzata (AES)",
    aesMinimal: "Avanzata, minima (AES)",
    qes: "Qualificata (QES)",
  },
  legislations: {
    any: "Tutte",
    eidas: "UE (eIDAS)",
    zertes: "Svizzera (ZertES)",
  },
  lets_you: {
    ses: "I documenti che chiedono una firma elettronica semplice.",
    aes: "I documenti che chiedono una firma semplice o avanzata.",
    aesMinimal: "I documenti che chiedono una firma avanzata secondo questa legislazione.",
    qes: "Ogni documento secondo questa legislazione, anche quelli che chiedono una firma qualificata (equivalente a quella autografa).",
  },
  requires: {
    verified_email: "Conferma il tuo indirizzo e-mail.",
    mobile_tan: "Conferma il tuo numero di cellulare con un codice via SMS.",
    identification: "Fai verificare la tua identità una volta.",
  },
  get: {
    mobile_tan: "Conferma il numero di cellulare",
    identification_eidas: "Fai verificare la tua identità (eIDAS)",
    identification_zertes: "Fai verificare la tua identità (ZertES)",
  },
  update: {
    lead: "Scegli lo standard che ti serve. Poi torni qui, o al documento che stavi firmando.",
    aes_title: "Firma avanzata (AES)",
    aes_body: "Conferma il tuo numero di cellulare con un codice via SMS. Basta un minuto.",
    eidas_title: "Firma qualificata nell’UE (eIDAS)",
    eidas_body: "Fai verificare la tua identità una volta, da solo con il documento d’identità o in videochiamata.",
    zertes_title: "Firma qualificata in Svizzera (ZertES)",
    zertes_body: "Fai verificare la tua identità una volta, in automatico o in videochiamata.",
    id_austria: "Ho una ID Austria",
    held: "Hai già questo standard.",
    start: "Ottieni: {{standard}}",
  },
  legislation: {
    lead: "Le tue firme sono emesse secondo questa legislazione, a meno che un documento ne chieda un’altra.",
    legend: "Legislazione predefinita",
    none: "Nessuna: decide il documento",
    save: "Salva",
    saved: "La legislazione predefinita è salvata.",
  },
  mobile: {
    lead: "Conferma il tuo numero di cellulare con un codice (TAN) via SMS: poi firmi con una firma elettronica avanzata (AES).",
    number: "Numero di cellulare",
    number_hint: "Per esempio 079 123 4567 o +41791234567",
    send: "Invia il codice",
    sent: "Un codice è stato inviato al {{mobile}}. È valido fino al {{time}}.",
    tan: "Codice dall’SMS (6 cifre)",
    confirm: "Conferma",
    resend: "Invia un nuovo codice",
    confirmed: "Il tuo numero di cellulare {{mobile}} è confermato.",
  },
  run: {
    back_to_request: "Torna al documento",
    back_to_standards: "Torna ai tuoi standard di firma",
  },
  id_austria: {
    title: "ID Austria",
    body: "Questo Paraph non collega una ID Austria. Fai invece verificare la tua identità in uno di questi modi:",
  },
  overlays: {
    mobile_aes_title: "Ora firmi con l’AES",
    mobile_aes_body: "Il tuo numero di cellulare {{mobile}} è confermato: i documenti che chiedono una firma elettronica avanzata (AES) ti sono aperti.",
    continue_request: "Torna al documento",
    continue_standards: "Vedi i tuoi standard di firma",
  },
};
