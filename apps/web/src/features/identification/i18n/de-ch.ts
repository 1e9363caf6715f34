import type { identificationEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** Identifizierung auf Deutsch (Schweiz). */
export const identificationDeCh: Strings<typeof identificationEnGb> = {
  legislations: {
    eidas: "eIDAS (EU)",
    zertes: "ZertES (Schweiz)",
  },
  choice: {
    title_eidas: "Identität nach eIDAS (EU) prüfen",
    title_zertes: "Identität nach ZertES (Schweiz) prüfen",
    lead: "Eine qualifizierte elektronische Signatur (QES) setzt voraus, dass Ihre Identität einmal geprüft wird. Wählen Sie, wie:",
    self: "Selbstidentifizierung",
    self_body: "Mit Ihrem Ausweis und der Kamera Ihres Telefons, wann es Ihnen passt.",
    auto: "Automatische Identifizierung",
    auto_body: "Mit Ihrem Ausweis und einem Selfie, in wenigen Minuten automatisch geprüft.",
    video: "Videoidentifizierung",
    video_body: "In einem Videoanruf mit einer Fachperson, die Ihren Ausweis prüft.",
    choose: "{{way}} wählen",
    personal_details: "Zuerst Ihren Namen prüfen",
  },
  run: {
    demo: "Demo: Die Demo-Identifizierung von Paraph steht für den Identifizierungspartner. Sobald Sie beginnen, fällt eine Betreiberin oder ein Betreiber dieses Paraph den Entscheid; es wird nichts geprüft, und sie hat keine rechtliche Wirkung.",
    start: "Identifizierung beginnen",
    cancel: "Identifizierung abbrechen",
    retry: "Neu beginnen",
    other_way: "Anderen Weg wählen",
    statuses: {
      none: "Sie haben diese Identifizierung noch nicht begonnen.",
      initialized: "Ihre Identifizierung hat begonnen und wartet auf den Entscheid. Diese Seite aktualisiert sich selbst.",
      inprogress: "Ihre Identifizierung läuft. Diese Seite aktualisiert sich selbst.",
      activatingQES: "Ihre Identität ist bestätigt. Sie können jetzt mit einer qualifizierten elektronischen Signatur unterschreiben.",
      failure: "Ihre Identität konnte nicht bestätigt werden. Sie können es erneut versuchen.",
      cancelled: "Sie haben diese Identifizierung abgebrochen. Sie können neu beginnen.",
    },
    cancelled: "Die Identifizierung wurde abgebrochen.",
    failure_help: "Prüfen Sie, ob Ihr Ausweis gültig und gut lesbar ist und Ihr Gesicht gut beleuchtet ist, und starten Sie dann erneut oder wählen Sie einen anderen Weg.",
  },
  direct: {
    no_link: "Öffnen Sie zuerst den Link in Ihrer Einladung: Dort beginnt die Identitätsprüfung für ein Dokument.",
    back: "Zurück zum Dokument",
    entry_title: "«{{title}}» unterschreiben",
    entry_lead_qes: "{{name}} bittet Sie, mit einer qualifizierten elektronischen Signatur (QES) nach {{legislation}} zu unterschreiben. Dafür wird Ihre Identität einmal geprüft.",
    entry_lead_other: "{{name}} bittet Sie zu unterschreiben. Eine Identifizierung ist nicht nötig: Öffnen Sie das Dokument und unterschreiben Sie.",
    identify: "Identität prüfen",
    identified: "Ihre Identität ist geprüft. Sie können jetzt unterschreiben.",
    preview: "Dokumente ansehen",
    sign: "Dokument zum Unterschreiben öffnen",
    preview_title: "Vorschau von «{{title}}»",
    id_austria_title: "ID Austria",
    id_austria_body: "Das Verbinden einer österreichischen ID (ID Austria) bietet dieses Paraph nicht an. Prüfen Sie Ihre Identität stattdessen auf einem dieser Wege:",
    personal_details_title: "Ihr Name",
    personal_details_lead: "Ihre Identifizierung und Ihre Signatur tragen diesen Namen. Er muss dem Namen auf Ihrem Ausweis entsprechen.",
    continue: "Weiter",
  },
};
