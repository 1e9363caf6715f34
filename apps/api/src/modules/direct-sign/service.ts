import { buildPath, getDirectBusinessLogo, type DirectUser } from "@paraph/contracts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { type Actor, buildZip, declineRequestAs, findRequestById, findRequestDocumentIds, getEventsAs, lockStatusOf, noteSignerViewed, presentRequest, type SignerRow, updateSignerRow } from "../signature-requests/index.ts";
import { assertTermsOfUseAccepted, signingQualityOf, signRequestsAs } from "../signing/index.ts";
import { getSigningProgress } from "../signing-progress/index.ts";
import { defaultValuesFor, presentGeneratedVisualSignature } from "../visual-signatures/index.ts";
import { visualSignaturePermissionsOf } from "../users/index.ts";
import { findLinkHolder, guestLoader, guestViewerOf, isGuestLinkLive } from "./guest-access.ts";
import { consumeGuestTan } from "./guest-tan.ts";
import { checkSignerValues } from "../form-fields/index.ts";
import { senderBusinessIdOf } from "./sender-branding.ts";
import { getBusinessLogo, getBusinessPublicInformation } from "../businesses/index.ts";
import { guestHoldsQuality } from "../identification/index.ts";

type ActorMeta = Pick<Actor, "ip" | "userAgent">;

export async function getDirectRequest(context: PlatformContext, auth: DirectAuthContext, requestId: string) {
  const loaded = await guestLoader(auth)(context.db, requestId);
  await noteSignerViewed(context, loaded);
  return presentRequest(context.db, loaded);
}

export async function getDirectEvents(context: PlatformContext, auth: DirectAuthContext, requestId: string) {
  return getEventsAs(context, guestLoader(auth), requestId);
}

export async function getDirectLockStatus(context: PlatformContext, auth: DirectAuthContext, requestId: string) {
  return lockStatusOf(context, (await guestLoader(auth)(context.db, requestId)).request);
}

/** The guest's signing overlay polls where a signing act of their request stands (modules/signing-progress). */
export async function getDirectSigningProgress(context: PlatformContext, auth: DirectAuthContext, requestId: string, signerId: string) {
  return getSigningProgress(context, guestLoader(auth), requestId, signerId);
}

export async function declineAsGuest(context: PlatformContext, auth: DirectAuthContext, requestId: string, message: string | undefined, meta: ActorMeta) {
  const signer = await liveSignerOf(context, auth);
  return declineRequestAs(context, { userId: null, email: signer.email, ...meta }, guestLoader(auth), requestId, message);
}

/**
 * The guest signs the link's request only (any other id does not exist for them), with the simple
 * quality, or the qualified one once a demo identification of theirs succeeded under the request's
 * legislation (a guest has no confirmed mobile, so never the advanced one). What confirms the
 * signature is used up: the checked e-mail code, or the mobile app's approval (modules/mab).
 */
export async function signAsGuest(
  context: PlatformContext,
  services: SigningServices,
  auth: DirectAuthContext,
  input: Parameters<typeof signRequestsAs>[3],
  meta: ActorMeta,
  confirmSignature: (signerId: string) => Promise<void> = (signerId) => consumeGuestTan(context, signerId),
) {
  const signer = await liveSignerOf(context, auth);
  const load = guestLoader(auth);
  const principal = {
    actor: { userId: null, email: signer.email, ...meta },
    load,
    confirmCredential: async () => {
      // Refused before the confirmation is used up: the request exists for the guest, its terms are accepted, the form field values fit.
      for (const item of input.signatureRequests) {
        const loaded = await load(context.db, item.signatureRequestId);
        assertTermsOfUseAccepted(loaded.request, item);
        if (loaded.mySigner && loaded.mySigner.status !== "signed") await checkSignerValues(context.db, loaded.request.id, loaded.mySigner.id, item.formFieldValues);
      }
      const quality = await guestQualityOf(context, auth, signer);
      if (signer.status === "signed") return { quality };
      await confirmSignature(auth.signerId);
      return { quality };
    },
  };
  return { signatureRequests: await signRequestsAs(context, services, principal, input) };
}

/** The quality the guest signs the link's request with, or quality_not_available. */
export async function guestQualityOf(context: PlatformContext, auth: DirectAuthContext, signer: SignerRow) {
  const request = await findRequestById(context.db, auth.requestId);
  const quality = signingQualityOf({ quality: request?.quality ?? "ses", legislation: request?.legislation ?? null });
  if (quality.quality === "ses" || (await guestHoldsQuality(context.db, signer.id, quality))) return quality;
  throw new AppError("quality_not_available", {
    quality: quality.quality,
    legislation: quality.legislation,
    reason: quality.quality === "qes" ? "Identify yourself first" : "Guests sign with the simple quality; sign up for more",
  });
}

