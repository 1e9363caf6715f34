import type { mabEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

/** Mobiles Unterschreiben (MAB) auf Deutsch (Schweiz). */
export const mabDeCh: Strings<typeof mabEnGb> = {
  sign: {
    or: "oder",
    button: "Mit der Mobile-App unterschreiben",
    hint: "Sie bestätigen Ihre Signatur in Ihrer Mobile-App, statt einen Code einzugeben.",
    hint_demo: "Demo: Eine Seite dieses Paraph steht für die Mobile-App. Dort bestätigen Sie Ihre Signatur, statt einen Code einzugeben.",
  },
  redirect: {
    title: "Mit der Mobile-App unterschreiben",
    confirming: "Ihre Signatur wird bestätigt…",
  },
  failure: {
    title: "Unterschreiben mit der Mobile-App fehlgeschlagen",
    rejected: "Sie haben das Unterschreiben in der Mobile-App abgelehnt. Es wurde nichts unterschrieben.",
    expired: "Die Bestätigung in der Mobile-App hat länger als fünf Minuten gedauert. Es wurde nichts unterschrieben; bitte beginnen Sie von vorn.",
    used: "Diese Bestätigung wurde bereits verwendet. Falls Sie noch nicht unterschrieben haben, beginnen Sie bitte von vorn.",
    missing: "In diesem Browser-Tab wurde kein Unterschreiben mit der Mobile-App begonnen. Öffnen Sie das Dokument und beginnen Sie von vorn.",
    nothing_signed: "Es wurde nichts unterschrieben.",
    back: "Zurück zum Dokument",
    home: "Zu Paraph",
  },
};
