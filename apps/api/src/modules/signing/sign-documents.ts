import type { PlatformContext } from "../../platform/context.ts";
import { assertSignatureQuotaLeft, reserveRequestSignature } from "../billing/index.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { part11Reason } from "../../pdf-engine/appearance/part11-texts.ts";
import { signatureVerificationUrl } from "../../pdf-engine/appearance/verification-url.ts";
import { preparePdfSignature, type PadesLevel, type PreparedPdfSignature } from "../../pdf-engine/pades/pades-signer.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { findDocumentVersions, findDocumentWithVersions } from "../documents/index.ts";
import { createSigningProgressReporter, type SigningProgressReporter } from "../signing-progress/index.ts";
import { assertAllowed, findRequestDocumentIds, type LoadedRequest, recordSignature } from "../signature-requests/index.ts";
import { lockDocument, storeVersion } from "./document-versions.ts";
import { waitForTurn } from "./signing-line.ts";
import { archiveAfterCompletion, longTermLevelOf, scheduleArchive, type CompletedBytes, type ScheduledArchive } from "./completion.ts";
import { toPdfRect } from "../../pdf-engine/pades/field-geometry.ts";
import { part11EventDetails } from "./part11.ts";
import type { RemoteAuthorizationSteps, SignInput, SigningPrincipal, SignResult } from "./sign-types.ts";
import { assertCredentialServes, signatureIdentityOf, type SignatureIdentity, type SigningCredential } from "./signing-credential.ts";
import { signingQualityOf } from "./signing-quality.ts";
import { assertTermsOfUseAccepted, termsOfUseEventDetails } from "./terms-of-use.ts";
import { checkSignerValues, filledFieldPlacements, fillLanguageOf, isFillCurrent, type SignerFill, storeSignerValues } from "../form-fields/index.ts";

/**
 * How often preparation starts again when another signer stored a version first. With the
 * documents' lines (signing-line.ts) nobody else stores a version during an act's turn, so this
 * is the safety net for a turn lost to a stall past its lease, not the way signers take turns.
 */
const MAX_PREPARATION_ATTEMPTS = 3;

/** Another signer stored a version of the document after ours was prepared from the one before. */
class PreparedVersionMoved extends Error {
  constructor(readonly documentId: string) {
    super(`Document ${documentId} gained a version while a signature was prepared`);
  }
}

/**
 * The one signing path (accounts, seals, guests, the mobile app, remote qualified signing).
 * Each request is checked and the signer's identity made first; then the act waits for its
 * turn in the line of every document it signs (signing-line.ts: signers of one document are
 * served in the order they arrived, across replicas). In its turn, the work on the PDFs runs in
 * the signing workers and outside any transaction: read each document's latest version,
 * prepare the signer's revision, sign all signed attributes — with the identities' own keys, or
 * through `remote` in one signing act, so a one-time password is only spent on revisions that
 * will land — and time-stamp them. Then one short transaction takes each request's and
 * document's lock, checks that every document's latest version is still the one prepared from,
 * stores the versions and records the signatures: any failure leaves every document as it was.
 * The act leaves the lines, and a request that completed is extended to B-LT/B-LTA
 * (completion.ts).
 */
export async function signDocuments(
  context: PlatformContext,
  services: SigningServices,
  principal: Pick<SigningPrincipal, "actor" | "load">,
  input: SignInput,
  credential: SigningCredential,
  remote?: RemoteAuthorizationSteps,
): Promise<SignResult[]> {
  const progress = createSigningProgressReporter(context);
  try {
    const results = await signWithProgress(context, services, principal, input, credential, progress, remote);
    await progress.reach("done");
    return results;
  } catch (error) {
    await progress.reach("failed");
    throw error;
  }
}

/** signDocuments' stages, each reported to the signing overlay (docs/signing-journey.md). */
async function signWithProgress(
  context: PlatformContext,
  services: SigningServices,
  principal: Pick<SigningPrincipal, "actor" | "load">,
  input: SignInput,
  credential: SigningCredential,
  progress: SigningProgressReporter,
  remote: RemoteAuthorizationSteps | undefined,
): Promise<SignResult[]> {
  const startedAt = performance.now();
  const planned = await planAll(context, services, principal, input, credential, progress);
  if (planned.every((entry) => "done" in entry)) return planned.map((entry) => entry.done);
  const documentIds = planned.flatMap((entry) => ("documentIds" in entry ? entry.documentIds : []));
  let hasWaited = false;
  const turn = await waitForTurn(context, documentIds, async (ahead) => {
    hasWaited = true;
    await progress.waitBehind(ahead);
  });
  let signed: SignedInTurn;
  try {
    if (hasWaited) await progress.reach("preparing");
    signed = await signInTurn(context, services, principal, planned, credential, progress, remote);
  } finally {
    await turn.leave();
  }
  const results = await archiveCompleted(context, services, signed.recorded, signed.completedBytes);
  countSignatures(context, credential, results, (performance.now() - startedAt) / 1000);
  return results;
}

