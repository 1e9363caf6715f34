import { sql } from "kysely";
import type { z } from "zod";
import type { signBody, signResponseSchema } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { lockBlob } from "../../platform/storage/blob-references.ts";
import { createAppearancePdf } from "../../signing/appearance/create-appearance-pdf.ts";
import { signatureVerificationUrl } from "../../signing/appearance/verification-url.ts";
import { extendToLongTerm, type LongTermLevel } from "../../signing/pades/long-term.ts";
import { preparePdfSignature, type PadesLevel, type PreparedPdfSignature } from "../../signing/pades/pades-signer.ts";
import { configuredCscProvider } from "../../signing/csc/configured-csc-provider.ts";
import type { SigningServices } from "../../signing/signing-services.ts";
import { findDocumentWithVersions, insertDocumentVersion } from "../documents/repository.ts";
import { accountLoader, assertAllowed, loadRequest, type LoadedRequest, type RequestLoader } from "../signature-requests/access.ts";
import type { Actor } from "../signature-requests/events.ts";
import { recordSignature } from "../signature-requests/progression.ts";
import { findRequestDocumentIds } from "../signature-requests/repository.ts";
import { findUserById } from "../users/repository.ts";
import { presentSignatureQualities } from "../users/presenter.ts";
import { findSealForSigning } from "../seals/seal-for-signing.ts";
import { assertCredentialServes, assertNameForQuality, signatureIdentityOf, verifiedSignerNameOf, type SignatureIdentity, type SigningCredential } from "./signing-credential.ts";
import { holdsQuality, signingQualityOf, type SigningQuality } from "./signing-quality.ts";
import { checkTan, sendTan } from "./tan.ts";
import { toPdfRect } from "./field-geometry.ts";
import { startRemoteSigning } from "./remote-signing.ts";

export type SignInput = z.output<typeof signBody>;
export type SignResponse = z.infer<typeof signResponseSchema>;
export type SignResult = SignResponse["signatureRequests"][number];

/**
 * The level each signer's signature is made at: with a signature time-stamp (B-T) unless the
 * installation's documents are to stay at B-B (SIGNING_PADES_LEVEL).
 */
function signerLevelOf(context: PlatformContext): PadesLevel {
  return context.config.SIGNING_PADES_LEVEL === "B-B" ? "B-B" : "B-T";
}

/** What completion adds to each document: validation data (B-LT) and an archive time-stamp (B-LTA), or nothing. */
function longTermLevelOf(context: PlatformContext): LongTermLevel | undefined {
  const level = context.config.SIGNING_PADES_LEVEL;
  return level === "B-LT" || level === "B-LTA" ? level : undefined;
}

/**
 * Signs for the caller: per request, one PAdES signature per document, each an incremental
 * update over the latest version, stored as the next version. A per-document lock (a database
 * advisory lock, so it holds across replicas) makes simultaneous signers take turns; the whole
 * request commits or nothing does. Signing again after signing changes nothing.
 */
export async function signRequests(context: PlatformContext, services: SigningServices, actor: Actor & { userId: string }, input: SignInput): Promise<SignResponse> {
  // With a remote QES provider, a qualified signature starts a process that waits for the
  // one-time password the provider sends the signer (POST /v3/swisscom/proceed/{id}).
  const remote = input.sealAccountName ? undefined : configuredCscProvider(context.config);
  if (remote) {
    const quality = await wantedQualityOf(context, actor.userId, input);
    if (quality.quality === "qes") return startRemoteSigning(context, remote, actor.userId, input, quality);
  }
  const confirmCredential = input.sealAccountName
    ? () => confirmSealCredential(context, actor.userId, input.sealAccountName ?? "")
    : async () => ({ quality: await confirmSignerQuality(context, actor.userId, input) });
  return { signatureRequests: await signRequestsAs(context, services, { actor, load: accountLoader(actor.userId), confirmCredential }, input) };
}

/** Who signs: how their requests load, and what confirms what they sign with (TAN, identification, seal). */
export interface SigningPrincipal {
  actor: Actor;
  load: RequestLoader;
  confirmCredential(): Promise<SigningCredential>;
}

