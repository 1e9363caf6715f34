import { FORM_FIELD_VALUE_PROBLEMS, formFieldValueProblem, type FormFieldValue, type FormFieldValueProblem, type FormFieldValues, type SignatureRequestView } from "@paraph/contracts";
import { isApiError } from "../api/api-error.ts";

type SignerView = SignatureRequestView["signers"][number];
/** A field on a request as the signer view carries it: its definition, value, whether it is read-only and when it was filled. */
export type SignerFormField = SignerView["formFields"][number];
/** What the signer typed so far, by field name. */
export type FillValues = Readonly<Record<string, FormFieldValue>>;
export type FillProblems = Readonly<Record<string, FormFieldValueProblem>>;
/** What the server refused in a field: a problem the browser also checks, or a character the signed PDF's font cannot draw (422 field_value_not_drawable). */
export type ServerProblem = FormFieldValueProblem | { notDrawable: string };
export type ServerProblems = Readonly<Record<string, ServerProblem>>;

/** The signer's own fields that they fill now: those the sender did not prefill. */
export function fieldsToFill(signer: SignerView | null | undefined): SignerFormField[] {
  return signer ? signer.formFields.filter((field) => !field.readOnly) : [];
}

/** The signer who fills fields on this page now: the caller, while their signature is open. */
export function fillingSigner(request: SignatureRequestView): SignerView | undefined {
  return request.signers.find((signer) => signer.isMe && signer.status === "open" && request.status === "open");
}

/** Values to start from: what the server has (a prefill, or a value kept from an earlier visit). */
export function initialValues(fields: readonly SignerFormField[]): FillValues {
  return Object.fromEntries(fields.flatMap((field) => (field.value === null ? [] : [[field.name, field.value] as const])));
}

/** Each field's problem with its current value (the same check the server makes). */
export function fillProblems(fields: readonly SignerFormField[], values: FillValues): FillProblems {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const problem = formFieldValueProblem(field, values[field.name]);
      return problem ? [[field.name, problem] as const] : [];
    }),
  );
}

const isEmpty = (value: FormFieldValue | undefined) => value === undefined || value === "" || value === false;

/** The sign call's `formFieldValues`: the fields the signer fills, leaving out what is empty. */
export function valuesToSend(fields: readonly SignerFormField[], values: FillValues): FormFieldValues {
  return Object.fromEntries(fields.flatMap((field) => (field.readOnly || isEmpty(values[field.name]) ? [] : [[field.name, values[field.name] as FormFieldValue] as const])));
}

const isProblem = (value: unknown): value is FormFieldValueProblem => (FORM_FIELD_VALUE_PROBLEMS as readonly unknown[]).includes(value);

/**
 * The fields a refused signing names, with what was wrong in each: every field of a 400
 * form_field_values_invalid (`details.fields: [{ field, problem }]`), or the one field of a 422
 * field_value_not_drawable (`details: { field, character }`); null for any other failure.
 */
export function serverFieldProblems(error: unknown): ServerProblems | null {
  if (!isApiError(error)) return null;
  if (error.code === "field_value_not_drawable") {
    const { field, character } = error.details;
    return typeof field === "string" && typeof character === "string" ? { [field]: { notDrawable: character } } : {};
  }
  if (error.code !== "form_field_values_invalid") return null;
  const entries = Array.isArray(error.details.fields) ? (error.details.fields as unknown[]) : [];
  return Object.fromEntries(
    entries.flatMap((entry) => {
      if (typeof entry !== "object" || entry === null) return [];
      const { field, problem } = entry as { field?: unknown; problem?: unknown };
      return typeof field === "string" && isProblem(problem) ? [[field, problem] as const] : [];
    }),
  );
}
