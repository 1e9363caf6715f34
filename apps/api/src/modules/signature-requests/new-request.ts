import type { DocumentCleaning, SignerInput } from "@paraph/contracts";
import { assertMaySend } from "../billing/index.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { CallbackUrls, PageInfo } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor, NewJobRow } from "../../platform/jobs/job-queue.ts";
import type { QueuedMail } from "../../platform/mail/mailer.ts";
import { drawingFace, type DrawingFace, type NewSignerFormFieldRow } from "../form-fields/index.ts";
import { findUsersByEmails, findUsersByIds, findUserById, type UserRow } from "../users/index.ts";
import { findRequestEventReceivers, requestEventMessages, subscribedTo, webhookTypeOf, type RequestEventReceivers } from "../webhooks/index.ts";
import type { WebhookMessage } from "../webhooks/index.ts";
import { eventRowOf, SYSTEM_ACTOR, type Actor, type RequestEvent } from "./events.ts";
import { invitationKeysOf, type InvitationKeys } from "./invitations.ts";
import { requestJobsOf } from "./job-schedule.ts";
import { newSignerOf } from "./new-signer.ts";
import { mailSenderOf, observerRecipientWith, requestMailsOf, signerRecipientWith, type MailSender } from "./notifications.ts";
import type { NewEventRow, ObserverRow, SignatureRequestRow, SignerRow } from "./repository.ts";
import { assertFutureExpiry } from "./validation.ts";

/*
 * What making and sending a request is, in one place for every way a request is made: a draft
 * (POST /v3/signature-requests), a draft sent later (…/initiate), a template's request made and
 * sent at once, one by one or a bulk send's batch of them. Each step is computed in memory from
 * what the database said beforehand (RequestLookups), so a batch reads once for all its requests
 * and writes each table once (new-request-writer.ts); a draft sent later applies the same
 * sending to its stored rows (service.ts initiateLoadedRequest).
 */

/** What making requests needs from the database, read once for one request or a batch of them. */
export interface RequestLookups {
  /** The sender, who owns the requests. */
  owner: UserRow;
  /** The accounts of the addresses the requests name, by address. */
  accounts: ReadonlyMap<string, UserRow>;
  /** Accounts by id: those of `accounts`, and those the stored signers and observers are bound to. */
  users: ReadonlyMap<string, UserRow>;
  keys: InvitationKeys;
  /** Where the requests' webhook events go, if the sender acts for a business. */
  receivers: RequestEventReceivers | undefined;
  /** The face the signed PDF draws form field values in (a prefill it cannot draw is refused). */
  face: DrawingFace;
}

/** What sending needs besides: who the mails come from, and the plan's answer to sending at all. */
export interface SendingLookups extends RequestLookups {
  sender: MailSender;
  /** Why the sender may not send now (a locked business: business_locked), or undefined. */
  sendRefusal: AppError | undefined;
}

/** Reads the lookups for requests of `ownerId` naming `addresses` (and bound to the accounts `userIds`). */
export async function loadRequestLookups(
  context: PlatformContext,
  executor: JobExecutor,
  ownerId: string,
  named: { addresses: Iterable<string>; userIds?: Iterable<string> },
): Promise<RequestLookups> {
  const owner = await findUserById(executor, ownerId);
  if (!owner) throw new AppError("not_found");
  const accounts = await findUsersByEmails(executor, named.addresses);
  const users = new Map([...accounts.values()].map((user) => [user.id, user]));
  const unknownIds = [...(named.userIds ?? [])].filter((id) => !users.has(id));
  for (const [id, user] of await findUsersByIds(executor, unknownIds)) users.set(id, user);
  return { owner, accounts, users, keys: await invitationKeysOf(context), receivers: await findRequestEventReceivers(executor, ownerId), face: await drawingFace() };
}

