import { duplicateFieldNames, FORM_FIELD_LIMITS, formFieldValueProblem, type FormField, type FormFieldValues, type TemplatePerson } from "@paraph/contracts";
import type { PageInfo, StoredTemplateRole } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";

interface Placement {
  document_id: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The template's roles fit together and on its documents: role names differ (in any case), form
 * field names are unique across roles, and every field sits inside a page of a template document.
 */
export function assertTemplateShape(roles: readonly StoredTemplateRole[], pagesByDocument: ReadonlyMap<string, readonly PageInfo[]>): void {
  const seenRoles = new Set<string>();
  roles.forEach((role, index) => {
    const key = role.name.toLowerCase();
    if (seenRoles.has(key)) throw new AppError("validation_failed", { fields: [{ field: `roles.${index}.name`, message: "Role names must differ" }] });
    seenRoles.add(key);
  });
  const formFields = roles.flatMap((role) => role.form_fields);
  const duplicates = duplicateFieldNames(formFields);
  if (duplicates.length > 0) throw new AppError("validation_failed", { fields: [{ field: "roles.form_fields", message: `Field names must be unique: ${duplicates.join(", ")}` }] });
  if (formFields.length > FORM_FIELD_LIMITS.perRequest) {
    throw new AppError("validation_failed", { fields: [{ field: "roles.form_fields", message: `At most ${FORM_FIELD_LIMITS.perRequest} form fields` }] });
  }
  for (const field of [...roles.flatMap((role) => role.signature_fields), ...formFields]) assertOnPage(field, pagesByDocument);
}

function assertOnPage(field: Placement, pagesByDocument: ReadonlyMap<string, readonly PageInfo[]>): void {
  const pages = pagesByDocument.get(field.document_id);
  if (!pages) throw new AppError("field_invalid", { documentId: field.document_id, reason: "The document is not part of the template" });
  const page = pages[field.page - 1];
  if (!page) throw new AppError("field_invalid", { documentId: field.document_id, page: field.page, reason: "No such page" });
  if (field.x + field.width > page.width + 0.5 || field.y + field.height > page.height + 0.5) {
    throw new AppError("field_invalid", { documentId: field.document_id, page: field.page, reason: "The field reaches past the page" });
  }
}

/** Everyone named fills a role of the template, and every role has someone; `except` roles are filled otherwise (a direct link's visitor). */
export function assertPeopleFitRoles(roles: readonly StoredTemplateRole[], people: Readonly<Record<string, TemplatePerson>>, except: readonly string[] = []): void {
  const names = new Set(roles.map((role) => role.name));
  const unknown = [...Object.keys(people), ...except].filter((name) => !names.has(name));
  if (unknown.length > 0) throw new AppError("template_role_unknown", { roles: unknown, known: [...names] });
  const given = new Set([...Object.keys(people), ...except]);
  const missing = roles.map((role) => role.name).filter((name) => !given.has(name));
  if (missing.length > 0) throw new AppError("template_role_missing", { roles: missing });
  const twice = except.filter((name) => name in people);
  if (twice.length > 0) throw new AppError("validation_failed", { fields: twice.map((name) => ({ field: `roles.${name}`, message: "The open role is filled by whoever opens the link" })) });
}

/** Prefilled values name form fields of the template and fit them (the same check the signer's values pass). */
export function assertPrefillFits(roles: readonly StoredTemplateRole[], prefill: FormFieldValues): void {
  const fields = new Map<string, FormField>(roles.flatMap((role) => role.form_fields.map((field) => [field.name, field] as const)));
  const unknown = Object.keys(prefill).filter((name) => !fields.has(name));
  if (unknown.length > 0) throw new AppError("template_field_unknown", { fields: unknown });
  const problems = Object.entries(prefill).flatMap(([name, value]) => {
    const problem = formFieldValueProblem(fields.get(name) as FormField, value);
    return problem ? [{ name, problem }] : [];
  });
  if (problems.length > 0) throw new AppError("template_prefill_invalid", { fields: problems });
}