export async function signRequestsAs(context: PlatformContext, services: SigningServices, principal: SigningPrincipal, input: SignInput): Promise<SignResult[]> {
  const credential = await principal.confirmCredential();
  const results: SignResult[] = [];
  // Each request commits on its own, signed with the credential's own key.
  for (const item of input.signatureRequests) results.push(...(await signInOneTransaction(context, services, principal, { ...input, signatureRequests: [item] }, credential)));
  return results;
}

/** What a remote signing service adds around the transaction: the process lock, one authorisation for all hashes, its single use. */
export interface RemoteAuthorizationSteps {
  begin(trx: JobExecutor): Promise<void>;
  signAll(signedAttributes: Uint8Array[]): Promise<Uint8Array[]>;
  end(trx: JobExecutor): Promise<void>;
}

/**
 * The one signing path: prepares every document of the given requests under their locks, signs
 * all their signed attributes — with the identities' own keys, or through `remote` in one
 * signing act (a remote service authorises exactly those hashes with the signer's one-time
 * password; `begin` and `end` run first and last: the process lock, its single use) — then
 * completes and stores each and records each signature, all in one transaction: any failure
 * leaves every document as it was.
 */
export async function signInOneTransaction(
  context: PlatformContext,
  services: SigningServices,
  principal: Pick<SigningPrincipal, "actor" | "load">,
  input: SignInput,
  credential: SigningCredential,
  remote?: RemoteAuthorizationSteps,
): Promise<SignResult[]> {
  return context.db.transaction().execute(async (trx) => {
    await remote?.begin(trx);
    const work: ({ done: SignResult } | { loaded: LoadedRequest; identity: SignatureIdentity; pending: PendingDocumentSignature[] })[] = [];
    for (const item of input.signatureRequests) {
      const toSign = await loadToSign(context, services, trx, principal, item, credential);
      if (!("identity" in toSign)) {
        work.push({ done: toSign });
        continue;
      }
      const pending: PendingDocumentSignature[] = [];
      for (const documentId of await findRequestDocumentIds(trx, toSign.loaded.request.id)) {
        pending.push(await prepareDocumentSignature(context, services, trx, toSign.loaded, item, toSign.identity, documentId));
      }
      work.push({ ...toSign, pending });
    }
    const toComplete = work.flatMap((entry) => ("pending" in entry ? entry.pending.map((pending) => ({ pending, identity: entry.identity })) : []));
    const values = remote
      ? await remote.signAll(toComplete.map(({ pending }) => pending.prepared.signedAttributes))
      : await Promise.all(toComplete.map(({ pending, identity }) => localCreatorOf(identity).sign(pending.prepared.signedAttributes)));
    if (values.length !== toComplete.length) throw new Error("One signature value per document is needed");
    const results: SignResult[] = [];
    let index = 0;
    for (const entry of work) {
      if ("done" in entry) {
        results.push(entry.done);
        continue;
      }
      const signedDocuments: SignResult["signedDocuments"] = [];
      for (const pending of entry.pending) signedDocuments.push(await finishDocumentSignature(context, trx, pending, values[index++] ?? new Uint8Array()));
      results.push(await recordSigned(context, services, trx, entry.loaded, principal.actor, credential, signedDocuments));
    }
    await remote?.end(trx);
    return results;
  });
}

function localCreatorOf(identity: SignatureIdentity) {
  if (!identity.creator) throw new Error("A remote credential signs through signInOneTransaction with its remote steps");
  return identity.creator;
}

/**
 * The request under its lock, checked for this signer and credential, with the identity to sign
 * as; or, when the signer has signed already, the unchanged result (signing again is a no-op).
 */
async function loadToSign(
  context: PlatformContext,
  services: SigningServices,
  trx: JobExecutor,
  principal: Pick<SigningPrincipal, "load">,
  item: SignInput["signatureRequests"][number],
  credential: SigningCredential,
): Promise<SignResult | { loaded: LoadedRequest; identity: SignatureIdentity }> {
  const loaded = await principal.load(trx, item.signatureRequestId, { forUpdate: true });
  if (loaded.mySigner?.status === "signed") return { signatureRequestId: loaded.request.id, status: loaded.request.status, signedDocuments: [] };
  assertAllowed("sign", loaded);
  assertCredentialServes(credential, signingQualityOf(loaded.request));
  if (!loaded.mySigner) throw new AppError("forbidden");
  return { loaded, identity: await signatureIdentityOf(context, services, trx, loaded, credential, item.signingName) };
}

