import type { businessActivityEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const businessActivityDeCh: Strings<typeof businessActivityEnGb> = {
  page: {
    title: "Aktivität",
    lead: "Was die Personen Ihres Unternehmens getan haben: ihre Konten, die Signaturen, die sie geleistet haben, und ihre Identifikationen. Zeiten erscheinen in Ihrer Zeitzone; der Datumsbereich zählt ganze Tage in UTC.",
    tabs_label: "Aktivität",
  },
  tabs: {
    accounts: "Konten",
    signatures: "Signaturen",
    identifications: "Identifikationen",
  },
  filters: {
    start_date: "Von",
    end_date: "Bis",
    page_size: "Zeilen pro Seite",
    range_order: "Das Anfangsdatum darf nicht nach dem Enddatum liegen.",
  },
  columns: {
    name: "Name",
    email: "E-Mail",
    role: "Rolle",
    joinedAt: "Beigetreten",
    lastLoginAt: "Letzte Anmeldung",
    signatureCount: "Signaturen",
    signedAt: "Signiert",
    member: "Mitglied",
    request: "Anfrage",
    quality: "Qualität",
    legislation: "Gesetzgebung",
    kind: "Signiert als",
    createdAt: "Begonnen",
    completedAt: "Abgeschlossen",
    method: "Methode",
    status: "Status",
  },
  values: {
    admin: "Admin",
    member: "Mitglied",
    seal: "Siegel {{seal}}",
    personal: "Persönlich",
    never: "Nie",
    deleted_account: "Gelöschtes Konto",
    demo: "(Demo)",
    methods: { video: "Video", robo: "Selbst", autoident: "Automatisch" },
    statuses: { initialized: "Begonnen", inprogress: "In Bearbeitung", success: "Erfolgreich", failure: "Fehlgeschlagen", cancelled: "Abgebrochen" },
  },
  sort: {
    by: "Nach {{column}} sortieren",
  },
  pagination: {
    label: "Seiten",
    range: "{{from}}–{{to}} von {{total}}",
    range_capped: "{{from}}–{{to}} von mehr als {{total}}",
    previous: "Zurück",
    next: "Weiter",
    page: "Seite {{page}} von {{pages}}",
  },
  empty: "In diesem Datumsbereich gibt es nichts.",
  load_failed: "Die Aktivität konnte nicht geladen werden.",
  export: {
    button: "CSV exportieren",
    group_by: "Export",
    groups: { none: "Eine Zeile pro Signatur", users: "Summen pro Mitglied", cost_centers: "Summen pro Kostenstelle" },
    failed: "Der Export konnte nicht heruntergeladen werden.",
  },
};
