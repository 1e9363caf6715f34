import { DEFAULT_LANGUAGE, isSupportedLanguage, WEBHOOK_LIMITS } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { OutboundRefusal, outboundPolicyOf, resolveOutboundTarget } from "../../platform/outbound/outbound-policy.ts";
import { postJson, type PostOutcome } from "../../platform/outbound/post-json.ts";
import { findBusinessById, findMembersWithUsers } from "../businesses/index.ts";
import { renderWebhookDisabledMail } from "./mail-templates.ts";
import { DELIVERY_JOB } from "./queue-delivery.ts";
import {
  clearFailingMark,
  countDeliveryAttempt,
  findDelivery,
  findOrCreateCallbackSecret,
  findNextWaitingInLine,
  findWebhookById,
  lockDelivery,
  lockLine,
  pruneFinishedDeliveries,
  updateDeliveryRow,
  updateWebhookRow,
  type DeliveryRow,
  type WebhookRow,
} from "./repository.ts";
import { nextAttemptAt, RETRY_WINDOW_MS } from "./retry-schedule.ts";
import { newWebhookSecret, signatureHeader } from "./signature.ts";

/** A receiver has this long to answer; the log keeps this much of its answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const RESPONSE_BYTES_KEPT = 4096;
/** Old log rows deleted whenever a delivery finishes: enough to keep up with any rate of new ones. */
const PRUNED_PER_DELIVERY = 20;
const DAY_MS = 24 * 60 * 60_000;

/** The secrets that sign an endpoint's deliveries now: its own, and during a roll's overlap the one before. */
export function signingSecretsOf(webhook: WebhookRow, now: Date): string[] {
  const isOverlapping = webhook.previous_secret !== null && webhook.previous_secret_expires_at !== null && webhook.previous_secret_expires_at > now;
  return isOverlapping && webhook.previous_secret ? [webhook.secret, webhook.previous_secret] : [webhook.secret];
}

/** One attempt: resolve and check the address, sign, POST. A refused address sends nothing. */
async function attempt(context: PlatformContext, delivery: DeliveryRow, url: string, secrets: string[]): Promise<PostOutcome> {
  try {
    const target = await resolveOutboundTarget(outboundPolicyOf(context.config), url);
    const timestamp = Math.floor(context.clock.now().getTime() / 1000);
    return await postJson(
      target,
      delivery.body,
      {
        "content-type": "application/json",
        "user-agent": "Paraph-Webhooks/1",
        "paraph-webhook-id": delivery.event_id,
        "paraph-event-type": delivery.event_type,
        "paraph-signature": signatureHeader(secrets, timestamp, delivery.body),
      },
      { timeoutMs: DELIVERY_TIMEOUT_MS, maxResponseBytes: RESPONSE_BYTES_KEPT },
    );
  } catch (error) {
    if (!(error instanceof OutboundRefusal)) throw error;
    return { statusCode: null, responseBody: null, error: `refused: ${error.message}`, durationMs: 0 };
  }
}

/** Where a delivery goes and what signs it, or why it cannot go at all. */
async function routeOf(context: PlatformContext, delivery: DeliveryRow): Promise<{ url: string; secrets: string[] } | { stop: string } | undefined> {
  if (delivery.callback_url) {
    // Made here if no admin has opened the webhooks page yet; it shows there from then on.
    const secret = await findOrCreateCallbackSecret(context.db, delivery.business_id, newWebhookSecret, context.clock.now());
    return { url: delivery.callback_url, secrets: [secret] };
  }
  const webhook = delivery.webhook_id ? await findWebhookById(context.db, delivery.webhook_id) : undefined;
  if (!webhook) return undefined;
  // A test ping goes to a disabled endpoint too: that is how an admin checks it before enabling it.
  if (!webhook.enabled && delivery.event_type !== "ping") return { stop: "the endpoint is disabled" };
  return { url: webhook.url, secrets: signingSecretsOf(webhook, context.clock.now()) };
}

/**
 * The job: one attempt of one delivery, counted before it goes out (so one that a dying process
 * sent and the job's next run sends again shows as two attempts in the delivery log), then its
 * outcome recorded in a short transaction (never around the HTTP call).
 */
export async function runDelivery(context: PlatformContext, deliveryId: string): Promise<void> {
  const delivery = await findDelivery(context.db, deliveryId);
  if (delivery?.status !== "pending") return;
  const route = await routeOf(context, delivery);
  if (!route) return;
  if (!(await countDeliveryAttempt(context.db, deliveryId))) return;
  const outcome: PostOutcome =
    "stop" in route ? { statusCode: null, responseBody: null, error: route.stop, durationMs: 0 } : await attempt(context, delivery, route.url, route.secrets);
  await recordAndCount(context, deliveryId, outcome, "stop" in route);
}

/** The outcome of an attempt already counted, recorded in a short transaction, and counted in the metrics once committed. */
async function recordAndCount(context: PlatformContext, deliveryId: string, outcome: PostOutcome, isFinal: boolean): Promise<void> {
  const status = await context.db.transaction().execute((trx) => recordAttempt(context, trx, deliveryId, outcome, isFinal));
  if (status) context.metrics.countWebhookDelivery(status === "pending" ? "retrying" : status);
}

