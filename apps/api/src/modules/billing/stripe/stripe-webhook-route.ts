import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import type { PlatformContext } from "../../../platform/context.ts";
import { AppError } from "../../../platform/errors/app-error.ts";
import { insertProviderEvent } from "./provider-event-repository.ts";
import { STRIPE_EVENT_JOB } from "./stripe-event-job.ts";
import type { StripeSettings } from "./stripe-client.ts";

export const STRIPE_WEBHOOK_PATH = "/api/v2/billing/stripe/webhook";
/** Stripe's events are a few kilobytes; anything far larger is not one. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * `POST /api/v2/billing/stripe/webhook`, where Stripe sends its events (docs/billing.md,
 * "Connecting Stripe"). Not a client call, so not a contract: the body is taken as the raw bytes
 * Stripe signed (a JSON parser of its own in this route's scope) and checked with the SDK's
 * `constructEvent` against STRIPE_WEBHOOK_SECRET: unsigned, wrongly signed or too old → 400
 * `stripe_webhook_signature_invalid`. A verified event is stored by its id and queued as a job in
 * one transaction, then answered 200 at once; a replay finds its id stored and queues nothing.
 */
export async function registerStripeWebhookRoute(app: FastifyInstance, context: PlatformContext, stripe: Stripe, settings: StripeSettings): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, async (request, reply) => {
      const rawBody = request.body;
      const signature = request.headers["stripe-signature"];
      if (!Buffer.isBuffer(rawBody) || typeof signature !== "string" || signature === "") {
        throw new AppError("stripe_webhook_signature_invalid", { reason: "The request has no Stripe-Signature header or no JSON body" });
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, settings.webhookToleranceSeconds, undefined, context.clock.now().getTime());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        request.log.warn({ reason: message.slice(0, 200) }, "Stripe webhook refused");
        throw new AppError("stripe_webhook_signature_invalid", { reason: /tolerance/i.test(message) ? "The signature's timestamp is too old" : "The signature does not match the payload" });
      }
      const isNew = await context.db.transaction().execute(async (trx) => {
        const stored = await insertProviderEvent(trx, {
          provider: "stripe",
          event_id: event.id,
          type: event.type,
          object_id: objectIdOf(event),
          provider_created_at: new Date(event.created * 1000),
          received_at: context.clock.now(),
          payload: rawBody.toString("utf8"),
        });
        if (stored) await context.jobs.enqueue(trx, STRIPE_EVENT_JOB, { eventId: event.id });
        return stored;
      });
      request.log.info({ stripeEventId: event.id, type: event.type, isNew }, "Stripe webhook received");
      return reply.status(200).send({ received: true, duplicate: !isNew });
    });
  });
}

function objectIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { id?: unknown };
  return typeof object.id === "string" ? object.id : null;
}
