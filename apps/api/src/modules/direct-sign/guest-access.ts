import { hashToken } from "../../platform/auth/opaque-token.ts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findEmbeddedCredential } from "../embedded-signing/index.ts";
import { findObservers, findRequestById, findRequestForUpdate, findSignerByInvitationHash, findSigners, type LoadedRequest, type RequestLoader, type RequestViewer, type SignatureRequestRow, type SignerRow } from "../signature-requests/index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses in which a guest still holds their part of the request: their turn is coming, here, or signed. */
const GUEST_STATUSES: ReadonlySet<SignerRow["status"]> = new Set(["pending", "open", "signed"]);

/**
 * A link reaches its signer's part of its request only while the request is open, the signer is
 * still in it and not bound to an account (an account holder logs in instead; an embedded link's
 * credential reaches them too, docs/embedding.md). Anything else — withdrawn, completed,
 * declined, expired, removed, delegated, claimed — and the link is dead.
 */
export function isGuestLinkLive(request: SignatureRequestRow | undefined, signer: SignerRow | undefined, isEmbedded = false): boolean {
  return Boolean(request && signer && request.status === "open" && (signer.user_id === null || isEmbedded) && GUEST_STATUSES.has(signer.status));
}

/** Whose a link secret is: an invitation's guest id (found by its hash), or an opened embedded link's credential. */
export interface LinkHolder {
  signer: SignerRow;
  isEmbedded: boolean;
}

/** The signer a guest id or embedded credential belongs to, the credential only while it lasts. */
export async function findLinkHolder(executor: JobExecutor, secret: string, now: Date): Promise<LinkHolder | undefined> {
  if (secret.length < 32 || secret.length > 128) return undefined;
  const invited = await findSignerByInvitationHash(executor, hashToken(secret));
  if (invited) return { signer: invited, isEmbedded: false };
  const embedded = await findEmbeddedCredential(executor, secret, now);
  const signer = embedded ? (await findSigners(executor, embedded.requestId)).find((entry) => entry.id === embedded.signerId) : undefined;
  return signer ? { signer, isEmbedded: true } : undefined;
}

/** The Basic-authorization resolver of spec §3: user name = guest id (or embedded credential), password = request id. */
export async function resolveGuestLink(executor: JobExecutor, guestId: string, requestId: string, now: Date): Promise<DirectAuthContext | null> {
  if (!UUID.test(requestId)) return null;
  const holder = await findLinkHolder(executor, guestId, now);
  if (!holder || holder.signer.signature_request_id !== requestId.toLowerCase()) return null;
  const { signer, isEmbedded } = holder;
  const request = await findRequestById(executor, signer.signature_request_id);
  if (!isGuestLinkLive(request, signer, isEmbedded)) return null;
  return isEmbedded ? { signerId: signer.id, requestId: signer.signature_request_id, isEmbedded } : { signerId: signer.id, requestId: signer.signature_request_id };
}

/**
 * The guest seen as a viewer of the request: their signer entry, their address proven by the
 * link. The id is the signer entry's own (a random UUID no account has), so lookups by user find
 * nothing of anyone's: no stored visual signature, no account data.
 */
export function guestViewerOf(signer: SignerRow): RequestViewer {
  return {
    id: signer.id,
    email: signer.email,
    email_verified: true,
    first_name: signer.first_name ?? "",
    last_name: signer.last_name ?? "",
    lang: signer.lang ?? "en-gb",
    default_quality: null,
    default_legislation: null,
    visual_signature_permissions: null,
  };
}

/**
 * Loads the link's request for its guest, checked again (under the lock when changing it): a
 * request of another id, or one the link no longer reaches, does not exist for the guest.
 */
export function guestLoader(auth: DirectAuthContext): RequestLoader {
  return async (executor, requestId, options = {}): Promise<LoadedRequest> => {
    if (requestId !== auth.requestId) throw new AppError("not_found");
    const request = options.forUpdate ? await findRequestForUpdate(executor, requestId) : await findRequestById(executor, requestId);
    const [signers, observers] = await Promise.all([findSigners(executor, requestId), findObservers(executor, requestId)]);
    const signer = signers.find((entry) => entry.id === auth.signerId);
    if (!request || !signer || (!options.isAfterOwnChange && !isGuestLinkLive(request, signer, auth.isEmbedded))) throw new AppError("not_found");
    return { request, signers, observers, user: guestViewerOf(signer), roles: new Set(["signer"]), mySigner: signer };
  };
}
