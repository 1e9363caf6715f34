import type { PlatformContext } from "../../platform/context.ts";
import { newestArchiveTimeStampOf, type ArchiveTimeStampFacts } from "../../pdf-engine/pades/archive-time-stamp-facts.ts";
import { appendLtaUpdate } from "../../pdf-engine/pades/lta-update.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { findDocumentVersions } from "../documents/index.ts";
import { lockDocument, storeVersion } from "../signing/index.ts";
import {
  findDueDocuments,
  findUninspectedVersions,
  MAX_RENEWAL_ATTEMPTS,
  recordArchiveTimeStampFacts,
  recordRenewal,
  recordRenewalFailure,
  type DueDocumentRow,
  type RenewalPolicy,
  type RenewalReason,
  findRenewedVersions,
} from "./repository.ts";
import type { TimeStampPacer } from "./time-stamp-pacer.ts";

const DAY_MS = 24 * 60 * 60_000;

/** A document whose archive time-stamp is due, as `paraph renew --dry-run` lists it. */
export interface DueDocument {
  documentId: string;
  title: string;
  version: number;
  reason: RenewalReason;
  timeStampedAt: string;
  chainExpiresAt: string;
  digestAlgorithm: string;
  weakestRsaBits: number | null;
  failedAttempts: number;
}

export interface Renewal {
  documentId: string;
  fromVersion: number;
  toVersion: number;
  reason: RenewalReason;
  /** The new time-stamp no longer has the reason; false: the authority's certificate was no better (the operator is told). */
  cured: boolean;
  addedBytes: number;
  milliseconds: number;
}

export interface RenewalFailure {
  documentId: string;
  version: number;
  reason: RenewalReason;
  error: string;
  attempts: number;
  /** The last automatic attempt: the sweep leaves the document to the operator. */
  isGivenUp: boolean;
}

export interface RenewalBatch {
  /** Documents due before the batch ran (the whole installation, not only this batch). */
  due: number;
  renewed: Renewal[];
  failed: RenewalFailure[];
  /** Renewals whose time-stamp still has the reason (see Renewal.cured). */
  notCured: Renewal[];
}

/** The installation's renewal policy at `now` (LTV_RENEWAL_MARGIN_DAYS, LTV_MIN_RSA_BITS). */
/**
 * The archive versions of a document: the one its completion stored, then one per renewal, each
 * with the version number it has among the document's versions.
 */
export async function archiveVersionsOf(context: PlatformContext, documentId: string, latestVersion: number): Promise<{ version: number; renewal: number }[]> {
  const renewals = await findRenewedVersions(context.db, documentId);
  const completion = renewals[0]?.fromVersion ?? latestVersion;
  return [{ version: completion, renewal: 0 }, ...renewals.map((renewal, index) => ({ version: renewal.toVersion, renewal: index + 1 }))];
}

export function renewalPolicyOf(context: PlatformContext, now = context.clock.now()): RenewalPolicy {
  return { now, expiresBefore: new Date(now.getTime() + context.config.LTV_RENEWAL_MARGIN_DAYS * DAY_MS), minRsaBits: context.config.LTV_MIN_RSA_BITS };
}

/** The facts' reason to renew under the policy, or undefined when none. */
export function renewalReasonOf(facts: ArchiveTimeStampFacts, policy: RenewalPolicy): RenewalReason | undefined {
  if (facts.digestAlgorithm === "sha1" || (facts.weakestRsaBits !== null && facts.weakestRsaBits < policy.minRsaBits)) return "weak_algorithm";
  return facts.chainExpiresAt < policy.expiresBefore ? "expiring" : undefined;
}

/**
 * Reads the newest archive time-stamp of up to `limit` completed documents whose newest version
 * was not read yet (newly completed or renewed elsewhere, or stored before renewal existed), in a
 * signing worker, and records its facts: the due documents are then found by an index.
 */
export async function inspectNewVersions(context: PlatformContext, services: SigningServices, limit: number): Promise<number> {
  const now = context.clock.now();
  const versions = await findUninspectedVersions(context.db, now, limit);
  for (const version of versions) {
    const bytes = await context.blobs.getSharedBytes(version.blob_sha256);
    const facts = await newestArchiveTimeStampOf(bytes, services.revisions).catch((error: unknown) => {
      // A token that cannot be read is not Paraph's to renew; recorded as none, and logged.
      context.log.warn({ err: error, documentId: version.document_id, version: version.version }, "the document's archive time-stamp could not be read");
      return undefined;
    });
    await recordArchiveTimeStampFacts(context.db, version.document_id, version.version, facts, now);
  }
  return versions.length;
}

