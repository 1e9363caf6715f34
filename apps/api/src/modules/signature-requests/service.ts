import type { SignatureRequestView, SignerInput } from "@paraph/contracts";
import { assertMaySend } from "../billing/index.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { CallbackUrls } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findUserByEmail, upsertContact } from "../users/index.ts";
import { accountLoader, assertAllowed, loadRequest, type LoadedRequest, type RequestLoader } from "./access.ts";
import { recordEvent, type Actor } from "./events.ts";
import { noteSignerViewed } from "./viewed.ts";
import { assertCallbackUrls } from "./callback-urls.ts";
import { invitationTokenHashOf } from "./invitations.ts";
import { scheduleRequestJobs } from "./job-schedule.ts";
import { displayNameOf, notify, observerRecipient, ownerRecipient, signerRecipient } from "./notifications.ts";
import { presentRequest } from "./presenter.ts";
import { advanceRequest, openSignerTurn } from "./progression.ts";
import {
  addRequestDocuments,
  deleteObserverRow,
  deleteRequestRow,
  findRequestDocumentIds,
  findRequestForUpdate,
  findSigners,
  insertObserver,
  insertRequest,
  insertSigner,
  removeRequestDocument,
  updateRequestRow,
  updateSignerRow,
  type SignatureRequestRow,
  type SignerRow,
} from "./repository.ts";
import { assertUsableDocuments, assertValidFields } from "./validation.ts";
import { mailAttachmentColumns, type MailAttachmentChoice } from "./completion-settings.ts";
import { deleteDocumentFormFields, deleteSignerFormFields, moveSignerFormFields, setSignerFormFields } from "../form-fields/index.ts";

export interface RequestSettings {
  message?: string | null | undefined;
  signing_order?: "parallel" | "sequential" | undefined;
  quality?: "ses" | "aes" | "aesMinimal" | "qes" | undefined;
  legislation?: "eidas" | "zertes" | null | undefined;
  expires_at?: string | null | undefined;
  reminder_interval_days?: number | null | undefined;
  mail_attachments?: MailAttachmentChoice | undefined;
  terms_of_use?: string | null | undefined;
}

/** Runs one change in a transaction with the request locked, then shows the result to the actor. */
async function change(
  context: PlatformContext,
  actor: Actor & { userId: string },
  requestId: string,
  work: (trx: JobExecutor, loaded: LoadedRequest) => Promise<void>,
): Promise<SignatureRequestView> {
  return changeAs(context, accountLoader(actor.userId), requestId, work);
}

/** One change of a request in one transaction, the request locked, as the loader's viewer sees it. */
async function changeAs(
  context: PlatformContext,
  load: RequestLoader,
  requestId: string,
  work: (trx: JobExecutor, loaded: LoadedRequest) => Promise<void>,
): Promise<SignatureRequestView> {
  return context.db.transaction().execute(async (trx) => {
    await work(trx, await load(trx, requestId, { forUpdate: true }));
    return presentRequest(trx, await load(trx, requestId, { isAfterOwnChange: true }));
  });
}

function assertFutureExpiry(context: PlatformContext, expiresAt: string | null | undefined): void {
  if (expiresAt && new Date(expiresAt) <= context.clock.now()) throw new AppError("expiry_in_past");
}

export type NewRequestInput = RequestSettings & { title: string; documents: string[]; signatures: SignerInput[]; observers: string[]; callbackUrls?: CallbackUrls | undefined };

/** Where a request came from when a template made it (docs/templates.md). */
export interface RequestOrigin {
  templateId: string;
  templateVersion: number;
}

export async function createRequest(context: PlatformContext, actor: Actor & { userId: string }, input: NewRequestInput): Promise<SignatureRequestView> {
  assertFutureExpiry(context, input.expires_at);
  await assertCallbackUrls(context, actor.userId, input.callbackUrls);
  return context.db.transaction().execute(async (trx) => presentRequest(trx, await createRequestIn(context, trx, actor, input)));
}

/**
 * Makes a draft inside the caller's transaction (a template's request is made with its
 * documents' copies in one go); returns it as its owner sees it. Expiry and callback URLs are
 * the caller's to check first.
 */
