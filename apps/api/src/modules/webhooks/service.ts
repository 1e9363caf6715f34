import { WEBHOOK_LIMITS, type Webhook, type WebhookDelivery, type WebhookEventType, type WebhookWithSecret } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { loadBusinessAccess } from "../businesses/index.ts";
import { presentDelivery, presentWebhook } from "./presenter.ts";
import { queueDelivery, queueNewEvent } from "./queue-delivery.ts";
import {
  countWebhooksOfBusiness,
  deleteWebhookRow,
  findDeliveriesOfWebhook,
  findDeliveryOfWebhook,
  findOrCreateCallbackSecret,
  findWebhook,
  findWebhooksOfBusiness,
  insertWebhook,
  updateWebhookRow,
  type WebhookRow,
} from "./repository.ts";
import { assertSendableUrl } from "./sendable-url.ts";
import { newWebhookSecret } from "./signature.ts";

const DAY_MS = 24 * 60 * 60_000;

/** One of the business's endpoints, for its admins; 404 for an unknown one. */
async function loadWebhook(executor: JobExecutor, auth: AuthContext, businessId: string, webhookId: string, options: { lock?: boolean } = {}): Promise<WebhookRow> {
  await loadBusinessAccess(executor, auth, businessId, { adminOnly: true, ...options });
  const webhook = await findWebhook(executor, businessId, webhookId);
  if (!webhook) throw new AppError("not_found", { webhookId });
  return webhook;
}

export async function listWebhooks(context: PlatformContext, auth: AuthContext, businessId: string): Promise<{ webhooks: Webhook[]; callbackSecret: string }> {
  return context.db.transaction().execute(async (trx) => {
    await loadBusinessAccess(trx, auth, businessId, { adminOnly: true });
    const now = context.clock.now();
    const callbackSecret = await findOrCreateCallbackSecret(trx, businessId, newWebhookSecret, now);
    return { webhooks: (await findWebhooksOfBusiness(trx, businessId)).map((row) => presentWebhook(row, now)), callbackSecret };
  });
}

export async function createWebhook(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  input: { url: string; description: string; events: WebhookEventType[]; enabled: boolean },
): Promise<WebhookWithSecret> {
  // Who asks is checked before the URL's host is looked up: an outsider learns nothing and costs no DNS.
  await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  await assertSendableUrl(context, input.url);
  return context.db.transaction().execute(async (trx) => {
    await loadBusinessAccess(trx, auth, businessId, { adminOnly: true, lock: true });
    if ((await countWebhooksOfBusiness(trx, businessId)) >= WEBHOOK_LIMITS.endpointsPerBusiness) {
      throw new AppError("webhook_limit_reached", { max: WEBHOOK_LIMITS.endpointsPerBusiness });
    }
    const now = context.clock.now();
    const secret = newWebhookSecret();
    const row = await insertWebhook(trx, {
      id: crypto.randomUUID(),
      business_id: businessId,
      url: input.url,
      description: input.description,
      events: input.events,
      enabled: input.enabled,
      secret,
      previous_secret: null,
      previous_secret_expires_at: null,
      failing_since: null,
      created_at: now,
      updated_at: now,
    });
    return { ...presentWebhook(row, now), secret };
  });
}

export async function updateWebhook(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  webhookId: string,
  input: { url?: string | undefined; description?: string | undefined; events?: WebhookEventType[] | undefined; enabled?: boolean | undefined },
): Promise<Webhook> {
  await loadWebhook(context.db, auth, businessId, webhookId);
  if (input.url !== undefined) await assertSendableUrl(context, input.url);
  return context.db.transaction().execute(async (trx) => {
    await loadWebhook(trx, auth, businessId, webhookId, { lock: true });
    const now = context.clock.now();
    // Enabling again (by hand) starts the failure count afresh.
    const enabling = input.enabled === true ? { disabled_for_failures: false, failing_since: null } : {};
    const updated = await updateWebhookRow(trx, webhookId, {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...enabling,
      updated_at: now,
    });
    if (!updated) throw new AppError("not_found", { webhookId });
    return presentWebhook(updated, now);
  });
}

export async function deleteWebhook(context: PlatformContext, auth: AuthContext, businessId: string, webhookId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await loadWebhook(trx, auth, businessId, webhookId, { lock: true });
    await deleteWebhookRow(trx, webhookId);
  });
}

/** A new secret, shown once; the old one keeps signing beside it for the overlap, so receivers can switch without losing events. */
export async function rollWebhookSecret(context: PlatformContext, auth: AuthContext, businessId: string, webhookId: string): Promise<WebhookWithSecret> {
  return context.db.transaction().execute(async (trx) => {
    const webhook = await loadWebhook(trx, auth, businessId, webhookId, { lock: true });
    const now = context.clock.now();
    const secret = newWebhookSecret();
    const updated = await updateWebhookRow(trx, webhookId, {
      secret,
      previous_secret: webhook.secret,
      previous_secret_expires_at: new Date(now.getTime() + WEBHOOK_LIMITS.rollOverlapHours * 60 * 60_000),
      updated_at: now,
    });
    if (!updated) throw new AppError("not_found", { webhookId });
    return { ...presentWebhook(updated, now), secret };
  });
}

export async function listDeliveries(
  context: PlatformContext,
  auth: AuthContext,
  businessId: string,
  webhookId: string,
  page: number,
): Promise<{ deliveries: WebhookDelivery[]; page: number; hasMore: boolean }> {
  await loadWebhook(context.db, auth, businessId, webhookId);
  const since = new Date(context.clock.now().getTime() - WEBHOOK_LIMITS.logDays * DAY_MS);
  const size = WEBHOOK_LIMITS.deliveriesPerPage;
  const rows = await findDeliveriesOfWebhook(context.db, webhookId, since, size, (page - 1) * size);
  return { deliveries: rows.slice(0, size).map(presentDelivery), page, hasMore: rows.length > size };
}

/** "Send again": a new delivery of the same body (same id, so a receiver that had it drops it), outside the request's line. */
export async function resendDelivery(context: PlatformContext, auth: AuthContext, businessId: string, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
  return context.db.transaction().execute(async (trx) => {
    await loadWebhook(trx, auth, businessId, webhookId);
    const original = await findDeliveryOfWebhook(trx, webhookId, deliveryId);
    if (!original) throw new AppError("not_found", { deliveryId });
    const queued = await queueDelivery(
      context,
      trx,
      { businessId, webhookId },
      { eventId: original.event_id, type: original.event_type, body: original.body, orderingKey: `resend:${crypto.randomUUID()}` },
    );
    return presentDelivery(queued);
  });
}

/** Sends a `ping` to the endpoint, enabled or not, subscribed or not. */
export async function testWebhook(context: PlatformContext, auth: AuthContext, businessId: string, webhookId: string): Promise<WebhookDelivery> {
  return context.db.transaction().execute(async (trx) => {
    const webhook = await loadWebhook(trx, auth, businessId, webhookId);
    const data = { webhook: { id: webhook.id, url: webhook.url } };
    const queued = await queueNewEvent(context, trx, { businessId, webhookId }, { type: "ping", createdAt: context.clock.now(), data, orderingKey: `ping:${crypto.randomUUID()}` });
    return presentDelivery(queued);
  });
}