/** What is due now (after reading new versions), soonest-ending first: `paraph renew --dry-run`. */
export async function listDueDocuments(context: PlatformContext, services: SigningServices, options: { limit?: number; includeGivenUp?: boolean } = {}): Promise<DueDocument[]> {
  while ((await inspectNewVersions(context, services, context.config.LTV_RENEWAL_BATCH_SIZE)) === context.config.LTV_RENEWAL_BATCH_SIZE);
  const rows = await findDueDocuments(context.db, renewalPolicyOf(context), options.limit ?? 10_000, options);
  return rows.map(presentDue);
}

/**
 * One renewal batch: reads new versions, counts what is due, and renews up to
 * LTV_RENEWAL_BATCH_SIZE documents one after another, each paced against the time-stamp
 * authority. Each renewal is the LTA update (validation data for every signature and
 * time-stamp, the previous archive time-stamp's chain included, then a new document time-stamp)
 * written in a signing worker outside any transaction, then stored as the document's next
 * version in a short transaction under the document's lock, with its facts and the renewal
 * record, so a batch stopped anywhere leaves each document renewed once or not at all, and the
 * next batch goes on from there. A failure is recorded and counted; the batch goes on.
 */
export async function runRenewalBatch(
  context: PlatformContext,
  services: SigningServices,
  pacer: TimeStampPacer,
  options: { includeGivenUp?: boolean } = {},
): Promise<RenewalBatch> {
  const batchSize = context.config.LTV_RENEWAL_BATCH_SIZE;
  await inspectNewVersions(context, services, batchSize);
  const policy = renewalPolicyOf(context);
  const dueCount = (await findDueDocuments(context.db, policy, 100_000, options)).length;
  context.metrics.setArchiveRenewalsDue(dueCount);
  const batch: RenewalBatch = { due: dueCount, renewed: [], failed: [], notCured: [] };
  for (const due of await findDueDocuments(context.db, policy, batchSize, options)) {
    await pacer.wait();
    try {
      const renewal = await renewDocument(context, services, due);
      if (!renewal) continue;
      batch.renewed.push(renewal);
      if (!renewal.cured) batch.notCured.push(renewal);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const attempts = await recordRenewalFailure(context.db, { documentId: due.document_id, fromVersion: due.version, reason: due.reason, error: message, now: context.clock.now() });
      batch.failed.push({ documentId: due.document_id, version: due.version, reason: due.reason, error: message, attempts, isGivenUp: attempts >= MAX_RENEWAL_ATTEMPTS });
    }
  }
  context.metrics.countArchiveRenewals("renewed", batch.renewed.length);
  context.metrics.countArchiveRenewals("failed", batch.failed.length);
  return batch;
}

/** Renews one document from its due version; undefined when another version landed meanwhile (that one is looked at next time). */
async function renewDocument(context: PlatformContext, services: SigningServices, due: DueDocumentRow): Promise<Renewal | undefined> {
  const started = performance.now();
  const now = context.clock.now();
  const source = await context.blobs.getSharedBytes(due.blob_sha256);
  const sourceLength = source.length;
  const renewed = await appendLtaUpdate(source, services, { fieldName: `Archive time-stamp ${due.version + 1}`, now, revisions: services.revisions });
  const facts = await newestArchiveTimeStampOf(renewed, services.revisions);
  if (!facts) throw new Error("The renewed document carries no document time-stamp");
  const cured = renewalReasonOf(facts, renewalPolicyOf(context, now)) !== due.reason;
  const toVersion = due.version + 1;
  const stored = await context.db.transaction().execute(async (trx) => {
    await lockDocument(trx, due.document_id);
    const latest = (await findDocumentVersions(trx, due.document_id)).at(-1);
    if (latest?.version !== due.version) return false;
    await storeVersion(context, trx, due.document_id, toVersion, renewed, now);
    await recordArchiveTimeStampFacts(trx, due.document_id, toVersion, facts, now);
    await recordRenewal(trx, { documentId: due.document_id, fromVersion: due.version, toVersion, reason: due.reason, cured, now });
    return true;
  });
  if (!stored) return undefined;
  return { documentId: due.document_id, fromVersion: due.version, toVersion, reason: due.reason, cured, addedBytes: renewed.length - sourceLength, milliseconds: performance.now() - started };
}

function presentDue(row: DueDocumentRow): DueDocument {
  return {
    documentId: row.document_id,
    title: row.title,
    version: row.version,
    reason: row.reason,
    timeStampedAt: row.time_stamped_at.toISOString(),
    chainExpiresAt: row.chain_expires_at.toISOString(),
    digestAlgorithm: row.digest_algorithm,
    weakestRsaBits: row.weakest_rsa_bits,
    failedAttempts: row.failed_attempts,
  };
}
