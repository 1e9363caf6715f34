import type { SignatureRequestView } from "@paraph/contracts";

type SignerView = SignatureRequestView["signers"][number];

/** Signers still taking part, in signing order: removed and replaced ones are history. */
export function activeSigners(request: SignatureRequestView): SignerView[] {
  return request.signers.filter((signer) => signer.status !== "removed" && signer.status !== "delegated").sort((a, b) => a.position - b.position);
}
