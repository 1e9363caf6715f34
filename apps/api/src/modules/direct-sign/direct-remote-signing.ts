import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { SigningServices } from "../../signing/signing-services.ts";
import type { Actor } from "../signature-requests/events.ts";
import { proceedRemoteSigning } from "../signing/remote-signing-proceed.ts";
import { guestLoader } from "./guest-access.ts";

/**
 * The guest twin of POST /v3/swisscom/proceed/{id}: the same service, with the guest as owner,
 * actor and loader. A remote qualified signing is only ever started by an account (a guest's
 * qualified signature comes from their identification), so every id answers 404 to a guest; a
 * process of an account is never a guest's.
 */
export async function proceedRemoteSigningAsGuest(
  context: PlatformContext,
  services: SigningServices,
  auth: DirectAuthContext,
  processId: string,
  otp: string,
  meta: Pick<Actor, "ip" | "userAgent">,
) {
  const load = guestLoader(auth);
  const loaded = await load(context.db, auth.requestId);
  const email = loaded.mySigner?.email ?? null;
  return proceedRemoteSigning(context, services, { owner: { signerId: auth.signerId }, actor: { userId: null, email, ...meta }, load }, processId, otp);
}
