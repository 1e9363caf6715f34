import type { Identification } from "@paraph/contracts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { cancelIdentificationOf, getIdentificationOf, getIdentificationPaymentOf, startIdentificationOf } from "../identification/service.ts";
import type { IdentificationRow } from "../identification/repository.ts";
import { guestLoader } from "./guest-access.ts";
import { liveSignerOf } from "./service.ts";

type Target = { provider: IdentificationRow["provider"]; method: IdentificationRow["method"] };

/**
 * A guest identifies as their signer entry (they have no account): the identification is kept
 * with it and, once successful, lets them sign the link's request with the quality it grants.
 * Everything else is the account's identification service.
 */
export async function startGuestIdentification(context: PlatformContext, auth: DirectAuthContext, target: Target, signatureRequestId: string | undefined): Promise<Identification> {
  const signer = await liveSignerOf(context, auth);
  return startIdentificationOf(context, { signerId: signer.id }, target, signatureRequestId, async (requestId) => {
    await guestLoader(auth)(context.db, requestId);
  });
}

export async function getGuestIdentification(context: PlatformContext, auth: DirectAuthContext, target: Target): Promise<Identification> {
  const signer = await liveSignerOf(context, auth);
  return getIdentificationOf(context, { signerId: signer.id }, target);
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
