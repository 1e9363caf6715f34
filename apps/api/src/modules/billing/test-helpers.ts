import { expect } from "vitest";
import { subscriptionSchema, type Subscription } from "@paraph/contracts";
import type { TestApp } from "../../test-support/test-app.ts";

/** A JSON call to the API as `token`; answers status and body. */
export async function callBilling(testApp: TestApp, token: string | undefined, method: "GET" | "POST" | "PUT", url: string, payload?: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await testApp.request({ method, url: `/api${url}`, ...(token ? { token } : {}), ...(payload !== undefined ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? (response.json() as Record<string, unknown>) : {} };
}

/** Saves the documented success test card through the built-in provider's card form; returns its payment method id. */
export async function confirmTestCard(testApp: TestApp, token: string, setupIntentUrl: string): Promise<string> {
  const intent = await callBilling(testApp, token, "POST", setupIntentUrl, {});
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const confirmed = await callBilling(testApp, token, "POST", "/v2/billing/builtin/setup_intents/confirm", { clientSecret: intent.body.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return String(confirmed.body.paymentMethodId);
}

/** Upgrades a business to a paid plan with the test card. */
export async function upgradeBusinessWithTestCard(testApp: TestApp, token: string, businessId: string, body: Record<string, unknown> = {}): Promise<Subscription> {
  const paymentMethodId = await confirmTestCard(testApp, token, `/v2/businesses/${businessId}/subscriptions/stripe_setup_intent`);
  const upgraded = await callBilling(testApp, token, "PUT", `/v2/businesses/${businessId}/subscriptions/upgrade`, { plan: "team", cycle: "monthly", currency: "CHF", paymentMethodId, ...body });
  expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
  return subscriptionSchema.parse(upgraded.body);
}
