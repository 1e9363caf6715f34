import type { Identification } from "@paraph/contracts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { cancelIdentificationOf, getCoverageOf, getIdentificationByIdOf, getIdentificationOf, getIdentificationPaymentOf, type IdentificationRow, type IdentifyingPerson, startIdentificationOf } from "../identification/index.ts";
import type { SignerRow } from "../signature-requests/index.ts";
import { guestLoader } from "./guest-access.ts";
import { liveSignerOf } from "./service.ts";

type Target = { provider: IdentificationRow["provider"]; method: IdentificationRow["method"] };

/**
 * A guest identifies as their signer entry (they have no account): the identification is kept
 * with it and, once successful, lets them sign the link's request with the quality it grants.
 * Only the link's request may be named, its sender's plan may pay (payForInvitations), and a
 * guest cannot pay themselves. Everything else is the account's identification service.
 */
function guestPerson(context: PlatformContext, auth: DirectAuthContext, signer: SignerRow): IdentifyingPerson {
  return {
    owner: { signerId: signer.id },
    language: signer.lang ?? "en-gb",
    defaultReturnPath: (legislation) => `/direct-sign/identification/${legislation}`,
    loadRequestOwner: async (requestId) => (await guestLoader(auth)(context.db, requestId)).request.owner_id,
    canPay: false,
  };
}

export async function startGuestIdentification(context: PlatformContext, auth: DirectAuthContext, target: Target, body: { signatureRequestId?: string | undefined; returnPath?: string | undefined }): Promise<Identification> {
  const signer = await liveSignerOf(context, auth);
  // The link's request is the one the guest identifies for: its sender may pay.
  return startIdentificationOf(context, guestPerson(context, auth, signer), target, { ...body, signatureRequestId: body.signatureRequestId ?? auth.requestId });
}

export async function getGuestIdentification(context: PlatformContext, auth: DirectAuthContext, target: Target): Promise<Identification> {
  const signer = await liveSignerOf(context, auth);
  return getIdentificationOf(context, { signerId: signer.id }, target);
}

export async function getGuestIdentificationById(context: PlatformContext, auth: DirectAuthContext, id: string): Promise<Identification> {
  const signer = await liveSignerOf(context, auth);
  return getIdentificationByIdOf(context, { signerId: signer.id }, id);
}

/** The guest confirms with the address their invitation went to. */
export async function cancelGuestIdentification(context: PlatformContext, auth: DirectAuthContext, target: Target, email: string): Promise<void> {
  const signer = await liveSignerOf(context, auth);
  await cancelIdentificationOf(context, { signerId: signer.id }, signer.email, target, email);
}

export async function getGuestIdentificationPayment(context: PlatformContext, auth: DirectAuthContext, identificationId: string) {
  const signer = await liveSignerOf(context, auth);
  return getIdentificationPaymentOf(context, { signerId: signer.id }, identificationId);
}

export async function getGuestCoverage(context: PlatformContext, auth: DirectAuthContext, query: { legislation: "eidas" | "zertes"; signatureRequestId?: string | undefined }) {
  const signer = await liveSignerOf(context, auth);
  return getCoverageOf(context, guestPerson(context, auth, signer), { ...query, signatureRequestId: query.signatureRequestId ?? auth.requestId });
}
