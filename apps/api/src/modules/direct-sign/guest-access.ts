import { hashToken } from "../../platform/auth/opaque-token.ts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { LoadedRequest, RequestLoader, RequestViewer } from "../signature-requests/access.ts";
import {
  findObservers,
  findRequestById,
  findRequestForUpdate,
  findSignerByInvitationHash,
  findSigners,
  type SignatureRequestRow,
  type SignerRow,
} from "../signature-requests/repository.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Statuses in which a guest still holds their part of the request: their turn is coming, here, or signed. */
const GUEST_STATUSES: ReadonlySet<SignerRow["status"]> = new Set(["pending", "open", "signed"]);

/**
 * A link reaches its signer's part of its request only while the request is open, the signer is
 * still in it and not bound to an account (an account holder logs in instead). Anything else —
 * withdrawn, completed, declined, expired, removed, delegated, claimed — and the link is dead.
 */
export function isGuestLinkLive(request: SignatureRequestRow | undefined, signer: SignerRow | undefined): boolean {
  return Boolean(request && signer && request.status === "open" && signer.user_id === null && GUEST_STATUSES.has(signer.status));
}

/** The signer a guest id belongs to: the id is the invitation secret, found by its hash. */
export async function findGuestSigner(executor: JobExecutor, guestId: string): Promise<SignerRow | undefined> {
  if (guestId.length < 32 || guestId.length > 128) return undefined;
  return findSignerByInvitationHash(executor, hashToken(guestId));
}

/** The Basic-authorization resolver of spec §3: user name = guest id, password = request id. */
export async function resolveGuestLink(executor: JobExecutor, guestId: string, requestId: string): Promise<DirectAuthContext | null> {
  if (!UUID.test(requestId)) return null;
  const signer = await findGuestSigner(executor, guestId);
  if (!signer || signer.signature_request_id !== requestId.toLowerCase()) return null;
  const request = await findRequestById(executor, signer.signature_request_id);
  return isGuestLinkLive(request, signer) ? { signerId: signer.id, requestId: signer.signature_request_id } : null;
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
    if (!request || !signer || (!options.isAfterOwnChange && !isGuestLinkLive(request, signer))) throw new AppError("not_found");
    return { request, signers, observers, user: guestViewerOf(signer), roles: new Set(["signer"]), mySigner: signer };
  };
}