export async function createRequestIn(
  context: PlatformContext,
  trx: JobExecutor,
  actor: Actor & { userId: string },
  input: NewRequestInput,
  origin?: RequestOrigin,
): Promise<LoadedRequest> {
  const id = crypto.randomUUID();
  const now = context.clock.now();
  await assertUsableDocuments(trx, actor.userId, input.documents);
  const attachmentChoice = await mailAttachmentColumns(trx, actor.userId, input.mail_attachments);
  await insertRequest(trx, {
    ...attachmentChoice,
    id,
    owner_id: actor.userId,
    title: input.title,
    message: input.message ?? null,
    terms_of_use: input.terms_of_use ?? null,
    status: "draft",
    signing_order: input.signing_order ?? "parallel",
    quality: input.quality ?? "ses",
    legislation: input.legislation ?? null,
    expires_at: input.expires_at ? new Date(input.expires_at) : null,
    reminder_interval_days: input.reminder_interval_days ?? null,
    signing_locked_until: null,
    created_at: now,
    updated_at: now,
    initiated_at: null,
    closed_at: null,
    callback_urls: input.callbackUrls ? JSON.stringify(input.callbackUrls) : null,
    ...(origin ? { template_id: origin.templateId, template_version: origin.templateVersion } : {}),
  });
  await addRequestDocuments(trx, id, input.documents, 0);
  const originDetails = origin ? { templateId: origin.templateId, templateVersion: origin.templateVersion } : {};
  await recordEvent(context, trx, { requestId: id, type: "created", actor, role: "owner", details: { title: input.title, ...originDetails } });
  let loaded = await loadRequest(trx, id, actor.userId);
  // Each signer checks the ones added before it; nothing else of the draft changes meanwhile, so they are noted here rather than read again.
  for (const signer of input.signatures) loaded = { ...loaded, signers: [...loaded.signers, await insertNewSigner(context, trx, loaded, actor, signer, input.documents)] };
  for (const email of input.observers) await insertNewObserver(context, trx, await loadRequest(trx, id, actor.userId), actor, email);
  return loadRequest(trx, id, actor.userId);
}

export async function getRequest(context: PlatformContext, userId: string, requestId: string): Promise<SignatureRequestView> {
  const loaded = await loadRequest(context.db, requestId, userId);
  await noteSignerViewed(context, loaded);
  return presentRequest(context.db, loaded);
}

export async function updateRequest(
  context: PlatformContext,
  actor: Actor & { userId: string },
  requestId: string,
  input: RequestSettings & { title?: string | undefined },
): Promise<SignatureRequestView> {
  assertFutureExpiry(context, input.expires_at);
  return change(context, actor, requestId, async (trx, loaded) => {
    assertAllowed("update", loaded);
    const isOpen = loaded.request.status === "open";
    const draftOnly = ["title", "signing_order", "quality", "legislation", "terms_of_use"] as const;
    const changedDraftOnly = draftOnly.filter((key) => input[key] !== undefined);
    if (isOpen && changedDraftOnly.length > 0) throw new AppError("request_not_draft", { fields: changedDraftOnly });
    const now = context.clock.now();
    await updateRequestRow(trx, requestId, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.message !== undefined ? { message: input.message } : {}),
      ...(input.terms_of_use !== undefined ? { terms_of_use: input.terms_of_use } : {}),
      ...(input.signing_order !== undefined ? { signing_order: input.signing_order } : {}),
      ...(input.quality !== undefined ? { quality: input.quality } : {}),
      ...(input.legislation !== undefined ? { legislation: input.legislation } : {}),
      ...(input.expires_at !== undefined ? { expires_at: input.expires_at ? new Date(input.expires_at) : null } : {}),
      ...(input.reminder_interval_days !== undefined ? { reminder_interval_days: input.reminder_interval_days } : {}),
      ...(await mailAttachmentColumns(trx, loaded.request.owner_id, input.mail_attachments)),
      updated_at: now,
    });
    await recordEvent(context, trx, { requestId, type: "updated", actor, role: "owner", details: { changed: Object.keys(input) } });
    if (isOpen) await scheduleRequestJobs(context, trx, requestId);
  });
}

export async function deleteRequest(context: PlatformContext, actor: Actor & { userId: string }, requestId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const loaded = await loadRequest(trx, requestId, actor.userId, { forUpdate: true });
    assertAllowed("delete", loaded);
    await deleteRequestRow(trx, requestId);
  });
}

