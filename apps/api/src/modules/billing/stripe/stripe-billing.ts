import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../../../platform/context.ts";
import type { StripeBilling } from "./open-stripe.ts";
import { defineStripeEventJob } from "./stripe-event-job.ts";
import { registerStripeWebhookRoute } from "./stripe-webhook-route.ts";

/** The webhook route and the job that applies its events. */
export async function registerStripeBilling(app: FastifyInstance, context: PlatformContext, stripe: StripeBilling): Promise<void> {
  defineStripeEventJob(context, stripe.client);
  await registerStripeWebhookRoute(app, context, stripe.client, stripe.settings);
}
