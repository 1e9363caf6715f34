import type { SignatureRequestView, SignerInput } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { CallbackUrls } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findUserByEmail, upsertContact } from "../users/index.ts";
import { queueNewEvent } from "../webhooks/index.ts";
import { accountLoader, assertAllowed, loadRequest, type LoadedRequest, type RequestLoader } from "./access.ts";
import { recordEvent, type Actor } from "./events.ts";
import { noteSignerViewed } from "./viewed.ts";
import { assertCallbackUrls } from "./callback-urls.ts";
import { invitationKeysOf } from "./invitations.ts";
import { scheduleRequestJobs } from "./job-schedule.ts";
import { draftOf, loadRequestLookups, loadSendingLookups, sendingOf } from "./new-request.ts";
import { insertNewRequests } from "./new-request-writer.ts";
import { formFieldEventDetails, newSignerOf } from "./new-signer.ts";
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
  insertEvents,
  insertObservers,
  insertSigners,
  removeRequestDocument,
  updateRequestRow,
  updateSignerRow,
  type SignatureRequestRow,
  type SignerRow,
} from "./repository.ts";
import { assertFutureExpiry, assertUsableDocuments, assertValidFields } from "./validation.ts";
import { findDocumentPages } from "../documents/index.ts";
import { mailAttachmentColumns, type MailAttachmentChoice } from "./completion-settings.ts";
import { deleteDocumentFormFields, deleteSignerFormFields, drawingFace, findRequestFormFields, insertSignerFormFieldRows, moveSignerFormFields, setSignerFormFields } from "../form-fields/index.ts";

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

export type NewRequestInput = RequestSettings & { title: string; documents: string[]; signatures: SignerInput[]; observers: string[]; callbackUrls?: CallbackUrls | undefined };

export async function createRequest(context: PlatformContext, actor: Actor & { userId: string }, input: NewRequestInput): Promise<SignatureRequestView> {
  assertFutureExpiry(context, input.expires_at);
  await assertCallbackUrls(context, actor.userId, input.callbackUrls);
  return context.db.transaction().execute(async (trx) => presentRequest(trx, await createRequestIn(context, trx, actor, input)));
}

/**
 * Makes a draft inside the caller's transaction: the documents the caller's and in no request,
 * the attachments' choice allowed, then the draft as new-request.ts makes one, written; returns
 * it as its owner sees it. Expiry and callback URLs are the caller's to check first.
 */
export async function createRequestIn(context: PlatformContext, trx: JobExecutor, actor: Actor & { userId: string }, input: NewRequestInput): Promise<LoadedRequest> {
  await assertUsableDocuments(trx, actor.userId, input.documents);
  const attachments = await mailAttachmentColumns(trx, actor.userId, input.mail_attachments);
  const lookups = await loadRequestLookups(context, trx, actor.userId, { addresses: [...input.signatures.map((signer) => signer.account_email), ...input.observers] });
  const draft = draftOf(context, lookups, actor, { ...input, attachments }, await findDocumentPages(trx, input.documents));
  await insertNewRequests(context, trx, [draft]);
  return loadRequest(trx, draft.request.id, actor.userId);
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

/**
 * Sends a draft loaded for update in the caller's transaction: what sending is (new-request.ts
 * sendingOf: plan checks, invitations, jobs), applied to its stored rows.
 */
export async function initiateLoadedRequest(context: PlatformContext, trx: JobExecutor, actor: Actor, loaded: LoadedRequest): Promise<void> {
  assertAllowed("initiate", loaded);
  const entries = [...loaded.signers, ...loaded.observers];
  const lookups = await loadSendingLookups(context, trx, loaded.request.owner_id, {
    addresses: entries.filter((entry) => !entry.user_id).map((entry) => entry.email),
    userIds: entries.flatMap((entry) => (entry.user_id ? [entry.user_id] : [])),
  });
  const documentCount = (await findRequestDocumentIds(trx, loaded.request.id)).length;
  const sending = sendingOf(context, lookups, actor, { ...loaded, documentCount });
  const { request } = sending;
  await updateRequestRow(trx, request.id, { status: request.status, initiated_at: request.initiated_at, updated_at: request.updated_at });
  for (const signer of sending.opened) await updateSignerRow(trx, signer.id, { status: signer.status, updated_at: signer.updated_at });
  await insertEvents(trx, sending.events);
  for (const message of sending.webhookMessages) await queueNewEvent(context, trx, message.target, message);
  await context.mailer.insertQueued(trx, sending.mails);
  await context.jobs.enqueueRows(trx, [...sending.jobs, ...sending.mails.map((mail) => mail.job)]);
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

/** Adds a signer to a stored request (new-signer.ts decides what that is). */
async function insertNewSigner(context: PlatformContext, trx: JobExecutor, loaded: LoadedRequest, actor: Actor, input: SignerInput): Promise<SignerRow> {
  const requestId = loaded.request.id;
  const documentIds = await findRequestDocumentIds(trx, requestId);
  const named = [...input.document_signatures, ...(input.form_fields ?? [])].map((field) => field.document_id).filter((id) => documentIds.includes(id));
  const target = {
    request: loaded.request,
    signers: loaded.signers,
    documentIds,
    pages: await findDocumentPages(trx, named),
    otherFormFields: input.form_fields?.length ? await findRequestFormFields(trx, requestId) : [],
    face: await drawingFace(),
  };
  const added = newSignerOf(context, await invitationKeysOf(context), target, await findUserByEmail(trx, input.account_email), actor, input);
  await insertSigners(trx, [added.signer]);
  await insertSignerFormFieldRows(trx, added.formFields);
  await upsertContact(trx, loaded.request.owner_id, input.account_email, added.signer.created_at);
  await recordEvent(context, trx, added.event);
  return added.signer;
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
  await insertObservers(trx, [observer]);
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
