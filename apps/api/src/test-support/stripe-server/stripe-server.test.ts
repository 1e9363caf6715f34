import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeTestServer, type StripeTestServer } from "./stripe-server.ts";

/** The local Stripe server against the real SDK: shapes, proration figures, idempotency and signed events. */
describe("the local Stripe-compatible server", () => {
  let server: StripeTestServer;
  let stripe: Stripe;
  const start = new Date("2026-11-01T00:00:00Z");

  beforeAll(async () => {
    server = await startStripeTestServer({ now: start });
    const url = new URL(server.baseUrl);
    stripe = new Stripe(server.secretKey, { host: url.hostname, port: url.port, protocol: "http", maxNetworkRetries: 0 });
    server.stripe.definePrice({ id: "price_team_month_chf", unitAmount: 2000, currency: "chf", interval: "month", productName: "Team" });
    server.stripe.definePrice({ id: "price_team_year_chf", unitAmount: 20_000, currency: "chf", interval: "year", productName: "Team" });
  });
  afterAll(async () => server.close());

  it("runs a customer from card setup through a prorated seat change, with the figures Stripe would charge", async () => {
    const customer = await stripe.customers.create({ email: "admin@example.com", name: "Example AG", address: { country: "CH", city: "Bern" } });
    expect(customer).toMatchObject({ object: "customer", email: "admin@example.com", address: { country: "CH", city: "Bern" } });
    const setupIntent = await stripe.setupIntents.create({ customer: customer.id, usage: "off_session", allowed_payment_method_types: ["card"] });
    expect(setupIntent.status).toBe("requires_payment_method");
    const declined = await server.confirmCardSetup(setupIntent.client_secret as string, { number: "4000 0000 0000 0002" });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ error: { type: "card_error", code: "card_declined" } });
    const confirmed = await server.confirmCardSetup(setupIntent.client_secret as string, { number: "4242 4242 4242 4242" });
    expect(confirmed).toMatchObject({ status: 200, body: { status: "succeeded" } });
    const methods = await stripe.customers.listPaymentMethods(customer.id);
    expect(methods.data[0]?.card).toMatchObject({ brand: "visa", last4: "4242" });

    const subscription = await stripe.subscriptions.create(
      { customer: customer.id, items: [{ price: "price_team_month_chf", quantity: 3 }], default_payment_method: methods.data[0]?.id, payment_behavior: "error_if_incomplete" },
      { idempotencyKey: "create-1" },
    );
    expect(subscription).toMatchObject({ status: "active", items: { data: [{ quantity: 3, price: { id: "price_team_month_chf" } }] } });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.current_period_end - item.current_period_start).toBe(30 * 86_400);

    // Halfway through November's 30 days, from 3 to 5 seats: credit 3 seats' half, charge 5 seats' half.
    const halfway = Math.floor(Date.parse("2026-11-16T00:00:00Z") / 1000);
    server.stripe.advanceTo(new Date(halfway * 1000));
    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, quantity: 5 }], proration_date: halfway, proration_behavior: "always_invoice" },
    });
    expect(preview.lines.data.map((line) => line.amount)).toEqual([-3000, 5000]);
    expect(preview.amount_due).toBe(2000);
    const updated = await stripe.subscriptions.update(
      subscription.id,
      { items: [{ id: item.id, quantity: 5 }], proration_date: halfway, proration_behavior: "always_invoice", payment_behavior: "error_if_incomplete" },
      { idempotencyKey: "seats-1" },
    );
    expect(updated.items.data[0]?.quantity).toBe(5);
    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((invoice) => [invoice.amount_paid, invoice.status])).toEqual([
      [2000, "paid"],
      [6000, "paid"],
    ]);

    // The same key with the same request answers the first answer again; with other parameters, an error.
    const again = await stripe.subscriptions.update(
      subscription.id,
      { items: [{ id: item.id, quantity: 5 }], proration_date: halfway, proration_behavior: "always_invoice", payment_behavior: "error_if_incomplete" },
      { idempotencyKey: "seats-1" },
    );
    expect(again.id).toBe(subscription.id);
    expect((await stripe.invoices.list({ customer: customer.id })).data).toHaveLength(2);
    await expect(stripe.subscriptions.update(subscription.id, { items: [{ id: item.id, quantity: 6 }] }, { idempotencyKey: "seats-1" })).rejects.toMatchObject({ type: "StripeIdempotencyError" });

    // Monthly to yearly restarts the period: credit for the unused half month, the whole year charged.
    const yearly = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: { items: [{ id: item.id, price: "price_team_year_chf", quantity: 5 }], proration_date: halfway },
    });
    expect(yearly.lines.data.map((line) => line.amount)).toEqual([-5000, 100_000]);

    // Cancel at period end, then the period ends: the subscription ends and the event says so.
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }, { idempotencyKey: "cancel-1" });
    server.stripe.advanceTo(new Date("2026-12-02T00:00:00Z"));
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
    expect(server.stripe.events.map((event) => event.type)).toContain("customer.subscription.deleted");

    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "http://paraph.test/business/billing/plan" });
    expect(portal.url).toMatch(new RegExp(`^${server.baseUrl}/p/session/bps_`));
  });

  it("signs events so that the SDK's constructEvent accepts them, and only them", async () => {
    const received: { payload: string; headers: Record<string, string> }[] = [];
    server.setWebhookTarget(async (payload, headers) => {
      received.push({ payload, headers });
      return 200;
    });
    await server.deliverEvents(["customer.created"]);
    const first = received[0];
    expect(first).toBeDefined();
    const event = stripe.webhooks.constructEvent(first?.payload ?? "", first?.headers["stripe-signature"] ?? "", server.webhookSecret, 300, undefined, server.stripe.nowSeconds * 1000);
    expect(event.type).toBe("customer.created");
    expect(() => stripe.webhooks.constructEvent(first?.payload ?? "", first?.headers["stripe-signature"] ?? "", "whsec_other", 300, undefined, server.stripe.nowSeconds * 1000)).toThrow();
  });

  it("refuses a wrong secret key and a POST without an Idempotency-Key", async () => {
    const url = new URL(server.baseUrl);
    const wrong = new Stripe("sk_test_wrong", { host: url.hostname, port: url.port, protocol: "http", maxNetworkRetries: 0 });
    await expect(wrong.customers.create({ email: "x@example.com" })).rejects.toMatchObject({ type: "StripeAuthenticationError" });
    const response = await fetch(`${server.baseUrl}/v1/customers`, { method: "POST", headers: { authorization: `Bearer ${server.secretKey}`, "content-type": "application/x-www-form-urlencoded" }, body: "email=x%40example.com" });
    expect(response.status).toBe(400);
  });
});
