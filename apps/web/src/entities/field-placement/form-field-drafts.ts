import {
  duplicateFieldNames,
  formFieldValueProblem,
  formFieldWithPrefillSchema,
  type FormField,
  type FormFieldType,
  type FormFieldValue,
} from "@paraph/contracts";

/** A field as the composer edits it: its definition, and a value when the sender prefills it (the signer then cannot change it). */
export type FormFieldDraft = FormField & { value?: FormFieldValue };
/** Form fields by party (a request's signer, a template's role), by its id. */
export type FormFieldDrafts = Readonly<Record<string, readonly FormFieldDraft[]>>;

/** A new field's size in points: what its type needs to show a value. */
const SIZES: Record<FormFieldType, { width: number; height: number }> = {
  initials: { width: 60, height: 30 },
  name: { width: 180, height: 24 },
  email: { width: 180, height: 24 },
  date: { width: 110, height: 24 },
  text: { width: 180, height: 24 },
  number: { width: 100, height: 24 },
  checkbox: { width: 20, height: 20 },
  radio: { width: 160, height: 60 },
  dropdown: { width: 150, height: 24 },
};

export const formFieldSize = (type: FormFieldType) => SIZES[type];

export const sameFormFields = (a: readonly FormFieldDraft[], b: readonly FormFieldDraft[]) => JSON.stringify(a) === JSON.stringify(b);

/** `base 1`, `base 2`, …: the first that no field of the request or template has. */
export function uniqueFieldName(base: string, taken: ReadonlySet<string>): string {
  for (let number = 1; ; number += 1) {
    const name = `${base} ${number}`;
    if (!taken.has(name)) return name;
  }
}

export const allFieldNames = (drafts: FormFieldDrafts) => new Set(Object.values(drafts).flatMap((fields) => fields.map((field) => field.name)));

/** A new field of a type at a place, with the defaults the contract fills (required; text on one line of 200 characters). */
export function newFormField(type: FormFieldType, name: string, place: { document_id: string; page: number; x: number; y: number }, options: readonly string[]): FormFieldDraft {
  const base = { name, required: true, ...place, ...SIZES[type] };
  switch (type) {
    case "text":
      return { ...base, type, multiline: false, max_length: 200 };
    case "radio":
    case "dropdown":
      return { ...base, type, options: [...options] };
    default:
      return { ...base, type };
  }
}

export type FormFieldProblem = { kind: "duplicate" | "invalid"; name: string };

/** What keeps the fields from being saved: names used twice, and fields the contract refuses (settings or prefill). */
export function formFieldProblems(drafts: FormFieldDrafts): FormFieldProblem[] {
  const fields = Object.values(drafts).flat();
  const duplicates = duplicateFieldNames(fields).map((name) => ({ kind: "duplicate" as const, name }));
  const invalid = fields
    .filter((field) => !formFieldWithPrefillSchema.safeParse(field).success || (field.value !== undefined && prefillProblem(field) !== null))
    .map((field) => ({ kind: "invalid" as const, name: field.name }));
  return [...duplicates, ...invalid];
}

/** A prefill must be a value the field takes, and not empty. */
export function prefillProblem(field: FormFieldDraft) {
  return formFieldValueProblem({ ...field, required: true }, field.value);
}

/** The signer's fields as the request calls take them (`form_fields`). */
export const formFieldsInput = (fields: readonly FormFieldDraft[]) => fields.map((field) => ({ ...field }));

/** Form fields' keys on the pages: `form:{signerId}:{index}`, apart from the signature fields' `{signerId}:{index}`. */
export const formFieldKey = (signerId: string, index: number) => `form:${signerId}:${index}`;

export function parseFormFieldKey(key: string | null): { signerId: string; index: number } | null {
  const match = key ? /^form:(.+):(\d+)$/.exec(key) : null;
  return match ? { signerId: match[1] ?? "", index: Number(match[2]) } : null;
}