/** loadRequestLookups, and what sending needs. */
export async function loadSendingLookups(
  context: PlatformContext,
  executor: JobExecutor,
  ownerId: string,
  named: { addresses: Iterable<string>; userIds?: Iterable<string> },
): Promise<SendingLookups> {
  const lookups = await loadRequestLookups(context, executor, ownerId, named);
  let sendRefusal: AppError | undefined;
  try {
    // A locked business sends nothing new until an admin adds a payment method (docs/billing.md, "States").
    await assertMaySend(context, executor, ownerId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    sendRefusal = error;
  }
  return { ...lookups, sender: await mailSenderOf(executor, ownerId, { owner: lookups.owner }), sendRefusal };
}

/** The account a signer or observer entry stands for: the one it is bound to, else the one of its address. */
function accountOf(lookups: RequestLookups, entry: { user_id: string | null; email: string }): UserRow | undefined {
  return entry.user_id ? lookups.users.get(entry.user_id) : lookups.accounts.get(entry.email);
}

/** Everything a new request writes, made in memory (new-request-writer.ts writes it). */
export interface NewRequest {
  request: SignatureRequestRow;
  /** Its documents, in order. */
  documentIds: string[];
  /** Documents made for it (a template's request's copies of the template's files), with their first versions. */
  documentCopies: DocumentCopy[];
  signers: SignerRow[];
  formFields: NewSignerFormFieldRow[];
  observers: ObserverRow[];
  /** The addresses the sender used (their contacts). */
  contacts: { email: string; usedAt: Date }[];
  events: NewEventRow[];
  webhookMessages: WebhookMessage[];
  mails: QueuedMail[];
  jobs: NewJobRow[];
}

export interface DocumentCopy {
  document: { id: string; ownerId: string; title: string; pages: PageInfo[]; cleaning: DocumentCleaning | null; createdAt: Date };
  version: { id: string; document_id: string; version: number; kind: "original"; blob_sha256: string; byte_size: number; created_at: Date };
}

/** An audit event's row and the webhook deliveries it makes, the request as it is when it happens. */
function eventWithMessages(
  context: PlatformContext,
  lookups: RequestLookups,
  request: SignatureRequestRow,
  event: RequestEvent,
): { row: NewEventRow; messages: WebhookMessage[] } {
  const row = eventRowOf(context, event);
  const type = webhookTypeOf(event.type);
  if (!type || !lookups.receivers) return { row, messages: [] };
  return { row, messages: requestEventMessages(subscribedTo(lookups.receivers, type), { type, request, createdAt: context.clock.now() }) };
}

/** The settings, documents and people of a new request, as the request calls take them (the documents checked by the caller). */
export interface DraftInput {
  title: string;
  message?: string | null | undefined;
  terms_of_use?: string | null | undefined;
  signing_order?: "parallel" | "sequential" | undefined;
  quality?: string | undefined;
  legislation?: string | null | undefined;
  expires_at?: string | null | undefined;
  reminder_interval_days?: number | null | undefined;
  callbackUrls?: CallbackUrls | undefined;
  /** The sender's choice of completion attachments, checked (completion-settings.ts mailAttachmentColumns). */
  attachments?: { attach_signed_document?: boolean | null; attach_signature_protocol?: boolean | null };
  documents: string[];
  signatures: SignerInput[];
  observers: string[];
}

/** Where a request came from when a template made it (docs/templates.md). */
export interface RequestOrigin {
  templateId: string;
  templateVersion: number;
}

/**
 * A new draft: the request, its documents in order, its signers one after the other (newSignerOf:
 * each checked against the ones before it), its observers, the contacts used, and the audit
 * trail's `created`, `signer_added` and `observer_added` with their webhook deliveries. `pages`
 * are the pages of `input.documents`. Nothing is read or written; a refusal is thrown.
 */
export function draftOf(
  context: PlatformContext,
  lookups: RequestLookups,
  actor: Actor,
  input: DraftInput,
  pages: ReadonlyMap<string, readonly PageInfo[]>,
  origin?: RequestOrigin,
): NewRequest {
  const now = context.clock.now();
  const request: SignatureRequestRow = {
    id: crypto.randomUUID(),
    owner_id: lookups.owner.id,
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
    callback_urls: input.callbackUrls ?? null,
    attach_signed_document: input.attachments?.attach_signed_document ?? null,
    attach_signature_protocol: input.attachments?.attach_signature_protocol ?? null,
    template_id: origin?.templateId ?? null,
    template_version: origin?.templateVersion ?? null,
  };
  const made: NewRequest = {
    request,
    documentIds: input.documents,
    documentCopies: [],
    signers: [],
    formFields: [],
    observers: [],
    contacts: [],
    events: [],
    webhookMessages: [],
    mails: [],
    jobs: [],
  };
  const record = (event: RequestEvent) => {
    const { row, messages } = eventWithMessages(context, lookups, made.request, event);
    made.events.push(row);
    made.webhookMessages.push(...messages);
  };
  const originDetails = origin ? { templateId: origin.templateId, templateVersion: origin.templateVersion } : {};
  record({ requestId: request.id, type: "created", actor, role: "owner", details: { title: input.title, ...originDetails } });
  for (const signerInput of input.signatures) {
    const target = { request, signers: made.signers, documentIds: input.documents, pages, otherFormFields: made.formFields, face: lookups.face };
    const added = newSignerOf(context, lookups.keys, target, lookups.accounts.get(signerInput.account_email), actor, signerInput);
    made.signers.push(added.signer);
    made.formFields.push(...added.formFields);
    made.contacts.push({ email: signerInput.account_email, usedAt: added.signer.created_at });
    record(added.event);
  }
  for (const email of input.observers) {
    if (made.observers.some((observer) => observer.email === email)) throw new AppError("observer_already_added", { email });
    const observer: ObserverRow = { id: crypto.randomUUID(), signature_request_id: request.id, email, user_id: lookups.accounts.get(email)?.id ?? null, created_at: context.clock.now() };
    made.observers.push(observer);
    made.contacts.push({ email, usedAt: observer.created_at });
    record({ requestId: request.id, type: "observer_added", actor, role: "owner", details: { email } });
  }
  return made;
}

/** What sending a draft changes and adds. */
export interface Sending {
  /** The request, open. */
  request: SignatureRequestRow;
  /** The signers whose turn it is now, open. */
  opened: SignerRow[];
  events: NewEventRow[];
  webhookMessages: WebhookMessage[];
  mails: QueuedMail[];
  jobs: NewJobRow[];
}

/**
 * Sending a draft (its signers and observers as stored or just made): the plan's answer, at
 * least one document and one signer, an expiry still ahead; then the request open, `initiated`,
 * the first turn's signers (all, or the first in sequential order) open, `invited` and their
 * invitations, the observers told, the expiry and reminder jobs. Nothing is written.
 */
export function sendingOf(
  context: PlatformContext,
  lookups: SendingLookups,
  actor: Actor,
  draft: { request: SignatureRequestRow; signers: readonly SignerRow[]; observers: readonly ObserverRow[]; documentCount: number },
): Sending {
  if (lookups.sendRefusal) throw lookups.sendRefusal;
  const active = draft.signers.filter((signer) => signer.status === "pending");
  if (draft.documentCount === 0 || active.length === 0) throw new AppError("request_incomplete", { documents: draft.documentCount, signers: active.length });
  assertFutureExpiry(context, draft.request.expires_at?.toISOString());
  const now = context.clock.now();
  const request: SignatureRequestRow = { ...draft.request, status: "open", initiated_at: now, updated_at: now };
  const sending: Sending = { request, opened: [], events: [], webhookMessages: [], mails: [], jobs: [] };
  const record = (event: RequestEvent) => {
    const { row, messages } = eventWithMessages(context, lookups, request, event);
    sending.events.push(row);
    sending.webhookMessages.push(...messages);
  };
  const queue = (...mails: ReturnType<typeof requestMailsOf>) => sending.mails.push(...mails.map((mail) => context.mailer.queuedMailOf(mail)));
  record({ requestId: request.id, type: "initiated", actor, role: "owner" });
  for (const signer of request.signing_order === "sequential" ? active.slice(0, 1) : active) {
    const opened: SignerRow = { ...signer, status: "open", updated_at: context.clock.now() };
    sending.opened.push(opened);
    record({ requestId: request.id, type: "invited", actor: SYSTEM_ACTOR, role: "system", signerId: signer.id, details: { email: signer.email } });
    queue(...requestMailsOf(lookups.sender, "invitation", request, [signerRecipientWith(lookups.keys, request, opened, accountOf(lookups, opened))], { message: request.message }));
  }
  const observers = draft.observers.map((observer) => observerRecipientWith(context, request, observer, accountOf(lookups, observer)));
  queue(...requestMailsOf(lookups.sender, "observer-added", request, observers));
  sending.jobs.push(...requestJobsOf(context, request));
  return sending;
}

/** A new draft sent before it is written: one request, made open. */
export function withSending(draft: NewRequest, sending: Sending): NewRequest {
  const opened = new Map(sending.opened.map((signer) => [signer.id, signer]));
  return {
    ...draft,
    request: sending.request,
    signers: draft.signers.map((signer) => opened.get(signer.id) ?? signer),
    events: [...draft.events, ...sending.events],
    webhookMessages: [...draft.webhookMessages, ...sending.webhookMessages],
    mails: [...draft.mails, ...sending.mails],
    jobs: [...draft.jobs, ...sending.jobs],
  };
}
