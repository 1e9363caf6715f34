import { AppError } from "../../platform/errors/app-error.ts";
import type { SignerRow } from "../signature-requests/index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signer a link is for, named by signer id or by the address they were added with (the
 * active entry when an address was added again after a removal). A removed entry is not on the
 * request any more; one who signed, declined or delegated has nothing left to sign here.
 */
export function chooseLinkSigner(signers: readonly SignerRow[], named: string): SignerRow {
  const matches = signers.filter((signer) => signer.status !== "removed" && (UUID.test(named) ? signer.id === named.toLowerCase() : signer.email.toLowerCase() === named.toLowerCase()));
  const signer = matches.find((entry) => entry.status === "open" || entry.status === "pending") ?? matches.at(-1);
  if (!signer) throw new AppError("embedded_signer_unknown", { signer: named });
  if (signer.status !== "open" && signer.status !== "pending") throw new AppError("signer_not_active", { signerStatus: signer.status });
  return signer;
}
