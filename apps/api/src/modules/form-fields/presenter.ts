import type { FormFieldView } from "@paraph/contracts";
import type { SignerFormFieldRow } from "./repository.ts";

/**
 * Who sees a value (docs/form-fields.md, "Who sees which values"): the request's owner every
 * value; a signer their own fields' values (the sender's prefill and what they filled); anyone
 * else on the request (other signers, observers, guests) a signer's values only once that signer
 * signed. Where and what the fields are shows to all who see the request.
 */
export interface FormFieldViewer {
  isOwner: boolean;
  /** The viewer's own signer entry, if any. */
  mySignerId: string | undefined;
}

export function presentSignerFormFields(rows: readonly SignerFormFieldRow[], signer: { id: string; status: string }, viewer: FormFieldViewer): FormFieldView[] {
  const showsValues = viewer.isOwner || viewer.mySignerId === signer.id || signer.status === "signed";
  return rows
    .filter((row) => row.signer_id === signer.id)
    .map((row) => ({
      ...row.definition,
      value: showsValues ? row.value : null,
      // Filled by the sender (prefill) or by the signer when they signed: nobody changes it any more.
      readOnly: row.read_only || row.filled_by_role === "signer",
      filledAt: showsValues ? (row.filled_at?.toISOString() ?? null) : null,
    }));
}
