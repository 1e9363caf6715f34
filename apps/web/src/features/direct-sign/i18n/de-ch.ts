import type { directSignEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const directSignDeCh: Strings<typeof directSignEnGb> = {
  page: {
    from: "Gesendet von {{name}}",
    logo_alt: "Logo von {{name}}",
    lead: "{{name}} bittet Sie, mit Paraph zu unterschreiben. Sie brauchen kein Konto: Der Link in Ihrer Einladung genügt.",
  },
  support: {
    title: "Fragen? Kontaktieren Sie {{name}}",
    email: "E-Mail:",
    phone: "Telefon:",
  },
  name: {
    title: "Ihr Name",
    hint: "Ihre Signatur zeigt diesen Namen. Sie können ihn ändern, bis Sie unterschrieben haben.",
    required: "Geben Sie Ihren Vor- und Nachnamen ein.",
    save: "Name speichern",
    saved: "Ihr Name ist gespeichert.",
  },
  panel: {
    quality: "Einfache elektronische Signatur (EES): bestätigt mit einem Code, den wir an {{email}} senden.",
    quality_qes: "Qualifizierte elektronische Signatur (QES) nach {{legislation}}: setzt eine einmalige Prüfung Ihrer Identität voraus und wird mit einem Code bestätigt, den wir an {{email}} senden.",
    needs_identification: "Prüfen Sie Ihre Identität, bevor Sie unterschreiben.",
    identify: "Identität prüfen",
  },
  overlay: {
    title: "Unterschrift bestätigen",
    what: "Sie unterschreiben «{{title}}» als {{name}}.",
    code: "Zur Bestätigung, dass Sie es sind, senden wir einen sechsstelligen Code an {{email}}.",
    quality: "Ihre Unterschrift ist eine einfache elektronische Signatur (EES).",
    quality_qes: "Ihre Unterschrift ist eine qualifizierte elektronische Signatur (QES).",
    send_code: "Code senden",
  },
  actions: {
    title: "Weiteres",
    download: "Dokumente herunterladen (ZIP)",
    download_signed: "Unterschriebene Dokumente herunterladen (ZIP)",
  },
  embedded: {
    opening: "Der Signierlink wird geöffnet…",
    closed_title: "Dieser Signierlink funktioniert nicht mehr",
    closed_hint: "Kehren Sie zur Seite zurück, von der Sie kamen, und beginnen Sie erneut mit dem Signieren: Sie erstellt einen neuen Link.",
  },
  unavailable: {
    title: "Dieser Link funktioniert nicht mehr",
    body: "Die Anfrage wurde abgeschlossen, abgelehnt, zurückgezogen oder ist abgelaufen, oder Sie gehören nicht mehr zu den Unterzeichnenden.",
    hint: "Wenn Sie noch unterschreiben müssen, bitten Sie die Person, die Ihnen die Anfrage gesendet hat, um eine neue Einladung.",
  },
  failed: {
    title: "Die Anfrage konnte nicht geöffnet werden",
    retry: "Erneut versuchen",
  },
  signed: {
    title: "Danke für Ihre Unterschrift",
    body_open: "Ihre Unterschrift ist auf «{{title}}». Als Nächstes unterschreiben die anderen; sobald alle unterschrieben haben, erhalten Sie die unterschriebenen Dokumente per E-Mail.",
    body_completed: "Alle haben «{{title}}» unterschrieben. Wir senden Ihnen die unterschriebenen Dokumente per E-Mail.",
    body_closed: "Ihre Unterschrift ist auf den Dokumenten. Sobald alle unterschrieben haben, erhalten Sie die unterschriebenen Dokumente per E-Mail.",
  },
  declined: {
    title: "Sie haben abgelehnt",
    body: "Die Anfrage ist beendet. Der Absender und die anderen Unterzeichnenden werden per E-Mail informiert.",
  },
};
