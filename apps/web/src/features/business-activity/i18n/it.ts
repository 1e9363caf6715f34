import type { businessActivityEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const businessActivityIt: Strings<typeof businessActivityEnGb> = {
  page: {
    title: "Attività",
    lead: "Ciò che le persone della sua azienda hanno fatto: i loro account, le firme apposte e le loro identificazioni. Gli orari sono nel suo fuso orario; l'intervallo di date conta giorni interi in UTC.",
    tabs_label: "Attività",
  },
  tabs: {
    accounts: "Account",
    signatures: "Firme",
    identifications: "Identificazioni",
  },
  filters: {
    start_date: "Dal",
    end_date: "Al",
    page_size: "Righe per pagina",
    range_order: "La data di inizio non può essere successiva alla data di fine.",
  },
  columns: {
    name: "Nome",
    email: "E-mail",
    role: "Ruolo",
    joinedAt: "Entrata",
    lastLoginAt: "Ultimo accesso",
    signatureCount: "Firme",
    signedAt: "Firmata il",
    member: "Membro",
    request: "Richiesta",
    quality: "Qualità",
    legislation: "Legislazione",
    kind: "Firmata come",
    createdAt: "Iniziata",
    completedAt: "Completata",
    method: "Metodo",
    status: "Stato",
  },
  values: {
    admin: "Admin",
    member: "Membro",
    seal: "Sigillo {{seal}}",
    personal: "Personale",
    never: "Mai",
    deleted_account: "Account eliminato",
    demo: "(demo)",
    methods: { video: "Video", robo: "Autonoma", autoident: "Automatica" },
    statuses: { initialized: "Iniziata", inprogress: "In corso", success: "Riuscita", failure: "Fallita", cancelled: "Annullata" },
  },
  sort: {
    by: "Ordina per {{column}}",
  },
  pagination: {
    label: "Pagine",
    range: "{{from}}–{{to}} di {{total}}",
    range_capped: "{{from}}–{{to}} di oltre {{total}}",
    previous: "Precedente",
    next: "Successiva",
    page: "Pagina {{page}} di {{pages}}",
  },
  empty: "Nulla in questo intervallo di date.",
  load_failed: "Non è stato possibile caricare l'attività.",
  export: {
    button: "Esporta CSV",
    group_by: "Esportazione",
    groups: { none: "Una riga per firma", users: "Totali per membro", cost_centers: "Totali per centro di costo" },
    failed: "Non è stato possibile scaricare l'esportazione.",
  },
};
