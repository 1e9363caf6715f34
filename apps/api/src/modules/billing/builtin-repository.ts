import type { Insertable, Selectable, Updateable } from "kysely";
import type { BillingBuiltinInvoicesTable, BillingBuiltinSetupIntentsTable, BillingBuiltinSubscriptionsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

/** The built-in provider's own records (test payments): setup intents, subscriptions, invoices. */
export type BuiltinSetupIntentRow = Selectable<BillingBuiltinSetupIntentsTable>;
export type BuiltinSubscriptionRow = Selectable<BillingBuiltinSubscriptionsTable>;
export type BuiltinInvoiceRow = Selectable<BillingBuiltinInvoicesTable>;

export async function insertBuiltinSetupIntent(executor: JobExecutor, row: Insertable<BillingBuiltinSetupIntentsTable>): Promise<void> {
  await executor.insertInto("billing_builtin_setup_intents").values(row).execute();
}

export async function findBuiltinSetupIntentBySecretHash(executor: JobExecutor, secretHash: string): Promise<BuiltinSetupIntentRow | undefined> {
  return executor.selectFrom("billing_builtin_setup_intents").selectAll().where("client_secret_hash", "=", secretHash).executeTakeFirst();
}

export async function findBuiltinPaymentMethod(executor: JobExecutor, paymentMethodId: string): Promise<BuiltinSetupIntentRow | undefined> {
  return executor.selectFrom("billing_builtin_setup_intents").selectAll().where("payment_method_id", "=", paymentMethodId).where("status", "=", "succeeded").executeTakeFirst();
}

/** Confirms a waiting setup intent; false when it was confirmed meanwhile. */
export async function confirmBuiltinSetupIntentRow(executor: JobExecutor, id: string, changes: Updateable<BillingBuiltinSetupIntentsTable>): Promise<boolean> {
  const result = await executor.updateTable("billing_builtin_setup_intents").set(changes).where("id", "=", id).where("status", "=", "requires_payment_method").executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findBuiltinSubscription(executor: JobExecutor, id: string): Promise<BuiltinSubscriptionRow | undefined> {
  return executor.selectFrom("billing_builtin_subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertBuiltinSubscription(executor: JobExecutor, row: Insertable<BillingBuiltinSubscriptionsTable>): Promise<void> {
  await executor.insertInto("billing_builtin_subscriptions").values(row).execute();
}

export async function updateBuiltinSubscription(executor: JobExecutor, id: string, changes: Updateable<BillingBuiltinSubscriptionsTable>): Promise<BuiltinSubscriptionRow | undefined> {
  return executor.updateTable("billing_builtin_subscriptions").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function findBuiltinInvoiceByIdempotencyKey(executor: JobExecutor, idempotencyKey: string): Promise<BuiltinInvoiceRow | undefined> {
  return executor.selectFrom("billing_builtin_invoices").selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
}

export async function insertBuiltinInvoice(executor: JobExecutor, row: Insertable<BillingBuiltinInvoicesTable>): Promise<void> {
  await executor.insertInto("billing_builtin_invoices").values(row).execute();
}

export async function countBuiltinInvoices(executor: JobExecutor): Promise<number> {
  const row = await executor.selectFrom("billing_builtin_invoices").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findBuiltinInvoices(executor: JobExecutor, customerId: string): Promise<BuiltinInvoiceRow[]> {
  return executor.selectFrom("billing_builtin_invoices").selectAll().where("customer_id", "=", customerId).orderBy("created_at", "desc").orderBy("number", "desc").execute();
}
