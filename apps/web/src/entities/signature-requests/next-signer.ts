import type { SignatureRequestView } from "@paraph/contracts";

/**
 * In sequential order, the signer whose turn it is (the open one) or, in a draft, the first who
 * will be asked. Parallel requests and ended ones have no "next".
 */
export function nextSignerId(request: SignatureRequestView): string | null {
  if (request.signingOrder !== "sequential") return null;
  const ordered = [...request.signers].sort((a, b) => a.position - b.position);
  if (request.status === "open") return ordered.find((signer) => signer.status === "open")?.id ?? null;
  if (request.status === "draft") return ordered.find((signer) => signer.status === "pending")?.id ?? null;
  return null;
}