export async function initiateRequest(context: PlatformContext, actor: Actor & { userId: string }, requestId: string): Promise<SignatureRequestView> {
  return change(context, actor, requestId, async (trx, loaded) => initiateLoadedRequest(context, trx, actor, loaded));
}

/** Sends a draft loaded for update in the caller's transaction: plan checks, invitations, jobs. */
export async function initiateLoadedRequest(context: PlatformContext, trx: JobExecutor, actor: Actor, loaded: LoadedRequest): Promise<void> {
  const requestId = loaded.request.id;
  assertAllowed("initiate", loaded);
  // A locked business sends nothing new until an admin adds a payment method (docs/billing.md, "States").
  await assertMaySend(context, trx, loaded.request.owner_id);
  const documentIds = await findRequestDocumentIds(trx, requestId);
  const active = loaded.signers.filter((signer) => signer.status === "pending");
  if (documentIds.length === 0 || active.length === 0) {
    throw new AppError("request_incomplete", { documents: documentIds.length, signers: active.length });
  }
  assertFutureExpiry(context, loaded.request.expires_at?.toISOString());
  const now = context.clock.now();
  await updateRequestRow(trx, requestId, { status: "open", initiated_at: now, updated_at: now });
  const request: SignatureRequestRow = { ...loaded.request, status: "open", initiated_at: now, updated_at: now };
  await recordEvent(context, trx, { requestId, type: "initiated", actor, role: "owner" });
  const firstTurn = request.signing_order === "sequential" ? active.slice(0, 1) : active;
  for (const signer of firstTurn) await openSignerTurn(context, trx, request, signer.id);
  await notify(context, trx, "observer-added", request, await Promise.all(loaded.observers.map((observer) => observerRecipient(context, trx, request, observer))));
  await scheduleRequestJobs(context, trx, requestId);
}

export async function addDocuments(context: PlatformContext, actor: Actor & { userId: string }, requestId: string, documentIds: string[]) {
  return change(context, actor, requestId, async (trx, loaded) => {
    assertAllowed("add_document", loaded);
    await assertUsableDocuments(trx, actor.userId, documentIds);
    const existing = await findRequestDocumentIds(trx, requestId);
    await addRequestDocuments(trx, requestId, documentIds, existing.length);
    for (const documentId of documentIds) {
      await recordEvent(context, trx, { requestId, type: "document_added", actor, role: "owner", details: { documentId } });
    }
    await touch(context, trx, requestId);
  });
}

export async function removeDocument(context: PlatformContext, actor: Actor & { userId: string }, requestId: string, documentId: string) {
  return change(context, actor, requestId, async (trx, loaded) => {
    assertAllowed("remove_document", loaded);
    if (!(await removeRequestDocument(trx, requestId, documentId))) throw new AppError("not_found", { documentId });
    // Fields placed on the removed document go with it.
    for (const signer of loaded.signers) {
      const fields = signer.fields.filter((field) => field.document_id !== documentId);
      if (fields.length !== signer.fields.length) await updateSignerRow(trx, signer.id, { fields, updated_at: context.clock.now() });
    }
    await deleteDocumentFormFields(trx, requestId, documentId);
    await recordEvent(context, trx, { requestId, type: "document_removed", actor, role: "owner", details: { documentId } });
    await touch(context, trx, requestId);
  });
}

