import type { PlatformContext } from "../../platform/context.ts";
import { createZip } from "../../platform/archive/zip.ts";
import { hashToken } from "../../platform/auth/opaque-token.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { findDocumentWithVersions } from "../documents/index.ts";
import { findUserById } from "../users/index.ts";
import { accountLoader, loadRequest, type RequestLoader } from "./access.ts";
import { presentEvent, recordEvent, type Actor } from "./events.ts";
import { displayNameOf } from "./notifications.ts";
import { presentRequest } from "./presenter.ts";
import { renderEventsCsv, renderProtocol } from "./protocol-report.ts";
import {
  findEvents,
  findRequestById,
  findRequestForUpdate,
  findRequestDocumentIds,
  findSignerByInvitationHash,
  updateSignerRow,
  type SignatureRequestRow,
} from "./repository.ts";

export async function getStatus(context: PlatformContext, userId: string, requestId: string) {
  const loaded = await loadRequest(context.db, requestId, userId);
  return {
    status: loaded.request.status,
    signers: loaded.signers.map((signer) => ({ id: signer.id, status: signer.status })),
    updatedAt: loaded.request.updated_at.toISOString(),
  };
}

export async function getSignerStatus(context: PlatformContext, userId: string, requestId: string, signerId: string) {
  const loaded = await loadRequest(context.db, requestId, userId);
  const signer = loaded.signers.find((entry) => entry.id === signerId);
  if (!signer) throw new AppError("not_found", { signerId });
  return { id: signer.id, status: signer.status, signedAt: signer.signed_at?.toISOString() ?? null };
}

export async function getEvents(context: PlatformContext, userId: string, requestId: string) {
  return getEventsAs(context, accountLoader(userId), requestId);
}

export async function getEventsAs(context: PlatformContext, load: RequestLoader, requestId: string) {
  await load(context.db, requestId);
  return { events: (await findEvents(context.db, requestId)).map(presentEvent) };
}

export async function getLockStatus(context: PlatformContext, userId: string, requestId: string) {
  const { request } = await loadRequest(context.db, requestId, userId);
  return lockStatusOf(context, request);
}

export function lockStatusOf(context: PlatformContext, request: SignatureRequestRow) {
  const isLocked = request.signing_locked_until !== null && request.signing_locked_until > context.clock.now();
  return { locked: isLocked, lockedUntil: isLocked ? (request.signing_locked_until?.toISOString() ?? null) : null };
}

/** A document of a request in the version a download takes. */
export interface RequestDocumentVersion {
  title: string;
  version: number;
  kind: "original" | "signed";
  sha256: string;
  createdAt: Date;
}

/** Each document of the request as its latest signed version when `signed` and one exists, else its original; in the request's order. */
export async function findRequestDocumentVersions(context: PlatformContext, requestId: string, signed: boolean): Promise<RequestDocumentVersion[]> {
  const found: RequestDocumentVersion[] = [];
  for (const documentId of await findRequestDocumentIds(context.db, requestId)) {
    const entry = await findDocumentWithVersions(context.db, documentId);
    if (!entry) continue;
    const signedVersion = entry.versions.filter((version) => version.kind === "signed").at(-1);
    const version = signed && signedVersion ? signedVersion : entry.versions.find((candidate) => candidate.kind === "original");
    if (!version) continue;
    found.push({ title: entry.document.title, version: version.version, kind: version.kind === "signed" ? "signed" : "original", sha256: version.blob_sha256, createdAt: version.created_at });
  }
  return found;
}

/** Each document of the request with all its signed versions, oldest first (the evidence package reports on several). */
export async function findSignedVersionHistories(context: PlatformContext, requestId: string): Promise<{ documentId: string; title: string; versions: RequestDocumentVersion[] }[]> {
  const found = [];
  for (const documentId of await findRequestDocumentIds(context.db, requestId)) {
    const entry = await findDocumentWithVersions(context.db, documentId);
    const versions = (entry?.versions ?? [])
      .filter((version) => version.kind === "signed")
      .map((version) => ({ title: entry?.document.title ?? "", version: version.version, kind: "signed" as const, sha256: version.blob_sha256, createdAt: version.created_at }));
    if (entry && versions.length > 0) found.push({ documentId, title: entry.document.title, versions });
  }
  return found;
}

