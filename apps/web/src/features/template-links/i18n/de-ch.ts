import type { templateLinksEnGb } from "./en-gb.ts";

export const templateLinksDeCh: typeof templateLinksEnGb = {
  sent_by: "Gesendet von {{name}}",
  role: "Sie unterschreiben als: {{role}}",
  intro: "Geben Sie Ihren Namen und Ihre E-Mail-Adresse an. Wir senden Ihnen einen Code, um die Adresse zu bestätigen; danach füllen Sie das Dokument aus und unterschreiben es.",
  person: {
    title: "Ihre Angaben",
    submit: "Code senden",
  },
  code: {
    title: "Code eingeben",
    sent: "Wir haben einen sechsstelligen Code an {{email}} gesendet. Er ist 5 Minuten gültig.",
    label: "Code",
    hint: "Die sechs Ziffern aus der E-Mail",
    format: "Geben Sie die sechs Ziffern des Codes ein.",
    submit: "Bestätigen und Dokument öffnen",
    resend: "Neuen Code senden",
    resent: "Ein neuer Code ist unterwegs.",
    wrong: "Dieser Code ist falsch. Prüfen Sie die E-Mail und versuchen Sie es erneut.",
    locked: "Der Code ist nach drei falschen Versuchen gesperrt. Fordern Sie einen neuen Code an.",
    expired: "Der Code ist abgelaufen. Fordern Sie einen neuen Code an.",
    change: "Meine Angaben ändern",
  },
  gone: {
    revoked_title: "Dieser Link wurde widerrufen",
    revoked: "Der Absender nimmt über diesen Link keine Unterschriften mehr entgegen. Bitten Sie ihn um einen neuen Link.",
    outdated_title: "Dieser Link passt nicht mehr zu seiner Vorlage",
    outdated: "Die Vorlage wurde geändert, seit der Link erstellt wurde. Bitten Sie den Absender um einen neuen Link.",
    unknown_title: "Diesen Link gibt es nicht",
    unknown: "Prüfen Sie, ob Sie die ganze Adresse kopiert haben, oder bitten Sie den Absender erneut um den Link.",
  },
  opening: "Das Dokument wird geöffnet…",
};
