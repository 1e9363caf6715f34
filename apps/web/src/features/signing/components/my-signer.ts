import type { SignatureRequestView } from "@paraph/contracts";

type SignerView = SignatureRequestView["signers"][number];

/**
 * The visitor's own signer entry: the one still to sign (open, or pending in sequential order),
 * otherwise the last one they had (signed, declined, delegated). Removed entries do not count.
 */
export function findMySigner(request: Pick<SignatureRequestView, "signers">): SignerView | null {
  const mine = request.signers.filter((signer) => signer.isMe && signer.status !== "removed");
  return mine.find((signer) => signer.status === "open" || signer.status === "pending") ?? mine.at(-1) ?? null;
}

/** The level a request's quality belongs to, for its wording and colour (aesMinimal is advanced). */
export function qualityLevel(quality: string): "ses" | "aes" | "qes" {
  if (quality === "aes" || quality === "aesMinimal") return "aes";
  return quality === "qes" ? "qes" : "ses";
}