/** Every document of the request, each as its latest signed version when asked and one exists. */
export async function buildZip(context: PlatformContext, userId: string, requestId: string, signed: boolean) {
  const { request } = await loadRequest(context.db, requestId, userId);
  const entries = [];
  for (const version of await findRequestDocumentVersions(context, requestId, signed)) {
    const suffix = version.kind === "signed" ? "-signed" : "";
    entries.push({ name: `${version.title.replace(/\.pdf$/i, "")}${suffix}.pdf`, bytes: await context.blobs.getBuffer(version.sha256), modifiedAt: version.createdAt });
  }
  return { fileName: `${request.title}.zip`, bytes: createZip(entries) };
}

/**
 * The request as one viewer may see it, for a record of it (the evidence package): its view as
 * the API presents it and its audit trail, oldest event first. Outsiders get 404.
 */
export async function loadRequestRecord(context: PlatformContext, userId: string, requestId: string) {
  const loaded = await loadRequest(context.db, requestId, userId);
  const view = await presentRequest(context.db, loaded);
  const events = (await findEvents(context.db, requestId)).map(presentEvent);
  return { view, events };
}

export async function buildReport(context: PlatformContext, userId: string, requestId: string, type: "protocol" | "events-csv") {
  const loaded = await loadRequest(context.db, requestId, userId);
  const events = (await findEvents(context.db, requestId)).map(presentEvent);
  if (type === "events-csv") {
    return { fileName: `${loaded.request.title} - audit trail.csv`, contentType: "text/csv; charset=utf-8", bytes: Buffer.from(renderEventsCsv(events)) };
  }
  const view = await presentRequest(context.db, loaded);
  return {
    fileName: `${loaded.request.title} - signature protocol.pdf`,
    contentType: "application/pdf",
    bytes: Buffer.from(await renderProtocol(view, events, context.clock.now())),
  };
}

/** What a /sendto link is for: the request and the address it was sent to. */
export async function getSendtoInternal(context: PlatformContext, userId: string, token: string) {
  const signer = await findSignerByInvitationHash(context.db, hashToken(token));
  const request = signer ? await findRequestById(context.db, signer.signature_request_id) : undefined;
  if (!signer || !request || request.status === "draft") throw new AppError("not_found");
  const owner = await findUserById(context.db, request.owner_id);
  const isActive = signer.status === "open" || signer.status === "pending";
  return {
    signatureRequestId: request.id,
    title: request.title,
    ownerName: owner ? displayNameOf(owner) : "",
    invitedEmail: signer.email,
    isClaimable: isActive && request.status === "open" && (signer.user_id === null || signer.user_id === userId),
    isClaimedByMe: signer.user_id === userId,
  };
}

/** Binds an invitation sent to some address to the logged-in account; the link itself is the proof. */
export async function claimInvitation(context: PlatformContext, actor: Actor & { userId: string }, token: string) {
  return context.db.transaction().execute(async (trx) => {
    const found = await findSignerByInvitationHash(trx, hashToken(token));
    // The request row first, as every change to a request takes it: the participant rows'
    // refresh (migration 0007) takes it too, and the other order could deadlock. The signer is
    // read again under that lock, so of two simultaneous claims the second sees the first.
    const request = found ? await findRequestForUpdate(trx, found.signature_request_id) : undefined;
    const signer = request ? await findSignerByInvitationHash(trx, hashToken(token)) : undefined;
    if (!signer || !request || request.status === "draft") throw new AppError("not_found");
    if (signer.user_id === actor.userId) return { signatureRequestId: request.id };
    if (signer.user_id !== null) throw new AppError("invitation_already_claimed");
    if (request.status !== "open") throw new AppError("request_closed");
    if (signer.status !== "open" && signer.status !== "pending") throw new AppError("signer_not_active");
    await updateSignerRow(trx, signer.id, { user_id: actor.userId, updated_at: context.clock.now() });
    await recordEvent(context, trx, { requestId: request.id, type: "claimed", actor, role: "signer", signerId: signer.id, details: { invitedEmail: signer.email } });
    return { signatureRequestId: request.id };
  });
}
