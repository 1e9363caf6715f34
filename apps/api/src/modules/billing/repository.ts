import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import type { BillingCustomExtrasTable, BillingDiscountsTable, BillingPromoCodesTable, BillingSubscriptionsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type SubscriptionRow = Selectable<BillingSubscriptionsTable>;
export type PromoCodeRow = Selectable<BillingPromoCodesTable>;
export type DiscountRow = Selectable<BillingDiscountsTable>;
export type CustomExtraRow = Selectable<BillingCustomExtrasTable>;

/** Inserts unless the business or user has a subscription already (two first uses racing). */
export async function insertSubscriptionIfMissing(executor: JobExecutor, row: Insertable<BillingSubscriptionsTable>): Promise<void> {
  await executor.insertInto("billing_subscriptions").values(row).onConflict((conflict) => conflict.doNothing()).execute();
}

export async function findSubscriptionOfBusiness(executor: JobExecutor, businessId: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  const query = executor.selectFrom("billing_subscriptions").selectAll().where("business_id", "=", businessId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function findSubscriptionOfUser(executor: JobExecutor, userId: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  const query = executor.selectFrom("billing_subscriptions").selectAll().where("user_id", "=", userId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The business a user acts for (member, admin or API user), or undefined for an individual. */
export async function findBusinessIdOfAccount(executor: JobExecutor, userId: string): Promise<string | undefined> {
  const row = await executor.selectFrom("business_accounts").select("business_id").where("user_id", "=", userId).executeTakeFirst();
  return row?.business_id;
}

/** The subscription that pays for what a user does: their business's, or their own when they belong to none; undefined while not made yet. */
export async function findSubscriptionPayingFor(executor: JobExecutor, userId: string): Promise<SubscriptionRow | undefined> {
  const result = await sql<SubscriptionRow>`
    SELECT s.* FROM billing_subscriptions s
    WHERE s.business_id IN (SELECT business_id FROM business_members WHERE user_id = ${userId} UNION ALL SELECT business_id FROM business_api_users WHERE user_id = ${userId})
    UNION ALL
    SELECT s.* FROM billing_subscriptions s
    WHERE s.user_id = ${userId}
      AND NOT EXISTS (SELECT 1 FROM business_members WHERE user_id = ${userId})
      AND NOT EXISTS (SELECT 1 FROM business_api_users WHERE user_id = ${userId})`.execute(executor);
  // The two halves exclude each other: an individual's own subscription pays only while they act for no business.
  return result.rows[0];
}

/** What a usage counter counts: signatures of a billed quality, or extensions of PDFs signed elsewhere (POST /v1/extend). */
export type CountedKind = "ses" | "aes" | "qes" | "extension";

/** What the signing path's quota check needs of the paying subscription, and its latest counter of one quality. */
export interface QuotaSnapshot {
  id: string;
  current_plan: string;
  current_type: string;
  quota_anchor_at: Date;
  last_period_start: Date | null;
  last_used: number | null;
}

/**
 * The quota check's one call for every signature: the paying subscription (the same two
 * exclusive halves as findSubscriptionPayingFor, only the columns it needs) with the latest
 * usage counter of `quality`; the caller compares that counter's period with the current one.
 * The statement lives in the database function `billing_quota_snapshot` (migration 0033) so its
 * plan is kept per connection instead of made anew for each signature.
 */
export async function findQuotaSnapshot(executor: JobExecutor, userId: string, quality: CountedKind): Promise<QuotaSnapshot | undefined> {
  const result = await sql<QuotaSnapshot>`SELECT * FROM billing_quota_snapshot(${userId}, ${quality})`.execute(executor);
  return result.rows[0];
}

export async function findSubscriptionById(executor: JobExecutor, id: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  const query = executor.selectFrom("billing_subscriptions").selectAll().where("id", "=", id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function findSubscriptionByProviderCustomer(executor: JobExecutor, provider: "builtin" | "stripe", customerId: string, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow | undefined> {
  const query = executor.selectFrom("billing_subscriptions").selectAll().where("provider", "=", provider).where("provider_customer_id", "=", customerId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateSubscriptionRow(executor: JobExecutor, id: string, changes: Updateable<BillingSubscriptionsTable>): Promise<SubscriptionRow> {
  return executor.updateTable("billing_subscriptions").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
}

export async function findSubscriptionByReferralCode(executor: JobExecutor, code: string): Promise<SubscriptionRow | undefined> {
  return executor.selectFrom("billing_subscriptions").selectAll().where("referral_code", "=", code).executeTakeFirst();
}

/** Trials that ended by `now`, oldest first, a batch at a time. */
export async function findEndedTrials(executor: JobExecutor, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return executor.selectFrom("billing_subscriptions").selectAll().where("payment_method", "=", "TRIALING").where("trial_ends_at", "<=", now).orderBy("trial_ends_at").limit(limit).execute();
}

export async function findGraceEnded(executor: JobExecutor, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return executor.selectFrom("billing_subscriptions").selectAll().where("payment_method", "=", "NEEDS_PAYMENT_METHOD").where("blocks_at", "<=", now).orderBy("blocks_at").limit(limit).execute();
}

/** Subscriptions whose next base is due (cancellation or downgrade at the period's end). */
export async function findDueNextBases(executor: JobExecutor, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return executor.selectFrom("billing_subscriptions").selectAll().where("next_type", "is not", null).where("next_start_at", "<=", now).orderBy("next_start_at").limit(limit).execute();
}

/** Signatures counted per quality in one quota period. */
export async function findUsageCounters(executor: JobExecutor, subscriptionId: string, periodStart: Date): Promise<{ quality: string; used: number }[]> {
  return executor.selectFrom("billing_usage_counters").select(["quality", "used"]).where("subscription_id", "=", subscriptionId).where("period_start", "=", periodStart).execute();
}

/**
 * Counts one signature if the quota allows it: one upsert that PostgreSQL applies under the
 * counter row's lock, so of two racing for the last signature exactly one gets a row back.
 * `limit` null counts without a limit. Returns the count after this signature, or undefined
 * when the quota is used up.
 */
export async function reserveSignature(executor: JobExecutor, subscriptionId: string, periodStart: Date, quality: CountedKind, limit: number | null): Promise<number | undefined> {
  const row = await executor
    .insertInto("billing_usage_counters")
    .values({ subscription_id: subscriptionId, period_start: periodStart, quality, used: 1 })
    .onConflict((conflict) => {
      const update = conflict.columns(["subscription_id", "period_start", "quality"]).doUpdateSet({ used: sql<number>`billing_usage_counters.used + 1` });
      return limit === null ? update : update.where(sql<boolean>`billing_usage_counters.used < ${limit}`);
    })
    .returning("used")
    .executeTakeFirst();
  return row?.used;
}

export async function findPromoCode(executor: JobExecutor, code: string, options: { forUpdate?: boolean } = {}): Promise<PromoCodeRow | undefined> {
  const query = executor.selectFrom("billing_promo_codes").selectAll().where(sql`lower(code)`, "=", code.toLowerCase());
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function upsertPromoCode(executor: JobExecutor, row: Insertable<BillingPromoCodesTable>): Promise<PromoCodeRow> {
  return executor
    .insertInto("billing_promo_codes")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("code").doUpdateSet({ percent_off: row.percent_off, duration_months: row.duration_months ?? null, plans: row.plans ?? [], cycles: row.cycles ?? [], max_redemptions: row.max_redemptions ?? null, expires_at: row.expires_at ?? null }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countPromoRedemption(executor: JobExecutor, code: string): Promise<void> {
  await executor.updateTable("billing_promo_codes").set({ redemptions: sql<number>`redemptions + 1` }).where("code", "=", code).execute();
}

export async function uncountPromoRedemption(executor: JobExecutor, code: string): Promise<void> {
  await executor.updateTable("billing_promo_codes").set({ redemptions: sql<number>`greatest(redemptions - 1, 0)` }).where("code", "=", code).execute();
}

export async function insertDiscount(executor: JobExecutor, row: Insertable<BillingDiscountsTable>): Promise<boolean> {
  const result = await executor.insertInto("billing_discounts").values(row).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function findDiscounts(executor: JobExecutor, subscriptionId: string): Promise<DiscountRow[]> {
  return executor.selectFrom("billing_discounts").selectAll().where("subscription_id", "=", subscriptionId).orderBy("created_at").execute();
}

export async function findCustomExtras(executor: JobExecutor, businessId: string): Promise<CustomExtraRow[]> {
  return executor.selectFrom("billing_custom_extras").selectAll().where("business_id", "=", businessId).orderBy("name").execute();
}

export async function upsertCustomExtra(executor: JobExecutor, row: Insertable<BillingCustomExtrasTable>): Promise<void> {
  await executor
    .insertInto("billing_custom_extras")
    .values(row)
    .onConflict((conflict) => conflict.columns(["business_id", "name"]).doUpdateSet({ description: row.description ?? null, quantity: row.quantity ?? null, price: row.price ?? null, currency: row.currency ?? null }))
    .execute();
}

export async function deleteCustomExtra(executor: JobExecutor, businessId: string, name: string): Promise<boolean> {
  const result = await executor.deleteFrom("billing_custom_extras").where("business_id", "=", businessId).where("name", "=", name).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Members and pending invitations: what takes seats. */
export async function countSeatsTaken(executor: JobExecutor, businessId: string): Promise<{ members: number; invitations: number }> {
  const members = await executor.selectFrom("business_members").select((eb) => eb.fn.countAll<string>().as("count")).where("business_id", "=", businessId).executeTakeFirstOrThrow();
  const invitations = await executor.selectFrom("business_invitations").select((eb) => eb.fn.countAll<string>().as("count")).where("business_id", "=", businessId).executeTakeFirstOrThrow();
  return { members: Number(members.count), invitations: Number(invitations.count) };
}

export async function countRows(executor: JobExecutor, table: "signer_groups" | "business_api_users" | "seals", businessId: string): Promise<number> {
  const row = await executor.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("count")).where("business_id", "=", businessId).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Blocks a subscription whose payment method is still missing at the end of its grace period; false when it no longer is. */
export async function blockUnpaidSubscription(executor: JobExecutor, id: string, now: Date): Promise<boolean> {
  const result = await executor
    .updateTable("billing_subscriptions")
    .set({ payment_method: "BLOCKED", updated_at: now })
    .where("id", "=", id)
    .where("payment_method", "=", "NEEDS_PAYMENT_METHOD")
    .where("blocks_at", "<=", now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