/** What an act's turn produced: the recorded requests and the bytes of each document it signed. */
interface SignedInTurn {
  recorded: RecordedRequest[];
  completedBytes: CompletedBytes;
}

/**
 * The act's turn: prepare, sign, time-stamp and record. Should another signer's version land
 * meanwhile all the same (a turn lost to a stall), a locally signed act prepares again; a
 * remote one answers signing_conflict, since its one-time password is spent.
 */
async function signInTurn(
  context: PlatformContext,
  services: SigningServices,
  principal: Pick<SigningPrincipal, "actor" | "load">,
  planned: PlannedRequest[],
  credential: SigningCredential,
  progress: SigningProgressReporter,
  remote: RemoteAuthorizationSteps | undefined,
): Promise<SignedInTurn> {
  for (let attempt = 1; ; attempt += 1) {
    await remote?.begin(context.db);
    const work = await prepareAll(context, services, planned);
    const pending = work.flatMap((entry) => ("pending" in entry ? entry.pending.map((document) => ({ document, identity: entry.identity })) : []));
    await progress.reach("signing");
    const values = remote
      ? await remote.signAll(pending.map(({ document }) => document.prepared.signedAttributes))
      : await Promise.all(pending.map(({ document, identity }) => localCreatorOf(identity).sign(document.prepared.signedAttributes)));
    if (values.length !== pending.length) throw new Error("One signature value per document is needed");
    await progress.reach("time-stamping");
    const signed = await Promise.all(pending.map(({ document }, index) => document.prepared.complete(values[index] ?? new Uint8Array())));
    const signedBytes = new Map(pending.map(({ document }, index) => [document, signed[index] ?? new Uint8Array()]));
    await progress.reach("recording");
    try {
      const recorded = await context.db.transaction().execute((trx) => recordAll(context, trx, principal, work, signedBytes, credential, remote));
      return { recorded, completedBytes: new Map([...signedBytes].map(([document, bytes]) => [document.documentId, { version: document.version, bytes }])) };
    } catch (error) {
      if (!(error instanceof PreparedVersionMoved)) throw error;
      context.log.warn({ documentId: error.documentId, attempt }, "a version landed during a signing act's turn");
      if (remote || attempt >= MAX_PREPARATION_ATTEMPTS) throw new AppError("signing_conflict", { documentId: error.documentId, attempts: attempt });
      await progress.reach("preparing");
    }
  }
}

/** Each request this act signed: its documents' signatures, and the act's time, in the metrics. */
function countSignatures(context: PlatformContext, credential: SigningCredential, results: SignResult[], seconds: number): void {
  for (const result of results) {
    if (result.signedDocuments.length === 0) continue;
    context.metrics.observeSignatures({ quality: credential.quality.quality, level: signerLevelOf(context), documents: result.signedDocuments.length, seconds });
  }
}

function localCreatorOf(identity: SignatureIdentity) {
  if (!identity.creator) throw new Error("A remote credential signs through signDocuments with its remote steps");
  return identity.creator;
}

/** A request the signer signed already (its unchanged answer), or what its signature needs: the request, its documents and the signer's identity. */
type PlannedRequest =
  | { done: SignResult }
  | { loaded: LoadedRequest; item: SignInput["signatureRequests"][number]; identity: SignatureIdentity; documentIds: string[]; fill: SignerFill; language: string };

/** A request the signer signed already, or its documents prepared for their signature. */
type PreparedWork = { done: SignResult } | { loaded: LoadedRequest; identity: SignatureIdentity; pending: PendingDocumentSignature[]; fill: SignerFill };

/**
 * Every request checked (before the act waits for its turn: a refusal needs no turn) and the
 * signer's identity made, once for all attempts (a person's one-time certificate is issued once).
 */
