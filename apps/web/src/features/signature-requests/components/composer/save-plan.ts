import type { SignatureField, SignatureRequestView } from "@paraph/contracts";
import { activeSigners } from "../../../../shared/request-view/active-signers.ts";

type SignerView = SignatureRequestView["signers"][number];


export type FieldDrafts = Readonly<Record<string, readonly SignatureField[]>>;

export const sameFields = (a: readonly SignatureField[], b: readonly SignatureField[]) => JSON.stringify(a) === JSON.stringify(b);

export function fieldDraftsFrom(request: SignatureRequestView): Record<string, SignatureField[]> {
  return Object.fromEntries(activeSigners(request).map((signer) => [signer.id, signer.fields]));
}

/** The signers whose fields changed, each updated in place (PUT …/signatures/{sigId}): order and identity stay. */
export function planFieldSave(request: SignatureRequestView, drafts: FieldDrafts): Array<{ signer: SignerView; fields: readonly SignatureField[] }> {
  return activeSigners(request)
    .filter((signer) => !sameFields(drafts[signer.id] ?? signer.fields, signer.fields))
    .map((signer) => ({ signer, fields: drafts[signer.id] ?? signer.fields }));
}
