import type { signatureStandardsEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** Signaturstandards auf Deutsch (Schweiz). */
export const signatureStandardsDeCh: Strings<typeof signatureStandardsEnGb> = {
  overview: {
    lead: "Jeder Standard erlaubt Ihnen, Dokumente zu signieren, die ihn verlangen. Die Tabelle zeigt, welche Sie haben und wie Sie die anderen erhalten.",
    table_caption: "Ihre Signaturstandards",
    standard: "Standard",
    legislation: "Rechtsraum",
    held: "Vorhanden",
    lets_you: "Damit signieren Sie",
    how: "So erhalten Sie ihn",
    yes: "Ja",
    no: "Noch nicht",
    demo: "Demo",
    update: "Standard erhöhen",
    default_legislation: "Standard-Rechtsraum",
    default_legislation_none: "Nicht festgelegt",
    change_legislation: "Standard-Rechtsraum ändern",
    back: "Zurück zum Profil",
  },
  qualities: {
    ses: "Einfach (SES)",
    aes: "Fortgeschritten (AES)",
    aesMinimal: "Fortgeschritten, minimal (AES)",
    qes: "Qualifiziert (QES)",
  },
  legislations: {
    any: "Alle",
    eidas: "EU (eIDAS)",
    zertes: "Schweiz (ZertES)",
  },
  lets_you: {
    ses: "Dokumente, die eine einfache elektronische Signatur verlangen.",
    aes: "Dokumente, die eine einfache oder eine fortgeschrittene Signatur verlangen.",
    aesMinimal: "Dokumente, die eine fortgeschrittene Signatur in diesem Rechtsraum verlangen.",
    qes: "Jedes Dokument in diesem Rechtsraum, auch solche, die eine qualifizierte Signatur verlangen (der handschriftlichen gleichgestellt).",
  },
  requires: {
    verified_email: "Bestätigen Sie Ihre E-Mail-Adresse.",
    mobile_tan: "Bestätigen Sie Ihre Mobilnummer mit einem Code per SMS.",
    identification: "Lassen Sie Ihre Identität einmal prüfen.",
  },
  get: {
    mobile_tan: "Mobilnummer bestätigen",
    identification_eidas: "Identität prüfen lassen (eIDAS)",
    identification_zertes: "Identität prüfen lassen (ZertES)",
  },
  update: {
    lead: "Wählen Sie den Standard, den Sie brauchen. Danach kommen Sie hierher zurück oder zum Dokument, das Sie signieren wollten.",
    aes_title: "Fortgeschrittene Signatur (AES)",
    aes_body: "Bestätigen Sie Ihre Mobilnummer mit einem Code per SMS. Das dauert eine Minute.",
    eidas_title: "Qualifizierte Signatur in der EU (eIDAS)",
    eidas_body: "Lassen Sie Ihre Identität einmal prüfen, selbst mit Ihrem Ausweis oder in einem Videoanruf.",
    zertes_title: "Qualifizierte Signatur in der Schweiz (ZertES)",
    zertes_body: "Lassen Sie Ihre Identität einmal prüfen, automatisch oder in einem Videoanruf.",
    id_austria: "Ich habe eine ID Austria",
    held: "Diesen Standard haben Sie bereits.",
    start: "{{standard}} erhalten",
  },
  legislation: {
    lead: "Ihre Signaturen werden in diesem Rechtsraum ausgestellt, ausser ein Dokument verlangt einen anderen.",
    legend: "Standard-Rechtsraum",
    none: "Keiner: das Dokument entscheidet",
    save: "Speichern",
    saved: "Der Standard-Rechtsraum ist gespeichert.",
  },
  mobile: {
    lead: "Bestätigen Sie Ihre Mobilnummer mit einem Code (TAN) per SMS: Danach signieren Sie mit einer fortgeschrittenen elektronischen Signatur (AES).",
    number: "Mobilnummer",
    number_hint: "Zum Beispiel 079 123 4567 oder +41791234567",
    send: "Code senden",
    sent: "Ein Code wurde an {{mobile}} gesendet. Er gilt bis {{time}}.",
    tan: "Code aus der SMS (6 Ziffern)",
    confirm: "Bestätigen",
    resend: "Neuen Code senden",
    confirmed: "Ihre Mobilnummer {{mobile}} ist bestätigt.",
  },
  run: {
    back_to_request: "Zurück zum Dokument",
    back_to_standards: "Zurück zu Ihren Signaturstandards",
  },
  id_austria: {
    title: "ID Austria",
    body: "Dieses Paraph verbindet keine ID Austria. Lassen Sie Ihre Identität stattdessen auf einem dieser Wege prüfen:",
  },
  overlays: {
    mobile_aes_title: "Sie signieren jetzt mit AES",
    mobile_aes_body: "Ihre Mobilnummer {{mobile}} ist bestätigt: Dokumente, die eine fortgeschrittene elektronische Signatur (AES) verlangen, stehen Ihnen offen.",
    continue_request: "Zurück zum Dokument",
    continue_standards: "Ihre Signaturstandards ansehen",
  },
};
