import type { FormFieldValues, TemplatePerson } from "@paraph/contracts";
import type { StoredBulkSendColumn, StoredTemplateRole } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";

/** A person's columns after the role's name and a dot (docs/bulk-send.md, "The header"). */
const PERSON_PARTS = { email: "email", firstname: "firstName", lastname: "lastName" } as const;

/** Checkbox cells: these (in any case) tick the box; an empty cell, `false`, `no` or `0` leave it empty. */
const TICKED = new Set(["true", "yes", "1", "x"]);
const UNTICKED = new Set(["", "false", "no", "0"]);

function columnOf(name: string, roles: readonly StoredTemplateRole[], fieldNames: ReadonlyMap<string, string>): StoredBulkSendColumn | undefined {
  if (name.startsWith("#")) return { kind: "ignored", name };
  const lower = name.toLowerCase();
  for (const role of roles) {
    const prefix = `${role.name.toLowerCase()}.`;
    if (!lower.startsWith(prefix)) continue;
    const part = PERSON_PARTS[lower.slice(prefix.length) as keyof typeof PERSON_PARTS];
    if (part) return { kind: part, role: role.name };
  }
  const field = fieldNames.get(name) ?? fieldNames.get(lower);
  return field === undefined ? undefined : { kind: "field", name: field };
}

function keyOf(column: StoredBulkSendColumn): string {
  return column.kind === "field" || column.kind === "ignored" ? `${column.kind}:${column.name}` : `${column.kind}:${column.role}`;
}

/**
 * Reads the header against the template: every column a role's person part or a form field
 * (names of roles in any case; fields by their exact name, else in any case), none twice, and
 * an e-mail column for every role. Refusals list every offending column or role at once.
 */
export function columnsOfHeader(header: readonly string[], roles: readonly StoredTemplateRole[]): StoredBulkSendColumn[] {
  const fieldNames = new Map<string, string>();
  for (const field of roles.flatMap((role) => role.form_fields)) {
    fieldNames.set(field.name, field.name);
    if (!fieldNames.has(field.name.toLowerCase())) fieldNames.set(field.name.toLowerCase(), field.name);
  }
  const names = header.map((name) => name.trim());
  const columns = names.map((name) => columnOf(name, roles, fieldNames));
  const unknown = names.filter((_name, index) => columns[index] === undefined);
  if (unknown.length > 0) {
    const known = [...roles.flatMap((role) => [`${role.name}.email`, `${role.name}.firstName`, `${role.name}.lastName`]), ...roles.flatMap((role) => role.form_fields.map((field) => field.name))];
    throw new AppError("bulk_send_columns_unknown", { columns: unknown, known });
  }
  const found = columns as StoredBulkSendColumn[];
  const seen = new Set<string>();
  const duplicates = names.filter((_name, index) => {
    const key = keyOf(found[index] as StoredBulkSendColumn);
    if (!seen.has(key)) {
      seen.add(key);
      return false;
    }
    return true;
  });
  if (duplicates.length > 0) throw new AppError("bulk_send_columns_duplicate", { columns: duplicates });
  const missing = roles.filter((role) => !found.some((column) => column.kind === "email" && column.role === role.name)).map((role) => role.name);
  if (missing.length > 0) throw new AppError("bulk_send_role_email_missing", { roles: missing });
  return found;
}

export interface BulkSendRowInput {
  roles: Record<string, TemplatePerson>;
  prefill: FormFieldValues;
}

/**
 * One row's people and prefilled values, as POST /v3/templates/{id}/signature-requests takes
 * them: empty name cells and empty field cells are left out; checkbox cells become true or are
 * left out (other text stays, for the field's check to refuse). A problem with the row's shape
 * is returned as a message.
 */
export function rowInputOf(columns: readonly StoredBulkSendColumn[], cells: readonly string[], checkboxes: ReadonlySet<string>): BulkSendRowInput | { problem: string } {
  if (cells.length !== columns.length) return { problem: `The row has ${cells.length} cells; the header has ${columns.length} columns` };
  const roles: Record<string, { email: string; firstName?: string; lastName?: string }> = {};
  const prefill: FormFieldValues = {};
  columns.forEach((column, index) => {
    const cell = (cells[index] as string).trim();
    if (column.kind === "ignored") return;
    if (column.kind === "field") {
      if (checkboxes.has(column.name)) {
        const lower = cell.toLowerCase();
        if (TICKED.has(lower)) prefill[column.name] = true;
        else if (!UNTICKED.has(lower)) prefill[column.name] = cell;
      } else if (cell !== "") prefill[column.name] = cell;
      return;
    }
    const person = (roles[column.role] ??= { email: "" });
    if (column.kind === "email") person.email = cell;
    else if (cell !== "") person[column.kind] = cell;
  });
  return { roles, prefill };
}
