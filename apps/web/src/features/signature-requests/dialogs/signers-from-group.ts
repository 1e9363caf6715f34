import { normalizeEmail, type SignatureRequestView, type SignerGroupParticipant, type SignerInput } from "@paraph/contracts";
import { activeSigners } from "../../../entities/signature-requests/active-signers.ts";

/**
 * The add-signer bodies for a group's people, in the group's order, leaving out whoever already
 * signs the request (compared as the API stores addresses) and names the group left blank.
 */
export function signersFromGroup(request: SignatureRequestView, members: readonly SignerGroupParticipant[]): Omit<SignerInput, "document_signatures">[] {
  const present = new Set(activeSigners(request).map((signer) => normalizeEmail(signer.email)));
  return members
    .filter((member) => !present.has(normalizeEmail(member.email)))
    .map((member) => ({
      account_email: member.email,
      ...(member.firstName ? { first_name: member.firstName } : {}),
      ...(member.lastName ? { last_name: member.lastName } : {}),
    }));
}
