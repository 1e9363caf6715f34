import type { signerGroupsEnGb } from "./en-gb.ts";
import type { Strings } from "../../../shared/i18n/strings.ts";

// Swiss Standard German: "ss" where Germany writes the sharp s.
export const signerGroupsDeCh: Strings<typeof signerGroupsEnGb> = {
  lead: "Eine Unterzeichnergruppe fügt mehrere Personen in einem Schritt als Unterzeichnende zu einer Anfrage hinzu. Alle Mitglieder des Unternehmens können die Gruppen verwenden; Administratoren erstellen und ändern sie.",
  new: "Unterzeichnergruppe erstellen",
  empty: "Ihr Unternehmen hat noch keine Unterzeichnergruppen.",
  list_label: "Unterzeichnergruppen",
  limits: "{{count}} von {{maxGroups}} Gruppen; höchstens {{maxParticipants}} Personen pro Gruppe.",
  limit_reached: "Das Unternehmen hat so viele Unterzeichnergruppen, wie es haben darf. Löschen Sie eine, um eine weitere zu erstellen.",
  people: "Personen: {{count}}",
  edit: "Bearbeiten",
  edit_label: "{{name}} bearbeiten",
  delete: "Löschen",
  delete_label: "{{name}} löschen",
  saved: "Die Unterzeichnergruppe {{name}} wurde gespeichert.",
  deleted: "Die Unterzeichnergruppe {{name}} wurde gelöscht.",
  overlay: {
    title_new: "Unterzeichnergruppe erstellen",
    title_edit: "Unterzeichnergruppe bearbeiten",
    lead: "Benennen Sie die Gruppe und führen Sie ihre Personen in der Reihenfolge auf, in der sie unterschreiben. Jede Person mit einer E-Mail-Adresse kann in einer Gruppe sein, innerhalb oder ausserhalb des Unternehmens.",
    name: "Name der Gruppe",
    people: "Personen",
    person: "Person {{number}}",
    email: "E-Mail-Adresse",
    first_name: "Vorname",
    last_name: "Nachname",
    optional: "optional",
    add_person: "Person hinzufügen",
    remove_person: "Person {{number}} entfernen",
    save: "Gruppe speichern",
    cancel: "Abbrechen",
    max_people: "Höchstens {{max}} Personen pro Gruppe.",
    name_required: "Geben Sie einen Namen für die Gruppe ein.",
    email_invalid: "Geben Sie eine gültige E-Mail-Adresse ein.",
    email_duplicate: "Diese Adresse ist bereits in der Gruppe.",
  },
  delete_dialog: {
    title: "Unterzeichnergruppe löschen",
    body: "Die Unterzeichnergruppe {{name}} löschen? Anfragen, die Unterzeichnende aus ihr übernommen haben, behalten diese.",
    confirm: "Gruppe löschen",
  },
};
