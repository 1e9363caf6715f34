import { duplicateFieldNames, FORM_FIELD_LIMITS, formFieldValueProblem, type FormField, type FormFieldValueError, type FormFieldWithPrefill } from "@paraph/contracts";
import type { PageInfo } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { assertFieldsOnPages, findDocumentPages } from "../signature-requests/validation.ts";
import { findRequestFormFields, replaceSignerFormFields, type NewSignerFormField } from "./repository.ts";

/**
 * A signer's form fields as the sender gives them, checked (nothing is read or written): each
 * on a page of a document of the request (the signature fields' check), names unique across
 * the whole request (`others`: the other signers' fields), at most FORM_FIELD_LIMITS.perRequest
 * on it, every prefill a value that fits its field.
 */
export function checkedSignerFormFields(
  input: readonly FormFieldWithPrefill[],
  request: { documentIds: readonly string[]; pages: ReadonlyMap<string, readonly PageInfo[]>; others: readonly { name: string }[] },
): NewSignerFormField[] {
  const fields = input.map(splitPrefill);
  assertFieldsOnPages(
    fields.map((field) => field.definition),
    request.documentIds,
    request.pages,
  );
  const taken = duplicateFieldNames([...request.others, ...fields.map((field) => field.definition)]);
  if (taken.length > 0) throw new AppError("form_field_name_taken", { names: taken });
  if (request.others.length + fields.length > FORM_FIELD_LIMITS.perRequest) throw new AppError("form_field_limit_reached", { max: FORM_FIELD_LIMITS.perRequest });
  const problems: FormFieldValueError[] = [];
  for (const { definition, prefill } of fields) {
    const problem = prefill === undefined ? null : formFieldValueProblem(definition, prefill);
    if (problem) problems.push({ field: definition.name, problem });
  }
  if (problems.length > 0) throw new AppError("form_field_values_invalid", { fields: problems });
  return fields;
}

/**
 * A signer's form fields as the sender gives them (update signer; a new signer's come with it,
 * signature-requests/new-signer.ts): checked by checkedSignerFormFields against the request as
 * stored, then stored in place of the signer's fields before.
 */
export async function setSignerFormFields(
  executor: JobExecutor,
  target: { requestId: string; signerId: string; ownerId: string; documentIds: readonly string[]; now: Date },
  input: readonly FormFieldWithPrefill[],
): Promise<void> {
  const named = input.map((field) => field.document_id).filter((documentId) => target.documentIds.includes(documentId));
  const others = (await findRequestFormFields(executor, target.requestId)).filter((row) => row.signer_id !== target.signerId);
  const fields = checkedSignerFormFields(input, { documentIds: target.documentIds, pages: await findDocumentPages(executor, named), others });
  await replaceSignerFormFields(executor, target, fields);
}

function splitPrefill(field: FormFieldWithPrefill): NewSignerFormField {
  const { value, ...definition } = field;
  return { definition: definition as FormField, prefill: value };
}
