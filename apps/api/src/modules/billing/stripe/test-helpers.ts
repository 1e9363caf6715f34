import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "vitest";
import { createTestApp, type TestApp } from "../../../test-support/test-app.ts";
import { writeCatalogueWithStripePrices } from "../../../test-support/stripe-server/stripe-catalogue.ts";
import { startStripeTestServer, type StripeTestServer } from "../../../test-support/stripe-server/stripe-server.ts";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook-route.ts";

/** Where both clocks start: Paraph's test clock and Stripe's. */
export const STRIPE_TEST_START = new Date("2026-11-21T09:00:00Z");

export interface StripeWorld {
  testApp: TestApp;
  stripeServer: StripeTestServer;
  /** Moves Paraph's clock and Stripe's together (renewals, cancellations at period end run on Stripe's side). */
  advance(milliseconds: number): void;
  /** Sends Stripe's pending events to Paraph's webhook and runs the jobs they queue. */
  deliverEvents(types?: readonly string[]): Promise<{ eventId: string; type: string; status: number }[]>;
  close(): Promise<void>;
}

/**
 * A Paraph API whose billing runs on Stripe: the real SDK pointed at the local Stripe server
 * (STRIPE_API_BASE_URL), a copy of the shipped catalogue whose plans have Stripe price ids
 * (`price_<plan>_<cycle>_<currency>`), the same prices defined on the Stripe side, and Stripe's
 * events delivered into the app's webhook route.
 */
export async function createStripeWorld(overrides: Record<string, string> = {}): Promise<StripeWorld> {
  const stripeServer = await startStripeTestServer({ now: STRIPE_TEST_START });
  const plansFile = await writeCatalogueWithStripePrices(stripeServer);
  const testApp = await createTestApp(
    {
      STRIPE_SECRET_KEY: stripeServer.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripeServer.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripeServer.webhookSecret,
      STRIPE_API_BASE_URL: stripeServer.baseUrl,
      STRIPE_MAX_NETWORK_RETRIES: "0",
      BILLING_PLANS_FILE: plansFile,
      ...overrides,
    },
    undefined,
    { startAt: STRIPE_TEST_START },
  );
  stripeServer.setWebhookTarget(async (payload, headers) => {
    const response = await testApp.request({ method: "POST", url: STRIPE_WEBHOOK_PATH, payload, headers });
    return response.statusCode;
  });
  return {
    testApp,
    stripeServer,
    advance: (milliseconds) => {
      testApp.clock.advance(milliseconds);
      stripeServer.stripe.advanceTo(new Date(stripeServer.stripe.nowSeconds * 1000 + milliseconds));
    },
    deliverEvents: async (types) => {
      const answers = await stripeServer.deliverEvents(types);
      for (const answer of answers) expect(answer.status, `${answer.type} ${answer.eventId}`).toBe(200);
      await testApp.context.jobs.runUntilIdle();
      return answers;
    },
    close: async () => {
      await testApp.close();
      await stripeServer.close();
      await fs.rm(path.dirname(plansFile), { recursive: true, force: true });
    },
  };
}