/** Returns the delivery's status after the attempt, or nothing when it was no longer pending. */
async function recordAttempt(
  context: PlatformContext,
  trx: JobExecutor,
  deliveryId: string,
  outcome: PostOutcome,
  isFinal: boolean,
): Promise<"succeeded" | "pending" | "failed" | undefined> {
  const delivery = await lockDelivery(trx, deliveryId);
  if (delivery?.status !== "pending") return undefined;
  const now = context.clock.now();
  const isSuccess = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const retryAt = isSuccess || isFinal ? null : nextAttemptAt(delivery.created_at, delivery.attempts, now);
  const status = isSuccess ? "succeeded" : retryAt ? "pending" : "failed";
  await updateDeliveryRow(trx, deliveryId, {
    status,
    last_status_code: outcome.statusCode,
    last_error: outcome.error?.slice(0, 500) ?? null,
    last_response_body: outcome.responseBody,
    last_duration_ms: outcome.durationMs,
    next_attempt_at: retryAt,
    delivered_at: isSuccess ? now : null,
  });
  if (retryAt) await context.jobs.enqueue(trx, DELIVERY_JOB, { deliveryId }, { runAt: retryAt });
  else {
    await lockLine(trx, delivery.ordering_key);
    await startNextInLine(context, trx, delivery.ordering_key, now);
    await pruneFinishedDeliveries(trx, new Date(now.getTime() - WEBHOOK_LIMITS.logDays * DAY_MS), PRUNED_PER_DELIVERY);
  }
  if (delivery.webhook_id && delivery.event_type !== "ping") await trackEndpointHealth(context, trx, delivery, isSuccess, now);
  return status;
}

/** The line moves on once a delivery is done, delivered or given up. */
async function startNextInLine(context: PlatformContext, trx: JobExecutor, orderingKey: string, now: Date): Promise<void> {
  const next = await findNextWaitingInLine(trx, orderingKey);
  if (!next) return;
  await updateDeliveryRow(trx, next.id, { status: "pending", next_attempt_at: now });
  await context.jobs.enqueue(trx, DELIVERY_JOB, { deliveryId: next.id });
}

/**
 * A success clears the endpoint's failing mark; a failure sets it to the failed event's time if
 * unset. Once its deliveries have failed for three days, the endpoint is disabled and the
 * business's admins are mailed, in the same transaction.
 */
async function trackEndpointHealth(context: PlatformContext, trx: JobExecutor, delivery: DeliveryRow, isSuccess: boolean, now: Date): Promise<void> {
  if (!delivery.webhook_id) return;
  if (isSuccess) {
    await clearFailingMark(trx, delivery.webhook_id);
    return;
  }
  const webhook = await findWebhookById(trx, delivery.webhook_id);
  if (!webhook) return;
  const failingSince = webhook.failing_since ?? delivery.created_at;
  if (!webhook.failing_since) await updateWebhookRow(trx, webhook.id, { failing_since: failingSince });
  if (!webhook.enabled || now.getTime() - failingSince.getTime() < RETRY_WINDOW_MS) return;
  await updateWebhookRow(trx, webhook.id, { enabled: false, disabled_for_failures: true, updated_at: now });
  await mailAdminsAboutDisabling(context, trx, webhook);
}

async function mailAdminsAboutDisabling(context: PlatformContext, trx: JobExecutor, webhook: WebhookRow): Promise<void> {
  const business = await findBusinessById(trx, webhook.business_id);
  const admins = (await findMembersWithUsers(trx, webhook.business_id)).filter((member) => member.role === "admin");
  for (const admin of admins) {
    const lang = isSupportedLanguage(admin.lang) ? admin.lang : DEFAULT_LANGUAGE;
    const content = renderWebhookDisabledMail(lang, {
      url: webhook.url,
      businessName: business?.name ?? "",
      days: WEBHOOK_LIMITS.failingDaysBeforeDisable,
      link: `${context.publicUrl}/business/developers/webhooks`,
    });
    await context.mailer.queueContent(trx, { to: admin.email, template: "webhook-disabled", lang, content });
  }
}

/**
 * A delivery whose job keeps failing inside Paraph (the database, not the receiver) counts as one
 * failed attempt once the queue gives up on the job: it then follows the delivery's own retry
 * schedule, and when that ends it fails for good and the request's line moves on, instead of
 * staying pending with no job left to run it.
 */
async function recordInternalFailure(context: PlatformContext, deliveryId: string, error: string): Promise<void> {
  const outcome: PostOutcome = { statusCode: null, responseBody: null, error: `not sent: Paraph could not run the delivery (${error})`, durationMs: 0 };
  if (!(await countDeliveryAttempt(context.db, deliveryId))) return;
  await recordAndCount(context, deliveryId, outcome, false);
}

export function defineWebhookJobs(context: PlatformContext): void {
  const deliveryIdOf = (payload: unknown) => (payload as { deliveryId: string }).deliveryId;
  context.jobs.define(DELIVERY_JOB, (payload) => runDelivery(context, deliveryIdOf(payload)), {
    onGiveUp: (payload, error) => recordInternalFailure(context, deliveryIdOf(payload), error),
  });
}