/** Adds a signer; `requestDocumentIds` are the request's documents when the caller has just added them (a new draft). */
async function insertNewSigner(context: PlatformContext, trx: JobExecutor, loaded: LoadedRequest, actor: Actor, input: SignerInput, requestDocumentIds?: readonly string[]): Promise<SignerRow> {
  const active = loaded.signers.filter((signer) => signer.status === "pending" || signer.status === "open" || signer.status === "signed");
  if (active.some((signer) => signer.email === input.account_email)) throw new AppError("signer_already_added", { email: input.account_email });
  const documentIds = requestDocumentIds ?? (await findRequestDocumentIds(trx, loaded.request.id));
  await assertValidFields(trx, input.document_signatures, documentIds);
  const account = await findUserByEmail(trx, input.account_email);
  const id = crypto.randomUUID();
  const now = context.clock.now();
  const signer: SignerRow = {
    viewed_at: null,
    id,
    signature_request_id: loaded.request.id,
    email: input.account_email,
    identity_email: input.signer_identity_data?.email_address ?? null,
    user_id: account?.id ?? null,
    first_name: input.first_name ?? account?.first_name ?? null,
    last_name: input.last_name ?? account?.last_name ?? null,
    position: Math.max(-1, ...loaded.signers.map((entry) => entry.position)) + 1,
    status: "pending",
    invitation_token_hash: await invitationTokenHashOf(context, id),
    fields: input.document_signatures,
    quality: null,
    legislation: null,
    signed_at: null,
    declined_at: null,
    decline_message: null,
    delegated_to_signer_id: null,
    last_reminded_at: null,
    lang: null,
    created_at: now,
    updated_at: now,
  };
  await insertSigner(trx, signer);
  if (input.form_fields?.length) {
    await assertValidFields(trx, input.form_fields, documentIds);
    await setSignerFormFields(trx, { requestId: loaded.request.id, signerId: id, ownerId: loaded.request.owner_id, now }, input.form_fields);
  }
  await upsertContact(trx, loaded.request.owner_id, input.account_email, now);
  await recordEvent(context, trx, { requestId: loaded.request.id, type: "signer_added", actor, role: "owner", signerId: id, details: { email: signer.email, ...formFieldEventDetails(input.form_fields) } });
  return signer;
}

export async function addSigner(context: PlatformContext, actor: Actor & { userId: string }, requestId: string, input: SignerInput) {
  return change(context, actor, requestId, async (trx, loaded) => {
    assertAllowed("add_signer", loaded);
    const signer = await insertNewSigner(context, trx, loaded, actor, input);
    const request = loaded.request;
    const isTheirTurn = request.status === "open" && (request.signing_order === "parallel" || !loaded.signers.some((entry) => entry.status === "open" || entry.status === "pending"));
    if (isTheirTurn) await openSignerTurn(context, trx, request, signer.id);
    await touch(context, trx, requestId);
  });
}

/** Moves a signer's fields or corrects their name, in place: one event, no remove-and-add. */
export async function updateSigner(
  context: PlatformContext,
  actor: Actor & { userId: string },
  requestId: string,
  signerId: string,
  input: { first_name?: string | undefined; last_name?: string | undefined; document_signatures?: SignerInput["document_signatures"] | undefined; form_fields?: SignerInput["form_fields"] },
) {
  return change(context, actor, requestId, async (trx, loaded) => {
    const target = loaded.signers.find((signer) => signer.id === signerId);
    if (!target) throw new AppError("not_found", { signerId });
    assertAllowed("update_signer", loaded, target);
    if (input.document_signatures) await assertValidFields(trx, input.document_signatures, await findRequestDocumentIds(trx, requestId));
    if (input.form_fields) {
      await assertValidFields(trx, input.form_fields, await findRequestDocumentIds(trx, requestId));
      await setSignerFormFields(trx, { requestId, signerId, ownerId: loaded.request.owner_id, now: context.clock.now() }, input.form_fields);
    }
    await updateSignerRow(trx, signerId, {
      ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
      ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
      ...(input.document_signatures ? { fields: input.document_signatures } : {}),
      updated_at: context.clock.now(),
    });
    await recordEvent(context, trx, { requestId, type: "signer_updated", actor, role: "owner", signerId, details: { email: target.email, changed: Object.keys(input), ...formFieldEventDetails(input.form_fields) } });
    await touch(context, trx, requestId);
  });
}

export async function removeSigner(context: PlatformContext, actor: Actor & { userId: string }, requestId: string, signerId: string) {
  return change(context, actor, requestId, async (trx, loaded) => {
    const target = loaded.signers.find((signer) => signer.id === signerId);
    if (!target) throw new AppError("not_found", { signerId });
    assertAllowed("remove_signer", loaded, target);
    const othersActive = loaded.signers.filter((signer) => signer.id !== signerId && (signer.status === "pending" || signer.status === "open"));
    const anySigned = loaded.signers.some((signer) => signer.status === "signed");
    if (loaded.request.status === "open" && othersActive.length === 0 && !anySigned) throw new AppError("last_signer");
    await updateSignerRow(trx, signerId, { status: "removed", updated_at: context.clock.now() });
    await deleteSignerFormFields(trx, signerId);
    await recordEvent(context, trx, { requestId, type: "signer_removed", actor, role: "owner", signerId, details: { email: target.email } });
    if (loaded.request.status === "open") await advanceRequest(context, trx, loaded.request);
    await touch(context, trx, requestId);
  });
}