export function presentDirectUser(signer: SignerRow, senderBusinessId: string | null): DirectUser {
  const viewer = guestViewerOf(signer);
  return {
    senderBusinessId,
    email: signer.email,
    firstName: signer.first_name,
    lastName: signer.last_name,
    lang: viewer.lang as DirectUser["lang"],
    signatureRequestId: signer.signature_request_id,
    signerId: signer.id,
  };
}

export async function getDirectUser(context: PlatformContext, auth: DirectAuthContext): Promise<DirectUser> {
  const loaded = await guestLoader(auth)(context.db, auth.requestId);
  return presentDirectUser(loaded.mySigner as SignerRow, await senderBusinessIdOf(context.db, loaded.request.owner_id));
}

/** Only the sender's business exists for a guest: any other answers 404. */
async function assertSenderBusiness(context: PlatformContext, auth: DirectAuthContext, businessId: string): Promise<void> {
  const loaded = await guestLoader(auth)(context.db, auth.requestId);
  if ((await senderBusinessIdOf(context.db, loaded.request.owner_id)) !== businessId) throw new AppError("not_found");
}

/** The sender's business branding; its logo at the guest's own route (the account route needs a session). */
export async function getSenderBusinessInformation(context: PlatformContext, auth: DirectAuthContext, businessId: string) {
  await assertSenderBusiness(context, auth, businessId);
  const information = await getBusinessPublicInformation(context, businessId);
  if (!information.logo) return information;
  const url = new URL(information.logo.url);
  url.pathname = `/api${buildPath(getDirectBusinessLogo.path, { id: businessId })}`;
  return { ...information, logo: { ...information.logo, url: url.toString() } };
}

/** The sender's business logo, for the guest's page. */
export async function getSenderBusinessLogo(context: PlatformContext, auth: DirectAuthContext, businessId: string) {
  await assertSenderBusiness(context, auth, businessId);
  return getBusinessLogo(context, businessId);
}

/** The name a guest signs with can change until they have signed; the language any time. */
export async function updateDirectUser(
  context: PlatformContext,
  auth: DirectAuthContext,
  changes: { firstName?: string | undefined; lastName?: string | undefined; lang?: string | undefined },
): Promise<DirectUser> {
  return context.db.transaction().execute(async (trx) => {
    const loaded = await guestLoader(auth)(trx, auth.requestId, { forUpdate: true });
    const signer = loaded.mySigner as SignerRow;
    const isRenaming = changes.firstName !== undefined || changes.lastName !== undefined;
    if (isRenaming && signer.status === "signed") throw new AppError("signer_not_active", { signerStatus: signer.status });
    const update = {
      ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
      ...(changes.lang !== undefined ? { lang: changes.lang } : {}),
      updated_at: context.clock.now(),
    };
    await updateSignerRow(trx, signer.id, update);
    return presentDirectUser({ ...signer, ...update }, await senderBusinessIdOf(trx, loaded.request.owner_id));
  });
}

/** A guest keeps no visual signatures: theirs is made from their name, as for a new account. */
export async function getDirectVisualSignature(context: PlatformContext, auth: DirectAuthContext) {
  const signer = await liveSignerOf(context, auth);
  return presentGeneratedVisualSignature(defaultValuesFor(guestViewerOf(signer), visualSignaturePermissionsOf(null)));
}

/**
 * A direct link's token reaches the documents of its request while the link is live: read with
 * the request owner's rights, for that one document only.
 */
export async function resolveDirectDocument(context: PlatformContext, token: string, documentId: string): Promise<AuthContext | null> {
  const holder = await findLinkHolder(context.db, token, context.clock.now());
  const request = holder ? await findRequestById(context.db, holder.signer.signature_request_id) : undefined;
  if (!holder || !request || !isGuestLinkLive(request, holder.signer, holder.isEmbedded)) return null;
  const signer = holder.signer;
  const documentIds = await findRequestDocumentIds(context.db, request.id);
  return documentIds.includes(documentId) ? { userId: request.owner_id, sessionId: `direct:${signer.id}` } : null;
}

export async function buildDirectZip(context: PlatformContext, token: string, requestId: string, signed: boolean) {
  const holder = await findLinkHolder(context.db, token, context.clock.now());
  const request = holder ? await findRequestById(context.db, holder.signer.signature_request_id) : undefined;
  if (!holder || !request || request.id !== requestId || !isGuestLinkLive(request, holder.signer, holder.isEmbedded)) throw new AppError("not_found");
  return buildZip(context, request.owner_id, requestId, signed);
}

export async function liveSignerOf(context: PlatformContext, auth: DirectAuthContext): Promise<SignerRow> {
  const loaded = await guestLoader(auth)(context.db, auth.requestId);
  return loaded.mySigner as SignerRow;
}
