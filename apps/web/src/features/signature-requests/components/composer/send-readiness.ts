import type { SignatureRequestView } from "@paraph/contracts";
import { signerName } from "../../../../entities/signature-requests/signer-name.ts";
import { activeSigners } from "../../../../entities/signature-requests/active-signers.ts";
import { type FieldDrafts } from "./save-plan.ts";

export type MissingForSend = { kind: "documents" | "signers" } | { kind: "field"; name: string };

/** What keeps a draft from being sent: a document, a signer, and a field for every signer. */
export function missingForSend(request: SignatureRequestView, drafts: FieldDrafts): Array<MissingForSend & { name?: string }> {
  const missing: Array<MissingForSend & { name?: string }> = [];
  if (request.documents.length === 0) missing.push({ kind: "documents" });
  const signers = activeSigners(request);
  if (signers.length === 0) missing.push({ kind: "signers" });
  for (const signer of signers) if ((drafts[signer.id] ?? signer.fields).length === 0) missing.push({ kind: "field", name: signerName(signer) });
  return missing;
}
