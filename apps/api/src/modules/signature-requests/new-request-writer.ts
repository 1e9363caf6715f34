import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { lockBlobShared } from "../../platform/storage/blob-references.ts";
import { documentRowOf, insertDocumentsWithVersions } from "../documents/index.ts";
import { insertSignerFormFieldRows } from "../form-fields/index.ts";
import { upsertContacts } from "../users/index.ts";
import { newLineDeliveries } from "../webhooks/index.ts";
import { insertDeliveries } from "../webhooks/index.ts";
import type { NewRequest } from "./new-request.ts";
import { insertEvents, insertObservers, insertRequestDocumentRows, insertRequests, insertSigners, requestDocumentRowsOf } from "./repository.ts";

/**
 * Writes new requests (new-request.ts) in the caller's transaction, each table once for all of
 * them (a statement per table, or a few for thousands of rows): the document copies, the
 * requests, their documents, signers, form fields, observers, the contacts, the audit events,
 * the webhook deliveries, the mails and every job. The copies' files are named under their
 * blobs' shared lock (blob-references.ts), taken once per file.
 */
export async function insertNewRequests(context: PlatformContext, trx: JobExecutor, requests: readonly NewRequest[]): Promise<void> {
  if (requests.length === 0) return;
  const copies = requests.flatMap((request) => request.documentCopies);
  for (const sha256 of [...new Set(copies.map((copy) => copy.version.blob_sha256))].sort()) await lockBlobShared(trx, sha256);
  await insertDocumentsWithVersions(trx, copies.map((copy) => ({ document: documentRowOf(copy.document), version: copy.version })));
  await insertRequests(
    trx,
    requests.map((request) => request.request),
  );
  await insertRequestDocumentRows(
    trx,
    requests.flatMap((request) => requestDocumentRowsOf(request.request.id, request.documentIds, 0)),
  );
  await insertSigners(
    trx,
    requests.flatMap((request) => request.signers),
  );
  await insertSignerFormFieldRows(
    trx,
    requests.flatMap((request) => request.formFields),
  );
  await insertObservers(
    trx,
    requests.flatMap((request) => request.observers),
  );
  await upsertContacts(
    trx,
    requests.flatMap((request) => request.contacts.map((contact) => ({ owner_id: request.request.owner_id, email: contact.email, last_used_at: contact.usedAt }))),
  );
  await insertEvents(
    trx,
    requests.flatMap((request) => request.events),
  );
  // Each request's lines begin here: nobody else can queue in them before this commits.
  const webhooks = newLineDeliveries(
    context,
    requests.flatMap((request) => request.webhookMessages),
  );
  await insertDeliveries(trx, webhooks.deliveries);
  const mails = requests.flatMap((request) => request.mails);
  await context.mailer.insertQueued(trx, mails);
  await context.jobs.enqueueRows(trx, [...requests.flatMap((request) => request.jobs), ...mails.map((mail) => mail.job), ...webhooks.jobs]);
}
