import type { BilledQuality, Quality, SubscriptionUsage } from "@paraph/contracts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { quotaPeriodAt } from "./billing-period.ts";
import { billingOf, type BillingContext } from "./billing-runtime.ts";
import { countRows, countSeatsTaken, findQuotaSnapshot, findUsageCounters, reserveSignature, type SubscriptionRow } from "./repository.ts";
import { ensureBusinessSubscription, ensureSubscriptionPayingFor, isLocked, limitsOf } from "./subscriptions.ts";

/**
 * Quotas the server enforces (docs/billing.md, "Quotas"): signatures per quota period and
 * quality, seats, signer groups, API users, seals, uploads on the free plan and sending while a
 * business is locked. Each check reads the subscription that pays (subscriptions.ts).
 */

/** The quality a signature is counted as: an aesMinimal signature is an advanced one. */
export function billedQualityOf(quality: Quality): BilledQuality {
  return quality === "aesMinimal" ? "aes" : quality;
}

function exhausted(quality: BilledQuality, limit: number, usage: number, periodEndsAt: Date): AppError {
  return new AppError("signature_quota_exhausted", { quality, limit, usage, periodEndsAt: periodEndsAt.toISOString() });
}

/** The plan's (or trial's) signatures of a quality per period; null for unlimited. */
function signatureLimitOf(context: BillingContext, row: { current_plan: string; current_type: string }, quality: BilledQuality): number | null {
  return billingOf(context).catalogue.limitsOf(row.current_plan, row.current_type.startsWith("TRIAL_")).signatures[quality];
}

/**
 * Before any PDF work, without a transaction: refuses a signature on a request whose owner's
 * quota of that quality is used up already (the signature is counted for good when it is
 * recorded: reserveRequestSignature).
 */
export async function assertSignatureQuotaLeft(context: BillingContext, ownerUserId: string, quality: Quality): Promise<void> {
  const quota = await signatureQuotaOf(context, ownerUserId, quality);
  if (quota.limit !== null && quota.used >= quota.limit) throw exhausted(billedQualityOf(quality), quota.limit, quota.used, quota.periodEndsAt);
}

/** The owner's signatures of a quality in this quota period: the plan's limit (null: none) and those used. */
export async function signatureQuotaOf(context: BillingContext, ownerUserId: string, quality: Quality): Promise<{ limit: number | null; used: number; periodEndsAt: Date }> {
  const billed = billedQualityOf(quality);
  const snapshot = await findQuotaSnapshot(context.db, ownerUserId, billed);
  const row = snapshot ?? (await ensureSubscriptionPayingFor(context, context.db, ownerUserId));
  const limit = signatureLimitOf(context, row, billed);
  const period = quotaPeriodAt(row.quota_anchor_at, context.clock.now());
  const used = snapshot?.last_period_start?.getTime() === period.start.getTime() ? (snapshot.last_used ?? 0) : 0;
  return { limit, used, periodEndsAt: period.end };
}

/**
 * Counts a signature of a request against its owner's quota, in the transaction that records
 * the signature (signing/sign-documents.ts): it commits with the signature or not at all, and
 * the counter row's lock lets exactly one of two racing signers take the last one.
 */
export async function reserveRequestSignature(context: BillingContext, trx: JobExecutor, ownerUserId: string, quality: Quality): Promise<void> {
  const billed = billedQualityOf(quality);
  const row = (await findQuotaSnapshot(trx, ownerUserId, billed)) ?? (await ensureSubscriptionPayingFor(context, trx, ownerUserId));
  const limit = signatureLimitOf(context, row, billed);
  const period = quotaPeriodAt(row.quota_anchor_at, context.clock.now());
  if (limit === 0) throw exhausted(billed, 0, 0, period.end);
  const used = await reserveSignature(trx, row.id, period.start, billed, limit);
  if (used === undefined) throw exhausted(billed, limit ?? 0, limit ?? 0, period.end);
}

/**
 * POST /v1/extend is a business service: only an account acting for a business (member, admin or
 * API user) may call it, not while the business is locked, and not beyond the plan's extensions
 * of the quota period. Checked before any PDF work; counted once the extension is made
 * (reserveExtension).
 */