/** Records the signer's signature and, when it was the last, archives the documents (B-LTA by default). */
async function recordSigned(
  context: PlatformContext,
  services: SigningServices,
  trx: JobExecutor,
  loaded: LoadedRequest,
  actor: Actor,
  credential: SigningCredential,
  signedDocuments: SignResult["signedDocuments"],
): Promise<SignResult> {
  const after = await recordSignature(context, trx, loaded.request, loaded.mySigner?.id ?? "", actor, {
    ...credential.quality,
    ...(credential.seal ? { sealAccountName: credential.seal.seal.account_name } : {}),
  });
  const longTermLevel = longTermLevelOf(context);
  if (after.status === "completed" && longTermLevel) {
    const archived = await archiveDocuments(context, services, trx, loaded.request.id, longTermLevel);
    for (const entry of archived) {
      const index = signedDocuments.findIndex((document) => document.documentId === entry.documentId);
      if (index >= 0) signedDocuments[index] = entry;
    }
  }
  return { signatureRequestId: loaded.request.id, status: after.status, signedDocuments };
}

/** A member signs with a seal of their business when an admin allowed them on it; a seal is advanced. */
async function confirmSealCredential(context: PlatformContext, userId: string, sealAccountName: string): Promise<SigningCredential> {
  const seal = await findSealForSigning(context, context.db, userId, sealAccountName);
  if (!seal) throw new AppError("seal_not_available", { sealAccountName });
  return { quality: { quality: "aes", legislation: null }, seal };
}

/**
 * The one quality the caller's requests ask for (requests of different qualities are signed
 * separately), after checking the caller may sign each (a signed signer signs again as a no-op).
 */
async function wantedQualityOf(context: PlatformContext, userId: string, input: SignInput): Promise<SigningQuality> {
  const wanted = new Map<string, SigningQuality>();
  for (const item of input.signatureRequests) {
    const loaded = await loadRequest(context.db, item.signatureRequestId, userId);
    if (loaded.mySigner?.status !== "signed") assertAllowed("sign", loaded);
    const quality = signingQualityOf(loaded.request);
    wanted.set(`${quality.quality}:${quality.legislation}`, quality);
  }
  if (wanted.size > 1) throw new AppError("validation_failed", { fields: [{ field: "signatureRequests", message: "Sign requests of one quality at a time" }] });
  return [...wanted.values()][0] as SigningQuality;
}

/**
 * The quality the caller signs with this time, after what it takes: SES needs the verified
 * e-mail (the session); AES and QES a TAN to the confirmed mobile — the first call sends it and
 * answers 428 tan_required, the second brings it. QES also needs a successful identification
 * under the request's legislation (the user's qualities say so).
 */
async function confirmSignerQuality(context: PlatformContext, userId: string, input: SignInput): Promise<SigningQuality> {
  const quality = await wantedQualityOf(context, userId, input);
  if (quality.quality === "ses") return quality;
  const user = await findUserById(context.db, userId);
  if (!user || !holdsQuality(presentSignatureQualities(user), quality)) throw new AppError("quality_not_available", { quality: quality.quality, legislation: quality.legislation });
  // Before a TAN is sent: an advanced or qualified certificate cannot be made without a name.
  assertNameForQuality(verifiedSignerNameOf(user), quality);
  if (!input.tan) {
    const sent = await context.db.transaction().execute((trx) =>
      sendTan(context, context.sms, trx, user, "signing", user.mobile ?? "", quality.quality === "qes" ? "qualified_signing" : "signing"),
    );
    throw new AppError("tan_required", sent);
  }
  await checkTan(context, userId, "signing", input.tan);
  return quality;
}

/**
 * When the last signer has signed, each document is extended to PAdES B-LT (validation data) or
 * B-LTA (and a document time-stamp) and stored as its final version.
 */
