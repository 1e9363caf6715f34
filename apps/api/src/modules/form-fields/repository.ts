import type { FormField, FormFieldValue } from "@paraph/contracts";
import type { Insertable, Selectable } from "kysely";
import { inChunks } from "../../platform/db/insert-chunks.ts";
import type { SignerFormFieldsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type SignerFormFieldRow = Selectable<SignerFormFieldsTable>;

/** A field to store for a signer, with the sender's prefill when there is one. */
export interface NewSignerFormField {
  definition: FormField;
  prefill: FormFieldValue | undefined;
}

export function findRequestFormFields(executor: JobExecutor, requestId: string): Promise<SignerFormFieldRow[]> {
  return executor.selectFrom("signer_form_fields").selectAll().where("signature_request_id", "=", requestId).orderBy("signer_id").orderBy("position").execute();
}

export function findSignerFormFields(executor: JobExecutor, signerId: string): Promise<SignerFormFieldRow[]> {
  return executor.selectFrom("signer_form_fields").selectAll().where("signer_id", "=", signerId).orderBy("position").execute();
}

export type NewSignerFormFieldRow = Insertable<SignerFormFieldsTable> & { id: string };

/** The rows of a signer's fields, the sender's prefills filled in and read-only (nothing is written). */
export function signerFormFieldRowsOf(target: { requestId: string; signerId: string; ownerId: string; now: Date }, fields: readonly NewSignerFormField[]): NewSignerFormFieldRow[] {
  return fields.map(({ definition, prefill }, position) => {
    const prefilled = prefill !== undefined;
    return {
      id: crypto.randomUUID(),
      signature_request_id: target.requestId,
      signer_id: target.signerId,
      name: definition.name,
      position,
      definition: JSON.stringify(definition),
      value: prefilled ? JSON.stringify(prefill) : null,
      read_only: prefilled,
      filled_at: prefilled ? target.now : null,
      filled_by_role: prefilled ? ("owner" as const) : null,
      filled_by_user_id: prefilled ? target.ownerId : null,
      filled_by_signer_id: null,
      created_at: target.now,
    };
  });
}

export async function insertSignerFormFieldRows(executor: JobExecutor, rows: readonly NewSignerFormFieldRow[]): Promise<void> {
  await inChunks(rows, (chunk) => executor.insertInto("signer_form_fields").values(chunk).execute());
}

/** Replaces a signer's fields (they have not signed: nothing of theirs is filled yet). */
export async function replaceSignerFormFields(
  executor: JobExecutor,
  target: { requestId: string; signerId: string; ownerId: string; now: Date },
  fields: NewSignerFormField[],
): Promise<void> {
  await executor.deleteFrom("signer_form_fields").where("signer_id", "=", target.signerId).execute();
  await insertSignerFormFieldRows(executor, signerFormFieldRowsOf(target, fields));
}

/** The signer's own values, written with their signature (in its transaction). */
export async function storeSignerValues(
  executor: JobExecutor,
  filler: { signerId: string; userId: string | null; now: Date },
  values: ReadonlyMap<string, FormFieldValue>,
): Promise<void> {
  for (const [name, value] of values) {
    await executor
      .updateTable("signer_form_fields")
      .set({ value: JSON.stringify(value), filled_at: filler.now, filled_by_role: "signer", filled_by_user_id: filler.userId, filled_by_signer_id: filler.signerId })
      .where("signer_id", "=", filler.signerId)
      .where("name", "=", name)
      .where("read_only", "=", false)
      .execute();
  }
}

/** A delegated signature's fields go to the person it was delegated to. */
export async function moveSignerFormFields(executor: JobExecutor, fromSignerId: string, toSignerId: string): Promise<void> {
  await executor.updateTable("signer_form_fields").set({ signer_id: toSignerId }).where("signer_id", "=", fromSignerId).execute();
}

/** A removed signer's fields go (they never signed, so none holds a value of theirs); their names are free again. */
export async function deleteSignerFormFields(executor: JobExecutor, signerId: string): Promise<void> {
  await executor.deleteFrom("signer_form_fields").where("signer_id", "=", signerId).execute();
}

/** Fields placed on a document that leaves the request go with it. */
export async function deleteDocumentFormFields(executor: JobExecutor, requestId: string, documentId: string): Promise<void> {
  await executor
    .deleteFrom("signer_form_fields")
    .where("signature_request_id", "=", requestId)
    .where((eb) => eb(eb.ref("definition", "->>").key("document_id"), "=", documentId))
    .execute();
}