export async function assertExtensionAllowed(context: BillingContext, userId: string): Promise<void> {
  const row = await ensureSubscriptionPayingFor(context, context.db, userId);
  if (row.business_id === null) throw new AppError("extend_business_required", {});
  if (isLocked(row)) throw new AppError("business_locked", { paymentMethod: row.payment_method });
  const limit = limitsOf(context, row).extensions;
  if (limit === null) return;
  const period = quotaPeriodAt(row.quota_anchor_at, context.clock.now());
  const used = (await findUsageCounters(context.db, row.id, period.start)).find((counter) => counter.quality === "extension")?.used ?? 0;
  if (used >= limit) throw new AppError("extension_quota_exhausted", { limit, usage: used, periodEndsAt: period.end.toISOString() });
}

/**
 * Counts one extension against the business's plan with the same conditional upsert as a
 * signature, so of two racing for the last one exactly one is answered with its PDF.
 */
export async function reserveExtension(context: BillingContext, userId: string): Promise<void> {
  const row = await ensureSubscriptionPayingFor(context, context.db, userId);
  const limit = limitsOf(context, row).extensions;
  const period = quotaPeriodAt(row.quota_anchor_at, context.clock.now());
  const used = limit === 0 ? undefined : await reserveSignature(context.db, row.id, period.start, "extension", limit);
  if (used === undefined) throw new AppError("extension_quota_exhausted", { limit: limit ?? 0, usage: limit ?? 0, periodEndsAt: period.end.toISOString() });
}

/** Uploading needs a plan that allows it (spec §6: not the new free plan). */
export async function assertMayUpload(context: BillingContext, userId: string): Promise<void> {
  const row = await ensureSubscriptionPayingFor(context, context.db, userId);
  if (!limitsOf(context, row).canUpload) throw new AppError("plan_does_not_allow_upload", { plan: row.current_plan });
}

/** A locked business's members cannot send new requests (docs/billing.md, "States"); signing what others sent still works. */
export async function assertMaySend(context: BillingContext, executor: JobExecutor, ownerUserId: string): Promise<void> {
  const row = await ensureSubscriptionPayingFor(context, executor, ownerUserId);
  if (isLocked(row)) throw new AppError("business_locked", { paymentMethod: row.payment_method });
}

/** Members plus pending invitations must fit the seats paid for; `adding` more are about to be invited. */
export async function assertSeatsFor(context: BillingContext, executor: JobExecutor, businessId: string, adding: number): Promise<void> {
  const row = await ensureBusinessSubscription(context, executor, businessId);
  const taken = await countSeatsTaken(executor, businessId);
  const usage = taken.members + taken.invitations;
  const limit = limitsOf(context, row).seats.included;
  if (usage + adding > limit) throw new AppError("seat_limit_reached", { limit, usage, adding });
}

/** The plan's figure for a countable thing of the business, or null for unlimited. */
export async function businessLimitOf(context: BillingContext, executor: JobExecutor, businessId: string, what: "signerGroups" | "apiUsers" | "seals"): Promise<number | null> {
  return limitsOf(context, await ensureBusinessSubscription(context, executor, businessId))[what];
}

/** Refuses one more seal beyond the plan's figure. */
export async function assertSealAllowed(context: BillingContext, executor: JobExecutor, businessId: string): Promise<void> {
  const limit = await businessLimitOf(context, executor, businessId, "seals");
  if (limit === null) return;
  const usage = await countRows(executor, "seals", businessId);
  if (usage >= limit) throw new AppError("seal_limit_reached", { limit, usage });
}

/** The business's usage against its plan in the current quota period. */
export async function loadUsage(context: BillingContext, executor: JobExecutor, row: SubscriptionRow & { business_id: string }): Promise<SubscriptionUsage> {
  const limits = limitsOf(context, row);
  const period = quotaPeriodAt(row.quota_anchor_at, context.clock.now());
  const counters = await findUsageCounters(executor, row.id, period.start);
  const used = (quality: BilledQuality) => counters.find((counter) => counter.quality === quality)?.used ?? 0;
  const taken = await countSeatsTaken(executor, row.business_id);
  return {
    plan: row.current_plan as SubscriptionUsage["plan"],
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    signatures: {
      ses: { used: used("ses"), limit: limits.signatures.ses },
      aes: { used: used("aes"), limit: limits.signatures.aes },
      qes: { used: used("qes"), limit: limits.signatures.qes },
    },
    seats: { used: taken.members + taken.invitations, limit: limits.seats.included, members: taken.members, invitations: taken.invitations },
    signerGroups: { used: await countRows(executor, "signer_groups", row.business_id), limit: limits.signerGroups },
    apiUsers: { used: await countRows(executor, "business_api_users", row.business_id), limit: limits.apiUsers },
    seals: { used: await countRows(executor, "seals", row.business_id), limit: limits.seals },
  };
}