async function archiveDocuments(
  context: PlatformContext,
  services: SigningServices,
  trx: JobExecutor,
  requestId: string,
  level: LongTermLevel,
): Promise<SignResult["signedDocuments"]> {
  const archived: SignResult["signedDocuments"] = [];
  for (const documentId of await findRequestDocumentIds(trx, requestId)) {
    await lockDocument(trx, documentId);
    const found = await findDocumentWithVersions(trx, documentId);
    const latest = found?.versions.at(-1);
    if (!latest) continue;
    const now = context.clock.now();
    const bytes = await extendToLongTerm(await context.blobs.getBuffer(latest.blob_sha256), services, level, `Archive time-stamp ${latest.version + 1}`, now);
    archived.push(await storeVersion(context, trx, documentId, latest.version + 1, bytes, now));
  }
  return archived;
}

async function lockDocument(trx: JobExecutor, documentId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`document:${documentId}`}, 0))`.execute(trx);
}

async function storeVersion(context: PlatformContext, trx: JobExecutor, documentId: string, version: number, bytes: Uint8Array, now: Date) {
  const stored = await context.blobs.put(bytes);
  await lockBlob(trx, stored.sha256);
  await insertDocumentVersion(trx, {
    id: crypto.randomUUID(),
    document_id: documentId,
    version,
    kind: "signed",
    blob_sha256: stored.sha256,
    byte_size: stored.size,
    created_at: now,
  });
  return { documentId, version, sha256: stored.sha256 };
}

/** One document's signature revision, prepared under the document's lock, waiting for its signature value. */
interface PendingDocumentSignature {
  documentId: string;
  version: number;
  signedAt: Date;
  prepared: PreparedPdfSignature;
}

/**
 * Takes the document's lock, reads its latest version and appends the signer's signature
 * revision: the field with their appearance where the owner (or `documentSignatures`) placed
 * it, or an invisible one, and the CMS signed attributes to sign.
 */
async function prepareDocumentSignature(
  context: PlatformContext,
  services: SigningServices,
  trx: JobExecutor,
  loaded: LoadedRequest,
  item: SignInput["signatureRequests"][number],
  identity: SignatureIdentity,
  documentId: string,
): Promise<PendingDocumentSignature> {
  const signer = loaded.mySigner;
  if (!signer) throw new AppError("forbidden");
  const fields = item.documentSignatures ?? signer.fields;
  await lockDocument(trx, documentId);
  const found = await findDocumentWithVersions(trx, documentId);
  const latest = found?.versions.at(-1);
  if (!found || !latest) throw new AppError("not_found", { documentId });
  const field = fields.find((candidate) => candidate.document_id === documentId);
  const page = field ? found.document.pages[field.page - 1] : undefined;
  const now = context.clock.now();
  let placement;
  if (field && page) {
    const rect = toPdfRect(field, page);
    const appearance = await identity.appearanceAt(rect);
    const appearancePdf = await createAppearancePdf(
      { signature: appearance.signature, signer: { name: appearance.name }, signedAt: now, verificationUrl: signatureVerificationUrl(context.publicUrl) },
      { width: field.width, height: field.height },
    );
    placement = { pageIndex: field.page - 1, rect, appearancePdf };
  }
  const prepared = await preparePdfSignature(await context.blobs.getBuffer(latest.blob_sha256), {
    certificate: identity.certificate,
    algorithm: identity.algorithm,
    chain: identity.chain,
    timeStampAuthority: services.timeStampAuthority,
    level: signerLevelOf(context),
    fieldName: `Signature ${signer.id.slice(0, 8)} ${latest.version + 1}`,
    placement,
    name: identity.name,
    reason: item.signingReason,
    signingTime: now,
  });
  return { documentId, version: latest.version + 1, signedAt: now, prepared };
}

/** Completes the signature with its value (and time-stamp) and stores the result as the next version. */
async function finishDocumentSignature(context: PlatformContext, trx: JobExecutor, pending: PendingDocumentSignature, signatureValue: Uint8Array) {
  const bytes = await pending.prepared.complete(signatureValue);
  return storeVersion(context, trx, pending.documentId, pending.version, bytes, pending.signedAt);
}