async function planAll(
  context: PlatformContext,
  services: SigningServices,
  principal: Pick<SigningPrincipal, "load">,
  input: SignInput,
  credential: SigningCredential,
  progress: SigningProgressReporter,
): Promise<PlannedRequest[]> {
  const planned: PlannedRequest[] = [];
  for (const item of input.signatureRequests) {
    const loaded = await principal.load(context.db, item.signatureRequestId);
    const done = alreadySigned(loaded);
    if (done) {
      planned.push({ done });
      continue;
    }
    assertMaySign(loaded, credential);
    assertTermsOfUseAccepted(loaded.request, item);
    // The signer's form field values, checked before any PDF work (docs/form-fields.md).
    const fill = await checkSignerValues(context.db, loaded.request.id, loaded.mySigner?.id ?? "", item.formFieldValues);
    await progress.add(loaded.mySigner?.id ?? "", loaded.request.id);
    // Before any PDF work: a used-up quota refuses at once (counted for good in recordAll).
    await assertSignatureQuotaLeft(context, loaded.request.owner_id, credential.quality.quality);
    const identity = await signatureIdentityOf(context, services, context.db, loaded, credential, item.signingName);
    planned.push({ loaded, item, identity, documentIds: await findRequestDocumentIds(context.db, loaded.request.id), fill, language: input.language });
  }
  return planned;
}

/** Every request's documents prepared for this signer from their latest versions, read without locks (the recording transaction checks again). */
async function prepareAll(context: PlatformContext, services: SigningServices, planned: PlannedRequest[]): Promise<PreparedWork[]> {
  const work: PreparedWork[] = [];
  for (const entry of planned) {
    if ("done" in entry) {
      work.push(entry);
      continue;
    }
    const pending: PendingDocumentSignature[] = [];
    for (const documentId of entry.documentIds) {
      pending.push(await prepareDocumentSignature(context, services, entry, documentId));
    }
    work.push({ loaded: entry.loaded, identity: entry.identity, pending, fill: entry.fill });
  }
  return work;
}

/** Signing again after signing changes nothing: the request as it is, with no new documents. */
function alreadySigned(loaded: LoadedRequest): SignResult | undefined {
  return loaded.mySigner?.status === "signed" ? { signatureRequestId: loaded.request.id, status: loaded.request.status, signedDocuments: [] } : undefined;
}

function assertMaySign(loaded: LoadedRequest, credential: SigningCredential): void {
  assertAllowed("sign", loaded);
  assertCredentialServes(credential, signingQualityOf(loaded.request));
  if (!loaded.mySigner) throw new AppError("forbidden");
}

/** One request's signatures stored and recorded, with the archive it schedules when it completed the request. */
interface RecordedRequest {
  result: SignResult;
  archive: ScheduledArchive | undefined;
}

/**
 * The short transaction: each request again under its lock (a signer who signed meanwhile gets
 * the no-op answer), each document under its lock and still at the version prepared from, then
 * the versions stored and the signatures recorded.
 */
async function recordAll(
  context: PlatformContext,
  trx: JobExecutor,
  principal: Pick<SigningPrincipal, "actor" | "load">,
  work: PreparedWork[],
  signedBytes: Map<PendingDocumentSignature, Uint8Array>,
  credential: SigningCredential,
  remote: RemoteAuthorizationSteps | undefined,
): Promise<RecordedRequest[]> {
  await remote?.begin(trx);
  const recorded: RecordedRequest[] = [];
  for (const entry of work) {
    if ("done" in entry) {
      recorded.push({ result: entry.done, archive: undefined });
      continue;
    }
    const loaded = await principal.load(trx, entry.loaded.request.id, { forUpdate: true });
    const done = alreadySigned(loaded);
    if (done) {
      recorded.push({ result: done, archive: undefined });
      continue;
    }
    assertMaySign(loaded, credential);
    // The request's owner pays (docs/billing.md, "Who is charged"), counted with the signature or not at all.
    await reserveRequestSignature(context, trx, loaded.request.owner_id, credential.quality.quality);
    const signedDocuments: SignResult["signedDocuments"] = [];
    for (const pending of entry.pending) {
      await lockDocument(trx, pending.documentId);
      const latest = (await findDocumentVersions(trx, pending.documentId)).at(-1);
      if (!latest || latest.version !== pending.version - 1) throw new PreparedVersionMoved(pending.documentId);
      signedDocuments.push(await storeVersion(context, trx, pending.documentId, pending.version, signedBytes.get(pending) ?? new Uint8Array(), pending.signedAt));
    }
    const signerId = loaded.mySigner?.id ?? "";
    if (!(await isFillCurrent(trx, signerId, entry.fill))) throw new AppError("signing_conflict", { reason: "form_fields_changed" });
    await storeSignerValues(trx, { signerId, userId: principal.actor.userId, now: context.clock.now() }, entry.fill.ownValues);
    const after = await recordSignature(context, trx, loaded.request, signerId, principal.actor, {
      ...credential.quality,
      ...(credential.seal ? { sealAccountName: credential.seal.seal.account_name } : {}),
      ...part11EventDetails(credential.part11),
      ...termsOfUseEventDetails(loaded.request),
      // Which fields the signer filled, never the values: they are in the signed PDF (docs/form-fields.md, "Audit trail").
      ...(entry.fill.ownValues.size > 0 ? { formFields: [...entry.fill.ownValues.keys()] } : {}),
    });
    const level = longTermLevelOf(context);
    const archive = after.status === "completed" && level ? await scheduleArchive(context, trx, loaded.request.id, level, signedDocuments) : undefined;
    recorded.push({ result: { signatureRequestId: loaded.request.id, status: after.status, signedDocuments }, archive });
  }
  await remote?.end(trx);
  return recorded;
}

