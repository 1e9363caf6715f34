import type { SignatureField, SignatureRequestView } from "@paraph/contracts";
import { activeSigners } from "../../../../entities/signature-requests/active-signers.ts";
import { sameFormFields, type FormFieldDraft, type FormFieldDrafts } from "../../../../entities/field-placement/form-field-drafts.ts";
import type { FieldDrafts } from "../../../../entities/field-placement/placement-types.ts";

type SignerView = SignatureRequestView["signers"][number];

export type { FieldDrafts };

/** The fields of each signer as the server has them; the signer's own values are not the sender's to edit. */
export function formFieldDraftsFrom(request: SignatureRequestView): Record<string, FormFieldDraft[]> {
  return Object.fromEntries(
    activeSigners(request).map((signer) => [
      signer.id,
      signer.formFields.map(({ value, readOnly, filledAt: _filledAt, ...field }) => (readOnly && value !== null ? { ...field, value } : field) as FormFieldDraft),
    ]),
  );
}

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
