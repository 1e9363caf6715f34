import { duplicateFieldNames, FORM_FIELD_LIMITS, formFieldValueProblem, type FormField, type FormFieldValueError, type FormFieldWithPrefill } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { assertValuesDrawable } from "./drawable-values.ts";
import { findRequestFormFields, replaceSignerFormFields, type NewSignerFormField } from "./repository.ts";

/**
 * A signer's form fields as the sender gives them (create, add signer, update signer), placed on
 * the request's pages already (the caller checks them as it checks signature fields): names
 * unique across the whole request, at most FORM_FIELD_LIMITS.perRequest on it, every prefill a
 * value that fits its field, and every prefill and option one the PDF's font can draw
 * (field_value_not_drawable: the signer could not change it). Stored in place of the signer's
 * fields before.
 */
export async function setSignerFormFields(
  executor: JobExecutor,
  target: { requestId: string; signerId: string; ownerId: string; now: Date },
  input: readonly FormFieldWithPrefill[],
): Promise<void> {
  const fields = input.map(splitPrefill);
  const others = (await findRequestFormFields(executor, target.requestId)).filter((row) => row.signer_id !== target.signerId);
  const taken = duplicateFieldNames([...others, ...fields.map((field) => field.definition)]);
  if (taken.length > 0) throw new AppError("form_field_name_taken", { names: taken });
  if (others.length + fields.length > FORM_FIELD_LIMITS.perRequest) throw new AppError("form_field_limit_reached", { max: FORM_FIELD_LIMITS.perRequest });
  const problems: FormFieldValueError[] = [];
  for (const { definition, prefill } of fields) {
    const problem = prefill === undefined ? null : formFieldValueProblem(definition, prefill);
    if (problem) problems.push({ field: definition.name, problem });
  }
  if (problems.length > 0) throw new AppError("form_field_values_invalid", { fields: problems });
  await assertValuesDrawable(fields.flatMap(({ definition, prefill }) => [[definition.name, prefill] as const, ...optionsOf(definition).map((option) => [definition.name, option] as const)]));
  await replaceSignerFormFields(executor, target, fields);
}

/** A radio group's or dropdown's options: the values a signer may choose, drawn as chosen. */
function optionsOf(field: FormField): readonly string[] {
  return field.type === "radio" || field.type === "dropdown" ? field.options : [];
}

function splitPrefill(field: FormFieldWithPrefill): NewSignerFormField {
  const { value, ...definition } = field;
  return { definition: definition as FormField, prefill: value };
}
