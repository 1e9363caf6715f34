import type { Legislation, Quality, SignatureField, TemplateBodyInput, TemplateView } from "@paraph/contracts";
import { formFieldProblems, type FormFieldDraft, type FormFieldDrafts } from "../../../entities/field-placement/form-field-drafts.ts";
import type { FieldDrafts, PlacementDocument } from "../../../entities/field-placement/placement-types.ts";

/** A role while it is edited: `key` stays while its name changes, so its fields stay with it. */
export interface RoleDraft {
  key: string;
  name: string;
}

/** Everything the editor changes before it is saved with one POST or PUT. */
export interface TemplateDraft {
  title: string;
  message: string;
  signingOrder: "sequential" | "parallel";
  quality: Quality;
  legislation: Legislation | null;
  shared: boolean;
  documents: readonly PlacementDocument[];
  /** In signing order. */
  roles: readonly RoleDraft[];
  /** Signature fields and form fields by role key. */
  fields: FieldDrafts;
  formFields: FormFieldDrafts;
  /** The number the next new role's key takes. */
  nextRoleNumber: number;
}

export function emptyDraft(): TemplateDraft {
  return { title: "", message: "", signingOrder: "sequential", quality: "ses", legislation: null, shared: false, documents: [], roles: [], fields: {}, formFields: {}, nextRoleNumber: 1 };
}

/** The saved template as the editor starts from it. */
export function draftFromTemplate(template: TemplateView): TemplateDraft {
  const roles = template.roles.map((role, index) => ({ key: `role-${index + 1}`, name: role.name }));
  return {
    title: template.title,
    message: template.message ?? "",
    signingOrder: template.signingOrder,
    quality: template.quality,
    legislation: template.legislation,
    shared: template.businessId !== null,
    documents: template.documents.map((document) => ({ ...document, templateId: template.id })),
    roles,
    fields: Object.fromEntries(template.roles.map((role, index) => [roles[index]?.key ?? "", role.signatureFields])),
    formFields: Object.fromEntries(template.roles.map((role, index) => [roles[index]?.key ?? "", role.formFields])),
    nextRoleNumber: roles.length + 1,
  };
}

export function addRole(draft: TemplateDraft, name: string): TemplateDraft {
  const key = `role-${draft.nextRoleNumber}`;
  return { ...draft, roles: [...draft.roles, { key, name: name.trim() }], nextRoleNumber: draft.nextRoleNumber + 1 };
}

export function renameRole(draft: TemplateDraft, key: string, name: string): TemplateDraft {
  return { ...draft, roles: draft.roles.map((role) => (role.key === key ? { ...role, name } : role)) };
}

/** The role goes with the fields placed for it. */
export function removeRole(draft: TemplateDraft, key: string): TemplateDraft {
  const { [key]: _fields, ...fields } = draft.fields;
  const { [key]: _formFields, ...formFields } = draft.formFields;
  return { ...draft, roles: draft.roles.filter((role) => role.key !== key), fields, formFields };
}

/** One place earlier (-1) or later (+1) in the signing order; nothing past either end. */
export function moveRole(draft: TemplateDraft, key: string, step: -1 | 1): TemplateDraft {
  const from = draft.roles.findIndex((role) => role.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= draft.roles.length) return draft;
  const roles = [...draft.roles];
  const [moved] = roles.splice(from, 1);
  if (moved) roles.splice(to, 0, moved);
  return { ...draft, roles };
}

/** A document taken out takes the fields placed on it along. */
export function removeDocument(draft: TemplateDraft, documentId: string): TemplateDraft {
  const keep = <F extends { document_id: string }>(byRole: Readonly<Record<string, readonly F[]>>) =>
    Object.fromEntries(Object.entries(byRole).map(([key, fields]) => [key, fields.filter((field) => field.document_id !== documentId)]));
  return { ...draft, documents: draft.documents.filter((document) => document.id !== documentId), fields: keep(draft.fields), formFields: keep(draft.formFields) };
}

/** Role names compare in any case, as the server does. */
const normalRoleName = (name: string) => name.trim().toLocaleLowerCase();

export type TemplateProblem =
  | { kind: "title" | "documents" | "roles" | "role_name_empty" }
  | { kind: "role_name_taken" | "role_without_field"; name: string }
  | { kind: "form_field_duplicate" | "form_field_invalid"; name: string };

/** What keeps the template from being saved, in the order the page shows it. */
export function templateProblems(draft: TemplateDraft): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (draft.title.trim() === "") problems.push({ kind: "title" });
  if (draft.documents.length === 0) problems.push({ kind: "documents" });
  if (draft.roles.length === 0) problems.push({ kind: "roles" });
  const seen = new Set<string>();
  for (const role of draft.roles) {
    const name = normalRoleName(role.name);
    if (name === "") problems.push({ kind: "role_name_empty" });
    else if (seen.has(name)) problems.push({ kind: "role_name_taken", name: role.name.trim() });
    seen.add(name);
    if (name !== "" && (draft.fields[role.key] ?? []).length === 0) problems.push({ kind: "role_without_field", name: role.name.trim() });
  }
  for (const problem of formFieldProblems(draft.formFields)) problems.push({ kind: problem.kind === "duplicate" ? "form_field_duplicate" : "form_field_invalid", name: problem.name });
  return problems;
}

/** The POST or PUT body: the roles in their order, each with its fields on documents still there. */
export function templateBodyOf(draft: TemplateDraft): TemplateBodyInput {
  const documentIds = new Set(draft.documents.map((document) => document.id));
  const onDocument = <F extends { document_id: string }>(fields: readonly F[] | undefined) => (fields ?? []).filter((field) => documentIds.has(field.document_id));
  const message = draft.message.trim();
  return {
    title: draft.title.trim(),
    message: message === "" ? null : message,
    signing_order: draft.signingOrder,
    quality: draft.quality,
    legislation: draft.legislation,
    shared: draft.shared,
    documents: draft.documents.map((document) => document.id),
    roles: draft.roles.map((role) => ({
      name: role.name.trim(),
      signature_fields: onDocument<SignatureField>(draft.fields[role.key]).map((field) => ({ ...field })),
      // A template's fields carry no value: whoever uses it fills them in.
      form_fields: onDocument<FormFieldDraft>(draft.formFields[role.key]).map(({ value: _value, ...field }) => field),
    })),
  };
}