async function insertNewObserver(context: PlatformContext, trx: JobExecutor, loaded: LoadedRequest, actor: Actor, email: string): Promise<void> {
  if (loaded.observers.some((observer) => observer.email === email)) throw new AppError("observer_already_added", { email });
  const account = await findUserByEmail(trx, email);
  const now = context.clock.now();
  const observer = { id: crypto.randomUUID(), signature_request_id: loaded.request.id, email, user_id: account?.id ?? null, created_at: now };
  await insertObserver(trx, observer);
  await upsertContact(trx, loaded.request.owner_id, email, now);
  await recordEvent(context, trx, { requestId: loaded.request.id, type: "observer_added", actor, role: "owner", details: { email } });
  if (loaded.request.status === "open") await notify(context, trx, "observer-added", loaded.request, [await observerRecipient(context, trx, loaded.request, observer)]);
}

export async function addObserver(context: PlatformContext, actor: Actor & { userId: string }, requestId: string, email: string) {
  return change(context, actor, requestId, async (trx, loaded) => {
    assertAllowed("add_observer", loaded);
    await insertNewObserver(context, trx, loaded, actor, email);
    await touch(context, trx, requestId);
  });
}

export async function removeObserver(context: PlatformContext, actor: Actor & { userId: string }, requestId: string, observerId: string) {
  return change(context, actor, requestId, async (trx, loaded) => {
    assertAllowed("remove_observer", loaded);
    const removed = await deleteObserverRow(trx, requestId, observerId);
    if (!removed) throw new AppError("not_found", { observerId });
    await recordEvent(context, trx, { requestId, type: "observer_removed", actor, role: "owner", details: { email: removed.email } });
    await touch(context, trx, requestId);
  });
}

export async function declineRequest(context: PlatformContext, actor: Actor & { userId: string }, requestId: string, message: string | undefined) {
  return declineRequestAs(context, actor, accountLoader(actor.userId), requestId, message);
}

/** Declining as any viewer who signs: an account, or a direct-sign guest. */
export async function declineRequestAs(context: PlatformContext, actor: Actor, load: RequestLoader, requestId: string, message: string | undefined) {
  return changeAs(context, load, requestId, async (trx, loaded) => {
    assertAllowed("decline", loaded);
    const signer = loaded.mySigner as SignerRow;
    const now = context.clock.now();
    await updateSignerRow(trx, signer.id, { status: "declined", declined_at: now, decline_message: message ?? null, updated_at: now });
    await updateRequestRow(trx, requestId, { status: "declined", closed_at: now, updated_at: now });
    const request: SignatureRequestRow = { ...loaded.request, status: "declined", closed_at: now };
    await recordEvent(context, trx, { requestId, type: "declined", actor, role: "signer", signerId: signer.id, details: { message: message ?? null } });
    const others = loaded.signers.filter((entry) => entry.id !== signer.id && (entry.status === "open" || entry.status === "signed"));
    await notify(
      context,
      trx,
      "declined",
      request,
      [
        ...(await ownerRecipient(context, trx, request)),
        ...(await Promise.all(others.map((entry) => signerRecipient(context, trx, request, entry)))),
        ...(await Promise.all(loaded.observers.map((observer) => observerRecipient(context, trx, request, observer)))),
      ],
      { actorName: displayNameOf(signer), message },
    );
  });
}

export async function withdrawRequest(context: PlatformContext, actor: Actor & { userId: string }, requestId: string, message: string | undefined) {
  return change(context, actor, requestId, async (trx, loaded) => {
    assertAllowed("withdraw", loaded);
    const now = context.clock.now();
    await updateRequestRow(trx, requestId, { status: "withdrawn", closed_at: now, updated_at: now });
    const request: SignatureRequestRow = { ...loaded.request, status: "withdrawn", closed_at: now };
    await recordEvent(context, trx, { requestId, type: "withdrawn", actor, role: "owner", details: { message: message ?? null } });
    const invited = loaded.signers.filter((signer) => signer.status === "open" || signer.status === "signed");
    await notify(
      context,
      trx,
      "withdrawn",
      request,
      [
        ...(await Promise.all(invited.map((signer) => signerRecipient(context, trx, request, signer)))),
        ...(await Promise.all(loaded.observers.map((observer) => observerRecipient(context, trx, request, observer)))),
      ],
      { message },
    );
  });
}

