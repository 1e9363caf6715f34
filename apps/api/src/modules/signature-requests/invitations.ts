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

/** What signers' links are made of: the installation's address and the links' secret. */
export interface InvitationKeys {
  publicUrl: string;
  secret: Buffer;
}

export async function invitationKeysOf(context: PlatformContext): Promise<InvitationKeys> {
  return { publicUrl: context.publicUrl, secret: await getPlatformSecret(context.db, SECRET_NAME) };
}

/**
 * A signer's invitation secret: HMAC-SHA256 of the signer id under an installation secret, so
 * a reminder carries the same link as the invitation without the link being stored anywhere;
 * the database keeps only its SHA-256 to find the signer by it.
 */
export function invitationTokenWith(keys: InvitationKeys, signerId: string): string {
  return createHmac("sha256", keys.secret).update(`invitation:${signerId}`).digest("base64url");
}

export async function invitationTokenOf(context: PlatformContext, signerId: string): Promise<string> {
  return invitationTokenWith(await invitationKeysOf(context), signerId);
}

export function invitationTokenHashWith(keys: InvitationKeys, signerId: string): string {
  return hashToken(invitationTokenWith(keys, signerId));
}

/** Signers with an account open the request; others come through /sendto to sign up or log in and claim it. */
export function signerLinkWith(keys: InvitationKeys, requestId: string, signer: Pick<SignerRow, "id" | "user_id">): string {
  if (signer.user_id) return `${keys.publicUrl}/view/${requestId}`;
  return `${keys.publicUrl}/sendto/${invitationTokenWith(keys, signer.id)}`;
}

export async function signerLinkOf(context: PlatformContext, requestId: string, signer: SignerRow): Promise<string> {
  return signerLinkWith(await invitationKeysOf(context), requestId, signer);
}

/**
 * A guest's direct link (spec §2 `/view/{id}/{userid}`): the request id and the signer's
 * invitation secret, which the web client sends back as Basic credentials.
 */
export function guestLinkWith(keys: InvitationKeys, requestId: string, signerId: string): string {
  return `${keys.publicUrl}/view/${requestId}/${invitationTokenWith(keys, signerId)}`;
}

export async function guestLinkOf(context: PlatformContext, requestId: string, signerId: string): Promise<string> {
  return guestLinkWith(await invitationKeysOf(context), requestId, signerId);
}

export function requestLinkOf(context: PlatformContext, requestId: string): string {
  return `${context.publicUrl}/view/${requestId}`;
}
