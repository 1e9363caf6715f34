import { createHmac } from "node:crypto";
import { hashToken } from "../../platform/auth/opaque-token.ts";
import { getPlatformSecret } from "../../platform/auth/platform-secrets.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { SignerRow } from "./repository.ts";

const SECRET_NAME = "invitation-links";

/** Loads the secret once at start-up, so that no transaction has to read it on the side. */
export async function prepareInvitationSecret(context: PlatformContext): Promise<void> {
  await getPlatformSecret(context.db, SECRET_NAME);
}

/**
 * A signer's invitation secret: HMAC-SHA256 of the signer id under an installation secret, so
 * a reminder carries the same link as the invitation without the link being stored anywhere;
 * the database keeps only its SHA-256 to find the signer by it.
 */
export async function invitationTokenOf(context: PlatformContext, signerId: string): Promise<string> {
  const secret = await getPlatformSecret(context.db, SECRET_NAME);
  return createHmac("sha256", secret).update(`invitation:${signerId}`).digest("base64url");
}

export async function invitationTokenHashOf(context: PlatformContext, signerId: string): Promise<string> {
  return hashToken(await invitationTokenOf(context, signerId));
}

/** Signers with an account open the request; others come through /sendto to sign up or log in and claim it. */
export async function signerLinkOf(context: PlatformContext, requestId: string, signer: SignerRow): Promise<string> {
  if (signer.user_id) return `${context.publicUrl}/view/${requestId}`;
  return `${context.publicUrl}/sendto/${await invitationTokenOf(context, signer.id)}`;
}

/**
 * A guest's direct link (spec §2 `/view/{id}/{userid}`): the request id and the signer's
 * invitation secret, which the web client sends back as Basic credentials.
 */
export async function guestLinkOf(context: PlatformContext, requestId: string, signerId: string): Promise<string> {
  return `${context.publicUrl}/view/${requestId}/${await invitationTokenOf(context, signerId)}`;
}

export function requestLinkOf(context: PlatformContext, requestId: string): string {
  return `${context.publicUrl}/view/${requestId}`;
}
