import type { SignatureField, SignatureRequestView } from "@paraph/contracts";
import { activeSigners } from "../../../../shared/request-view/active-signers.ts";
import { formFieldDraftsFrom, sameFormFields, type FormFieldDraft, type FormFieldDrafts } from "./form-fields/form-field-drafts.ts";

type SignerView = SignatureRequestView["signers"][number];


export type FieldDrafts = Readonly<Record<string, readonly SignatureField[]>>;

export const sameFields = (a: readonly SignatureField[], b: readonly SignatureField[]) => JSON.stringify(a) === JSON.stringify(b);

export function fieldDraftsFrom(request: SignatureRequestView): Record<string, SignatureField[]> {
  return Object.fromEntries(activeSigners(request).map((signer) => [signer.id, signer.fields]));
}

/**
 * The signers whose fields changed, each updated in place (PUT …/signatures/{sigId}): order and
 * identity stay. `formFields` is null when that signer's form fields did not change (the call
 * then leaves them as they are).
 */
export function planFieldSave(
  request: SignatureRequestView,
  drafts: FieldDrafts,
  formDrafts: FormFieldDrafts = {},
): Array<{ signer: SignerView; fields: readonly SignatureField[]; formFields: readonly FormFieldDraft[] | null }> {
  const saved = formFieldDraftsFrom(request);
  return activeSigners(request).flatMap((signer) => {
    const fields = drafts[signer.id] ?? signer.fields;
    const formFields = formDrafts[signer.id] ?? saved[signer.id] ?? [];
    const formChanged = !sameFormFields(formFields, saved[signer.id] ?? []);
    if (sameFields(fields, signer.fields) && !formChanged) return [];
    return [{ signer, fields, formFields: formChanged ? formFields : null }];
  });
}
