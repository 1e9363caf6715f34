import { formFieldValueProblem, type FormFieldValue, type FormFieldValueError, type FormFieldValues } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { assertValuesDrawable } from "./drawable-values.ts";
import { findRequestFormFields, findSignerFormFields, type SignerFormFieldRow } from "./repository.ts";

/** A signer's fields with the values their revision writes: the sender's prefills and the signer's own. */
export interface SignerFill {
  fields: SignerFormFieldRow[];
  /** Every value the revision writes, by field name (prefills included). */
  values: Map<string, FormFieldValue>;
  /** The values the signer gave (stored with their signature). */
  ownValues: Map<string, FormFieldValue>;
}

/**
 * Checks the values a signer sends with their signature against their own fields, before
 * anything is signed: a name that is not one of their fields is form_field_not_yours (another
 * signer's, or none at all), another value for a prefilled field form_field_read_only, and every
 * value that does not fit its field, or a required field left empty, form_field_values_invalid
 * with the problem of each field; then a value with a character the PDF's font cannot draw,
 * field_value_not_drawable (the first such field and character).
 */
export async function checkSignerValues(executor: JobExecutor, requestId: string, signerId: string, submitted: FormFieldValues | undefined): Promise<SignerFill> {
  const fields = (await findRequestFormFields(executor, requestId)).filter((row) => row.signer_id === signerId);
  const given = new Map(Object.entries(submitted ?? {}));
  const byName = new Map(fields.map((field) => [field.name, field]));
  const notYours = [...given.keys()].filter((name) => !byName.has(name));
  if (notYours.length > 0) throw new AppError("form_field_not_yours", { fields: notYours });
  const changedPrefills = fields.filter((field) => field.read_only && given.has(field.name) && given.get(field.name) !== field.value).map((field) => field.name);
  if (changedPrefills.length > 0) throw new AppError("form_field_read_only", { fields: changedPrefills });

  const problems: FormFieldValueError[] = [];
  const values = new Map<string, FormFieldValue>();
  const ownValues = new Map<string, FormFieldValue>();
  for (const field of fields) {
    if (field.read_only) {
      if (field.value !== null) values.set(field.name, field.value);
      continue;
    }
    const value = given.get(field.name);
    const problem = formFieldValueProblem(field.definition, value);
    if (problem) problems.push({ field: field.name, problem });
    else if (value !== undefined && value !== "") {
      values.set(field.name, value);
      ownValues.set(field.name, value);
    }
  }
  if (problems.length > 0) throw new AppError("form_field_values_invalid", { fields: problems });
  await assertValuesDrawable(ownValues);
  return { fields, values, ownValues };
}

/**
 * The signer's fields are still those their values were checked against and drawn for: read in
 * the recording transaction, under the request's lock, so a sender who changed them meanwhile
 * (PUT …/signatures/{sigId}) makes the act answer signing_conflict rather than store values the
 * revision does not show.
 */
export async function isFillCurrent(executor: JobExecutor, signerId: string, fill: SignerFill): Promise<boolean> {
  const rows = await findSignerFormFields(executor, signerId);
  const key = (row: SignerFormFieldRow) => JSON.stringify([row.id, row.definition, row.read_only, row.read_only ? row.value : null]);
  return rows.length === fill.fields.length && rows.every((row, index) => key(row) === key(fill.fields[index] as SignerFormFieldRow));
}