/** Completed requests gain their archive versions now; the answer names them (or the signed ones, if the job must finish). */
async function archiveCompleted(context: PlatformContext, services: SigningServices, recorded: RecordedRequest[], completedBytes: CompletedBytes): Promise<SignResult[]> {
  const results: SignResult[] = [];
  for (const { result, archive } of recorded) {
    if (!archive) {
      results.push(result);
      continue;
    }
    const archived = await archiveAfterCompletion(context, services, archive, completedBytes);
    results.push({ ...result, signedDocuments: result.signedDocuments.map((document) => archived.find((entry) => entry.documentId === document.documentId) ?? document) });
  }
  return results;
}

/** The level each signer's signature is made at: B-T unless the installation's documents are to stay at B-B. */
function signerLevelOf(context: PlatformContext): PadesLevel {
  return context.config.SIGNING_PADES_LEVEL === "B-B" ? "B-B" : "B-T";
}

/** One document's signature revision, prepared from `version - 1`, waiting for its signature value. */
interface PendingDocumentSignature {
  documentId: string;
  version: number;
  signedAt: Date;
  prepared: PreparedPdfSignature;
}

/**
 * Reads the document's latest version and appends, in a signing worker, the signer's signature
 * revision: the field with their appearance where the owner (or `documentSignatures`) placed
 * it, or an invisible one, and the CMS signed attributes to sign.
 */
async function prepareDocumentSignature(
  context: PlatformContext,
  services: SigningServices,
  planned: Extract<PlannedRequest, { loaded: LoadedRequest }>,
  documentId: string,
): Promise<PendingDocumentSignature> {
  const { loaded, item, identity } = planned;
  const signer = loaded.mySigner;
  if (!signer) throw new AppError("forbidden");
  const fields = item.documentSignatures ?? signer.fields;
  const found = await findDocumentWithVersions(context.db, documentId);
  const latest = found?.versions.at(-1);
  if (!found || !latest) throw new AppError("not_found", { documentId });
  const field = fields.find((candidate) => candidate.document_id === documentId);
  const page = field ? found.document.pages[field.page - 1] : undefined;
  const now = context.clock.now();
  let placement;
  if (field && page) {
    const rect = toPdfRect(field, page);
    const appearance = await identity.appearanceAt(rect);
    // Drawn by the signing worker, with the revision (signature-placeholder.ts).
    const input = {
      signature: appearance.signature,
      signer: { name: appearance.name },
      signedAt: now,
      verificationUrl: signatureVerificationUrl(context.publicUrl),
      ...(identity.part11 ? { part11: identity.part11 } : {}),
    };
    placement = { pageIndex: field.page - 1, rect, appearance: { input, width: field.width, height: field.height } };
  }
  const prepared = await preparePdfSignature(
    await context.blobs.getSharedBytes(latest.blob_sha256),
    {
      certificate: identity.certificate,
      algorithm: identity.algorithm,
      chain: identity.chain,
      timeStampAuthority: services.timeStampAuthority,
      level: signerLevelOf(context),
      fieldName: `Signature ${signer.id.slice(0, 8)} ${latest.version + 1}`,
      placement,
      name: identity.name,
      // A Part 11 signature's meaning, printed name and time are its reason (21 CFR 11.50, 11.70).
      reason: identity.part11 ? part11Reason(identity.part11) : item.signingReason,
      signingTime: now,
      formFields: filledFieldPlacements(planned.fill, documentId, found.document.pages, fillLanguageOf(signer.lang, planned.language, loaded.user.lang)),
    },
    services.revisions,
  );
  return { documentId, version: latest.version + 1, signedAt: now, prepared };
}
