import { describe, expect, it } from "vitest";
import type { StoredTemplateRole } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { columnsOfHeader, rowInputOf } from "./csv-columns.ts";

const place = { document_id: "d", page: 1, x: 0, y: 0, width: 10, height: 10 };
const ROLES: StoredTemplateRole[] = [
  { name: "Team.Lead", quality: null, signature_fields: [], form_fields: [{ type: "checkbox", name: "Agrees", ...place, required: false } as never] },
  { name: "HR", quality: null, signature_fields: [], form_fields: [{ type: "text", name: "HR.note", ...place } as never] },
];

function refusal(header: string[]): { code: string; details: unknown } {
  try {
    columnsOfHeader(header, ROLES);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
  }
  throw new Error("not refused");
}

describe("bulk send columns", () => {
  it("reads role names with dots in any case, fields by name, and # columns as ignored", () => {
    expect(columnsOfHeader([" team.lead.EMAIL ", "HR.email", "HR.firstName", "agrees", "HR.note", "#comment"], ROLES)).toEqual([
      { kind: "email", role: "Team.Lead" },
      { kind: "email", role: "HR" },
      { kind: "firstName", role: "HR" },
      { kind: "field", name: "Agrees" },
      { kind: "field", name: "HR.note" },
      { kind: "ignored", name: "#comment" },
    ]);
  });

  it("lists every unknown column, duplicate and role without an address", () => {
    expect(refusal(["Team.Lead.email", "HR.mail", "Town"])).toMatchObject({ code: "bulk_send_columns_unknown", details: { columns: ["HR.mail", "Town"] } });
    expect(refusal(["Team.Lead.email", "HR.email", "hr.EMAIL"])).toEqual({ code: "bulk_send_columns_duplicate", details: { columns: ["hr.EMAIL"] } });
    expect(refusal(["Agrees"])).toEqual({ code: "bulk_send_role_email_missing", details: { roles: ["Team.Lead", "HR"] } });
  });

  it("turns a row into people and prefill: empty cells left out, checkboxes ticked or not, other text kept for the field's check", () => {
    const columns = columnsOfHeader(["Team.Lead.email", "Team.Lead.lastName", "HR.email", "Agrees", "HR.note"], ROLES);
    const checkboxes = new Set(["Agrees"]);
    expect(rowInputOf(columns, ["a@example.ch", "", " b@example.ch ", "YES", ""], checkboxes)).toEqual({
      roles: { "Team.Lead": { email: "a@example.ch" }, HR: { email: "b@example.ch" } },
      prefill: { Agrees: true },
    });
    expect(rowInputOf(columns, ["a@example.ch", "Meier", "b@example.ch", "no", "n"], checkboxes)).toEqual({
      roles: { "Team.Lead": { email: "a@example.ch", lastName: "Meier" }, HR: { email: "b@example.ch" } },
      prefill: { "HR.note": "n" },
    });
    expect(rowInputOf(columns, ["a", "b", "c", "maybe", ""], checkboxes)).toMatchObject({ prefill: { Agrees: "maybe" } });
    expect(rowInputOf(columns, ["a", "b"], checkboxes)).toEqual({ problem: "The row has 2 cells; the header has 5 columns" });
  });
});
