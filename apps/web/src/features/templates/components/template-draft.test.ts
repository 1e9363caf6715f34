import { describe, expect, it } from "vitest";
import { makeTemplate, DOCUMENT_ID } from "../test/template-factory.ts";
import { addRole, draftFromTemplate, emptyDraft, moveRole, removeDocument, removeRole, renameRole, templateBodyOf, templateProblems } from "./template-draft.ts";

const field = { document_id: DOCUMENT_ID, page: 1, x: 10, y: 10, width: 100, height: 40 };

describe("the template editor's roles", () => {
  it("adds roles in signing order, renames one without losing its fields, moves it and stops at either end", () => {
    let draft = addRole(addRole(emptyDraft(), " Employee "), "HR");
    expect(draft.roles.map((role) => role.name)).toEqual(["Employee", "HR"]);
    const [employee, hr] = draft.roles;
    draft = { ...draft, fields: { [employee?.key ?? ""]: [field] } };
    draft = renameRole(draft, employee?.key ?? "", "Worker");
    expect(draft.fields[employee?.key ?? ""]).toEqual([field]);
    draft = moveRole(draft, hr?.key ?? "", -1);
    expect(draft.roles.map((role) => role.name)).toEqual(["HR", "Worker"]);
    expect(moveRole(draft, hr?.key ?? "", -1)).toBe(draft);
    expect(moveRole(draft, employee?.key ?? "", 1)).toBe(draft);
  });

  it("removes a role with its signature and form fields; a new role never takes an old role's key", () => {
    let draft = draftFromTemplate(makeTemplate());
    const employee = draft.roles[0]?.key ?? "";
    draft = removeRole(draft, employee);
    expect(draft.roles.map((role) => role.name)).toEqual(["HR"]);
    expect(draft.fields[employee]).toBeUndefined();
    expect(draft.formFields[employee]).toBeUndefined();
    draft = addRole(draft, "Manager");
    expect(new Set(draft.roles.map((role) => role.key)).size).toBe(2);
    expect(draft.fields[draft.roles[1]?.key ?? ""]).toBeUndefined();
  });

  it("says what keeps it from being saved: name, PDF, roles, empty or repeated role names (in any case), a role without a signature field", () => {
    expect(templateProblems(emptyDraft()).map((problem) => problem.kind)).toEqual(["title", "documents", "roles"]);
    let draft = draftFromTemplate(makeTemplate());
    expect(templateProblems(draft)).toEqual([]);
    draft = renameRole(draft, draft.roles[1]?.key ?? "", "employee ");
    draft = addRole(draft, "Witness");
    draft = renameRole(draft, draft.roles[2]?.key ?? "", " ");
    expect(templateProblems(draft)).toEqual([{ kind: "role_name_taken", name: "employee" }, { kind: "role_name_empty" }]);
    draft = renameRole(draft, draft.roles[2]?.key ?? "", "Witness");
    expect(templateProblems(draft)).toEqual([{ kind: "role_name_taken", name: "employee" }, { kind: "role_without_field", name: "Witness" }]);
  });

  it("saves the roles in their order, each with its fields, without the fields of a removed document and without values", () => {
    let draft = draftFromTemplate(makeTemplate());
    draft = moveRole(draft, draft.roles[1]?.key ?? "", -1);
    const employee = draft.roles[1]?.key ?? "";
    draft = { ...draft, formFields: { ...draft.formFields, [employee]: [...(draft.formFields[employee] ?? []), { type: "text", name: "City", required: true, multiline: false, max_length: 200, ...field, value: "Bern" }] } };
    const body = templateBodyOf(draft);
    expect(body.roles.map((role) => role.name)).toEqual(["HR", "Employee"]);
    expect(body.roles[1]?.form_fields?.map((formField) => formField.name)).toEqual(["Start date", "Salary", "City"]);
    expect(body.roles[1]?.form_fields?.some((formField) => "value" in formField)).toBe(false);
    expect(body).toMatchObject({ title: "Employment contract", message: null, shared: false, documents: [DOCUMENT_ID], signing_order: "sequential" });
    const without = templateBodyOf(removeDocument(draft, DOCUMENT_ID));
    expect(without.documents).toEqual([]);
    expect(without.roles.every((role) => role.signature_fields?.length === 0 && role.form_fields?.length === 0)).toBe(true);
  });
});