/** A signer is reminded at most once an hour, by hand or by the automatic reminders. */
export const REMINDER_MIN_INTERVAL_MS = 60 * 60_000;

export async function remindSigners(
  context: PlatformContext,
  actor: Actor,
  requestId: string,
  options: { userId?: string; trx?: JobExecutor } = {},
): Promise<{ reminded: string[]; skipped: string[] }> {
  const run = async (trx: JobExecutor) => {
    const request = options.userId ? (await loadRequest(trx, requestId, options.userId, { forUpdate: true })) : undefined;
    if (request) assertAllowed("remind", request);
    const row = request?.request ?? (await findRequestForUpdate(trx, requestId));
    if (!row || row.status !== "open") return { reminded: [], skipped: [] };
    const now = context.clock.now();
    const reminded: string[] = [];
    const skipped: string[] = [];
    for (const signer of (await findSigners(trx, requestId)).filter((entry) => entry.status === "open")) {
      if (signer.last_reminded_at && now.getTime() - signer.last_reminded_at.getTime() < REMINDER_MIN_INTERVAL_MS) {
        skipped.push(signer.id);
        continue;
      }
      await updateSignerRow(trx, signer.id, { last_reminded_at: now, updated_at: now });
      await recordEvent(context, trx, { requestId, type: "reminded", actor, role: options.userId ? "owner" : "system", signerId: signer.id, details: { email: signer.email } });
      await notify(context, trx, "reminder", row, [await signerRecipient(context, trx, row, signer)], { message: row.message });
      reminded.push(signer.id);
    }
    return { reminded, skipped };
  };
  return options.trx ? run(options.trx) : context.db.transaction().execute(run);
}

export async function delegateSignature(
  context: PlatformContext,
  actor: Actor & { userId: string },
  requestId: string,
  input: { email: string; first_name?: string | undefined; last_name?: string | undefined; message?: string | undefined },
) {
  return change(context, actor, requestId, async (trx, loaded) => {
    assertAllowed("delegate", loaded);
    const from = loaded.mySigner as SignerRow;
    if (input.email === from.email) throw new AppError("signer_already_added", { email: input.email });
    const replacement = await insertNewSigner(context, trx, { ...loaded, signers: loaded.signers.filter((signer) => signer.id !== from.id) }, actor, {
      account_email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      document_signatures: from.fields,
    });
    const now = context.clock.now();
    await updateSignerRow(trx, replacement.id, { position: from.position, updated_at: now });
    await updateSignerRow(trx, from.id, { status: "delegated", delegated_to_signer_id: replacement.id, updated_at: now });
    await moveSignerFormFields(trx, from.id, replacement.id);
    await recordEvent(context, trx, { requestId, type: "delegated", actor, role: "signer", signerId: from.id, details: { to: input.email, message: input.message ?? null } });
    const request = loaded.request;
    if (from.status === "open") {
      const withMessage = { ...request, message: input.message ?? request.message };
      await openSignerTurn(context, trx, withMessage, replacement.id);
    }
    await notify(context, trx, "delegated", request, await ownerRecipient(context, trx, request), { actorName: displayNameOf(from), message: input.message });
    await touch(context, trx, requestId);
  });
}

async function touch(context: PlatformContext, trx: JobExecutor, requestId: string): Promise<void> {
  await updateRequestRow(trx, requestId, { updated_at: context.clock.now() });
}

/**
 * What the audit trail says of a signer's form fields when the sender sets them: their names and
 * which the sender prefilled, never the values (docs/form-fields.md, "Audit trail").
 */
function formFieldEventDetails(fields: SignerInput["form_fields"]): Record<string, string[]> {
  if (!fields) return {};
  return { formFields: fields.map((field) => field.name), prefilledFormFields: fields.filter((field) => field.value !== undefined).map((field) => field.name) };
}
