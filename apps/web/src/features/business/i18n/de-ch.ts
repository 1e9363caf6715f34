import type { businessEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

export const businessDeCh: Strings<typeof businessEnGb> = {
  not_allowed: "Nur Administratorinnen und Administratoren Ihres Unternehmens können diese Seite öffnen.",
  profile: {
    title: "Unternehmen",
    role: "Ihre Rolle",
    roles: {
      admin: "Administrator/in",
      member: "Mitglied",
    },
    open_profile: "Unternehmensprofil",
  },
  invitation: {
    title: "Einladung zu {{business}}",
    body_from: "{{inviter}} hat Sie eingeladen, {{business}} auf Paraph beizutreten.",
    body_anonymous: "Sie wurden eingeladen, {{business}} auf Paraph beizutreten.",
    explanation: "Sie können jeweils nur einem Unternehmen angehören. Dessen Administratorinnen und Administratoren verwalten die Mitglieder und können Ihnen erlauben, mit den Siegeln des Unternehmens zu signieren; Ihre eigenen Dokumente bleiben Ihre.",
    accept: "Annehmen und beitreten",
    decline: "Ablehnen",
    accepted: "Sie sind jetzt Mitglied von {{business}}.",
    declined: "Sie haben die Einladung zu {{business}} abgelehnt.",
  },
  downgraded: {
    deleted_title: "Ihr Unternehmen wurde gelöscht",
    deleted_body: "Das Unternehmen, dem Sie angehörten, besteht auf Paraph nicht mehr. Ihr Konto wird als persönliches Konto weitergeführt: Ihre eigenen Dokumente und Signaturanfragen bleiben bei Ihnen, die Siegel des Unternehmens stehen Ihnen aber nicht mehr zur Verfügung.",
    removed_title: "Sie gehören Ihrem Unternehmen nicht mehr an",
    removed_body: "Eine Administratorin oder ein Administrator hat Sie aus Ihrem Unternehmen entfernt. Ihr Konto wird als persönliches Konto weitergeführt: Ihre eigenen Dokumente und Signaturanfragen bleiben bei Ihnen, mit den Siegeln des Unternehmens können Sie aber nicht mehr signieren.",
    confirm: "Verstanden",
  },
  leave: {
    title: "Unternehmen verlassen",
    body: "Sie verlassen {{business}}. Ihr Konto wird als persönliches Konto weitergeführt, und Sie können nicht mehr mit den Siegeln des Unternehmens signieren. Um zurückzukehren, muss Sie eine Administratorin oder ein Administrator erneut einladen.",
    confirm: "Unternehmen verlassen",
    explanation: "Sie können Ihr Unternehmen jederzeit verlassen, ausser Sie sind seine letzte Administratorin oder sein letzter Administrator.",
    done: "Sie haben {{business}} verlassen.",
  },
  deletion_notice: {
    text: "Dieses Unternehmen wird am {{date}} gelöscht, mit seiner Mitgliederliste, seinen Siegeln, Unterzeichnergruppen und Aktivitätsdaten. Bis dahin können Sie die Löschung widerrufen.",
    revoke: "Löschung widerrufen",
    revoked: "Die Löschung ist widerrufen; das Unternehmen bleibt bestehen.",
  },
  billing_notice: {
    locked_admin: "Ihr Unternehmen ist gesperrt, bis ein Abo bezahlt ist: Seine Mitglieder können keine Anfragen senden. Wählen Sie ein Abo, um es zu entsperren.",
    trial_expired_admin: "Die Testphase Ihres Unternehmens ist abgelaufen. Wählen Sie ein Abo und hinterlegen Sie ein Zahlungsmittel, um weiterzuarbeiten.",
    plan_ended_admin: "Das bezahlte Abo Ihres Unternehmens ist beendet; es hat jetzt das Gratis-Abo. Wählen Sie ein Abo, um weiterzuarbeiten.",
    choose_plan: "Abo wählen",
    payment_issue_admin: "Die letzte Zahlung für das Abo Ihres Unternehmens ist nicht durchgegangen.",
    check_payment: "Zahlung prüfen",
    payment_issue_member: "Die letzte Zahlung für das Abo Ihres Unternehmens ist nicht durchgegangen. Ihre Administratoren können das auf der Abo-Seite beheben.",
  },
};
