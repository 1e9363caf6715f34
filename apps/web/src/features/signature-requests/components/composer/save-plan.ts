import type { SignatureField, SignatureRequestView } from "@paraph/contracts";

type SignerView = SignatureRequestView["signers"][number];

/** Signers still taking part, in signing order: removed and replaced ones are history. */
export function activeSigners(request: SignatureRequestView): SignerView[] {
  return request.signers.filter((signer) => signer.status !== "removed" && signer.status !== "delegated").sort((a, b) => a.position - b.position);
}

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
