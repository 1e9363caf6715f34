import { EMBEDDED_SIGNING_LINK_LIFETIME_MS, EMBEDDED_SIGNING_PATH_PREFIX } from "@paraph/contracts";
import { createOpaqueToken, hashToken } from "../../platform/auth/opaque-token.ts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { assertOriginMayFrame } from "../businesses/index.ts";
import { type Actor, findRequestById, findRequestForUpdate, findSigners, recordEvent } from "../signature-requests/index.ts";
import { findUserById } from "../users/index.ts";
import { findSenderBusiness } from "./embedding-business.ts";
import { linkMakerRoleOf } from "./policy.ts";
import { findLinkByLiveCredentialHash, findLinkByTokenHash, insertEmbeddedSigningLink, markLinkOpened } from "./repository.ts";
import { chooseLinkSigner } from "./signer-choice.ts";

/**
 * How long the framed view may keep working once its link was opened: reading the documents,
 * waiting for the e-mailed code and signing fit well within it; a view left open longer asks
 * its host for a new link.
 */
export const EMBEDDED_SIGNING_CREDENTIAL_LIFETIME_MS = 60 * 60_000;

type ActorMeta = Pick<Actor, "ip" | "userAgent">;

/**
 * Makes a one-time link for one signer of an open request, framed by one of the sender's
 * business's allowed origins. The token is returned once; only its hash is kept.
 */
export async function createEmbeddedSigningLink(
  context: PlatformContext,
  auth: AuthContext,
  requestId: string,
  input: { signer: string; origin: string; returnUrl?: string | undefined },
  meta: ActorMeta,
): Promise<{ url: string; expiresAt: string }> {
  return context.db.transaction().execute(async (trx) => {
    const request = await findRequestForUpdate(trx, requestId);
    if (!request) throw new AppError("not_found");
    const business = await findSenderBusiness(trx, request.owner_id);
    const role = await linkMakerRoleOf(trx, auth, request.owner_id, business?.id);
    if (request.status !== "open") throw new AppError("request_not_open", { status: request.status });
    if (!business) throw new AppError("embed_origin_not_allowed", { origin: input.origin });
    assertOriginMayFrame(context.config, business.embedOrigins, input.origin);
    const signer = chooseLinkSigner(await findSigners(trx, request.id), input.signer);
    const token = createOpaqueToken();
    const now = context.clock.now();
    const expiresAt = new Date(now.getTime() + EMBEDDED_SIGNING_LINK_LIFETIME_MS);
    await insertEmbeddedSigningLink(trx, {
      id: crypto.randomUUID(),
      token_hash: hashToken(token),
      signature_request_id: request.id,
      signer_id: signer.id,
      business_id: business.id,
      host_origin: input.origin,
      return_url: input.returnUrl ?? null,
      created_by: auth.userId,
      created_at: now,
      expires_at: expiresAt,
    });
    const caller = await findUserById(trx, auth.userId);
    await recordEvent(context, trx, {
      requestId: request.id,
      type: "embedded_link_created",
      actor: { userId: auth.userId, email: caller?.email ?? null, ...meta },
      role,
      signerId: signer.id,
      details: { origin: input.origin, expiresAt: expiresAt.toISOString() },
    });
    return { url: `${context.publicUrl}${EMBEDDED_SIGNING_PATH_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * Opens a link, once and within its five minutes: the framed view gets a credential of its own
 * for the link's signer and request (used as a guest id with the direct-sign calls). The origin
 * must still be one the business allows, and the signer still have something to sign.
 */
export async function openEmbeddedSigningLink(context: PlatformContext, token: string, meta: ActorMeta) {
  return context.db.transaction().execute(async (trx) => {
    const link = await findLinkByTokenHash(trx, hashToken(token), { forUpdate: true });
    if (!link) throw new AppError("not_found");
    // The host origin and return URL come along: the view tells its host, or sends a whole-page signer back (docs/embedding.md).
    if (link.opened_at) throw new AppError("embedded_link_used", { hostOrigin: link.host_origin, returnUrl: link.return_url });
    const now = context.clock.now();
    if (link.expires_at.getTime() <= now.getTime()) throw new AppError("embedded_link_expired", { hostOrigin: link.host_origin, returnUrl: link.return_url });
    const request = await findRequestById(trx, link.signature_request_id);
    const signer = (await findSigners(trx, link.signature_request_id)).find((entry) => entry.id === link.signer_id);
    if (!request || request.status !== "open" || !signer || (signer.status !== "open" && signer.status !== "pending")) throw new AppError("not_found");
    const business = await findSenderBusiness(trx, request.owner_id);
    if (business?.id !== link.business_id || !business.embedOrigins.includes(link.host_origin)) throw new AppError("embed_origin_not_allowed", { origin: link.host_origin });
    const credential = createOpaqueToken();
    const credentialExpiresAt = new Date(now.getTime() + EMBEDDED_SIGNING_CREDENTIAL_LIFETIME_MS);
    await markLinkOpened(trx, link.id, { opened_at: now, credential_hash: hashToken(credential), credential_expires_at: credentialExpiresAt });
    await recordEvent(context, trx, {
      requestId: request.id,
      type: "embedded_link_opened",
      actor: { userId: null, email: signer.email, ...meta },
      role: "signer",
      signerId: signer.id,
      details: { origin: link.host_origin },
    });
    return {
      signatureRequestId: request.id,
      signerId: signer.id,
      credential,
      credentialExpiresAt: credentialExpiresAt.toISOString(),
      hostOrigin: link.host_origin,
      returnUrl: link.return_url,
    };
  });
}

/** The signer and request an opened link's credential stands for, while it lasts. */
export async function findEmbeddedCredential(executor: JobExecutor, credential: string, now: Date): Promise<{ signerId: string; requestId: string } | undefined> {
  const link = await findLinkByLiveCredentialHash(executor, hashToken(credential), now);
  return link ? { signerId: link.signer_id, requestId: link.signature_request_id } : undefined;
}

const LINK_PATH = /^\/embed\/sign\/([A-Za-z0-9_-]{32,128})(?:[?#]|$)/;

/**
 * The origins that may frame the page at this path: for a link page, the business's allowed
 * origins (opened or expired links too, so the host shows Paraph's own "expired" page), as
 * long as they still include the link's origin. Null for every other page and unknown tokens.
 */
export async function frameAncestorsForPath(context: PlatformContext, url: string): Promise<string[] | null> {
  const token = LINK_PATH.exec(url)?.[1];
  if (!token) return null;
  const link = await findLinkByTokenHash(context.db, hashToken(token));
  if (!link) return null;
  const request = await findRequestById(context.db, link.signature_request_id);
  const business = request ? await findSenderBusiness(context.db, request.owner_id) : undefined;
  if (!business || business.id !== link.business_id || !business.embedOrigins.includes(link.host_origin)) return null;
  return business.embedOrigins;
}
