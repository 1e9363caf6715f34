import { inChunks } from "../../platform/db/insert-chunks.ts";
import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import type { WebhookDeliveriesTable, WebhooksTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type WebhookRow = Selectable<WebhooksTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/**
 * The business an event belongs to: the one its sender (the request's owner, the document's
 * owner) acts for when it happens — as a member or as one of its API users (the
 * business_accounts view) — or undefined. The one place that decides it.
 */
export async function findEventBusinessId(executor: JobExecutor, senderUserId: string): Promise<string | undefined> {
  const membership = await executor.selectFrom("business_accounts").select("business_id").where("user_id", "=", senderUserId).executeTakeFirst();
  return membership?.business_id;
}

export function findWebhooksOfBusiness(executor: JobExecutor, businessId: string): Promise<WebhookRow[]> {
  return executor.selectFrom("webhooks").selectAll().where("business_id", "=", businessId).orderBy("created_at").orderBy("id").execute();
}

export async function countWebhooksOfBusiness(executor: JobExecutor, businessId: string): Promise<number> {
  const row = await executor.selectFrom("webhooks").select((eb) => eb.fn.countAll<string>().as("count")).where("business_id", "=", businessId).executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findWebhook(executor: JobExecutor, businessId: string, webhookId: string): Promise<WebhookRow | undefined> {
  return executor.selectFrom("webhooks").selectAll().where("id", "=", webhookId).where("business_id", "=", businessId).executeTakeFirst();
}

export function findWebhookById(executor: JobExecutor, webhookId: string): Promise<WebhookRow | undefined> {
  return executor.selectFrom("webhooks").selectAll().where("id", "=", webhookId).executeTakeFirst();
}

/** The business's enabled endpoints that asked for this event. */
/** The business's enabled endpoints and the events each asked for, oldest first (findSubscribedWebhooks for every type at once). */
export function findEnabledWebhooks(executor: JobExecutor, businessId: string): Promise<{ id: string; events: string[] }[]> {
  return executor.selectFrom("webhooks").select(["id", "events"]).where("business_id", "=", businessId).where("enabled", "=", true).orderBy("created_at").execute();
}

export function findSubscribedWebhooks(executor: JobExecutor, businessId: string, eventType: string): Promise<WebhookRow[]> {
  return executor
    .selectFrom("webhooks")
    .selectAll()
    .where("business_id", "=", businessId)
    .where("enabled", "=", true)
    .where(sql<boolean>`events @> ${JSON.stringify([eventType])}::jsonb`)
    .orderBy("created_at")
    .execute();
}

export async function insertWebhook(executor: JobExecutor, row: Omit<Insertable<WebhooksTable>, "events"> & { events: string[] }): Promise<WebhookRow> {
  return executor
    .insertInto("webhooks")
    .values({ ...row, events: JSON.stringify(row.events) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateWebhookRow(
  executor: JobExecutor,
  webhookId: string,
  columns: Omit<Updateable<WebhooksTable>, "events"> & { events?: string[] },
): Promise<WebhookRow | undefined> {
  const { events, ...rest } = columns;
  return executor
    .updateTable("webhooks")
    .set({ ...rest, ...(events ? { events: JSON.stringify(events) } : {}) })
    .where("id", "=", webhookId)
    .returningAll()
    .executeTakeFirst();
}

/** A delivery succeeded: the endpoint is no longer failing (one statement, nothing written when it was not). */
export async function clearFailingMark(executor: JobExecutor, webhookId: string): Promise<void> {
  await executor.updateTable("webhooks").set({ failing_since: null }).where("id", "=", webhookId).where("failing_since", "is not", null).execute();
}

export async function deleteWebhookRow(executor: JobExecutor, webhookId: string): Promise<void> {
  await executor.deleteFrom("webhooks").where("id", "=", webhookId).execute();
}

/** The business's callback secret, made on first need by `make`. */
export async function findOrCreateCallbackSecret(executor: JobExecutor, businessId: string, make: () => string, now: Date): Promise<string> {
  await executor
    .insertInto("business_callback_secrets")
    .values({ business_id: businessId, secret: make(), created_at: now })
    .onConflict((conflict) => conflict.column("business_id").doNothing())
    .execute();
  const row = await executor.selectFrom("business_callback_secrets").select("secret").where("business_id", "=", businessId).executeTakeFirstOrThrow();
  return row.secret;
}

export function insertDelivery(executor: JobExecutor, row: Insertable<WebhookDeliveriesTable>): Promise<DeliveryRow> {
  return executor.insertInto("webhook_deliveries").values(row).returningAll().executeTakeFirstOrThrow();
}

/** Many deliveries at once, in the order given (their line's sequence follows it). */
export async function insertDeliveries(executor: JobExecutor, rows: readonly Insertable<WebhookDeliveriesTable>[]): Promise<void> {
  await inChunks(rows, (chunk) => executor.insertInto("webhook_deliveries").values(chunk).execute());
}

export function findDelivery(executor: JobExecutor, deliveryId: string): Promise<DeliveryRow | undefined> {
  return executor.selectFrom("webhook_deliveries").selectAll().where("id", "=", deliveryId).executeTakeFirst();
}

export function findDeliveryOfWebhook(executor: JobExecutor, webhookId: string, deliveryId: string): Promise<DeliveryRow | undefined> {
  return executor.selectFrom("webhook_deliveries").selectAll().where("id", "=", deliveryId).where("webhook_id", "=", webhookId).executeTakeFirst();
}

/**
 * Counts an attempt of a pending delivery before its request goes out; false when it is no longer
 * pending. A process that dies after sending still leaves the attempt counted.
 */
export async function countDeliveryAttempt(executor: JobExecutor, deliveryId: string): Promise<boolean> {
  const row = await executor
    .updateTable("webhook_deliveries")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", deliveryId)
    .where("status", "=", "pending")
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the delivery's row lock, so two workers never record the same attempt twice. */
export function lockDelivery(executor: JobExecutor, deliveryId: string): Promise<DeliveryRow | undefined> {
  return executor.selectFrom("webhook_deliveries").selectAll().where("id", "=", deliveryId).forUpdate().executeTakeFirst();
}

export function updateDeliveryRow(executor: JobExecutor, deliveryId: string, columns: Updateable<WebhookDeliveriesTable>): Promise<DeliveryRow | undefined> {
  return executor.updateTable("webhook_deliveries").set(columns).where("id", "=", deliveryId).returningAll().executeTakeFirst();
}

/**
 * Holds a line (one request's events to one receiver) until the transaction ends. Queueing an
 * event and finishing a delivery both take it, so an event queued while the one before it finishes
 * either sees it still open (and waits, to be started by it) or sees it done (and goes at once):
 * never waits for a delivery that has already moved the line on.
 */
export async function lockLine(executor: JobExecutor, orderingKey: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${orderingKey}))`.execute(executor);
}

/** Whether an earlier delivery of the same line (request and receiver) is still to be delivered. */
export async function hasOpenDeliveryInLine(executor: JobExecutor, orderingKey: string): Promise<boolean> {
  const row = await executor
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("ordering_key", "=", orderingKey)
    .where("status", "in", ["waiting", "pending"])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The next delivery waiting in a line, once the one before it is done. */
export function findNextWaitingInLine(executor: JobExecutor, orderingKey: string): Promise<DeliveryRow | undefined> {
  return executor
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("ordering_key", "=", orderingKey)
    .where("status", "=", "waiting")
    .orderBy("sequence")
    .limit(1)
    .executeTakeFirst();
}

/** One page of an endpoint's log since a date, newest first, one row more than asked to tell whether more follow. */
export function findDeliveriesOfWebhook(executor: JobExecutor, webhookId: string, since: Date, limit: number, offset: number): Promise<DeliveryRow[]> {
  return executor
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("webhook_id", "=", webhookId)
    .where("created_at", ">=", since)
    .orderBy("created_at", "desc")
    .orderBy("sequence", "desc")
    .limit(limit + 1)
    .offset(offset)
    .execute();
}

/** What an event of a request says about it: read in the transaction of the change, so it is the state after it. */
export function findRequestForEvent(executor: JobExecutor, requestId: string) {
  return executor
    .selectFrom("signature_requests")
    .select(["id", "owner_id", "title", "status", "callback_urls", "created_at", "expires_at"])
    .where("id", "=", requestId)
    .executeTakeFirst();
}

export function findSignerForEvent(executor: JobExecutor, signerId: string) {
  return executor.selectFrom("signers").select(["id", "email", "first_name", "last_name", "status"]).where("id", "=", signerId).executeTakeFirst();
}

/** Deletes up to `limit` finished deliveries made before `cutoff`: the log keeps 30 days, pruned as deliveries finish. */
export async function pruneFinishedDeliveries(executor: JobExecutor, cutoff: Date, limit: number): Promise<void> {
  await executor
    .deleteFrom("webhook_deliveries")
    .where("id", "in", (eb) =>
      eb.selectFrom("webhook_deliveries").select("id").where("created_at", "<", cutoff).where("status", "in", ["succeeded", "failed"]).limit(limit),
    )
    .execute();
}
