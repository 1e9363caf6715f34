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

  it("takes one-off payments as PaymentIntents: succeeded, declined, needing authentication, with Stripe's object shapes and errors", async () => {
    const customer = await stripe.customers.create({ email: "person@example.com" });
    const setupIntent = await stripe.setupIntents.create({ customer: customer.id, usage: "off_session" });
    const saved = await server.confirmCardSetup(setupIntent.client_secret as string, { number: "4242 4242 4242 4242" });
    const card = String(saved.body.payment_method);
    const charge = { amount: 2900, currency: "chf", customer: customer.id, confirm: true, off_session: true, description: "Identification" } as const;

    const paid = await stripe.paymentIntents.create({ ...charge, payment_method: card }, { idempotencyKey: "pay-1" });
    expect(paid).toMatchObject({ object: "payment_intent", status: "succeeded", amount: 2900, amount_received: 2900, currency: "chf", customer: customer.id, payment_method: card, last_payment_error: null, next_action: null });
    expect(paid.latest_charge).toMatch(/^ch_/);
    expect(await stripe.paymentIntents.retrieve(paid.id)).toMatchObject({ id: paid.id, status: "succeeded" });
    // The same key again is the same payment; a succeeded intent cannot be confirmed again.
    expect((await stripe.paymentIntents.create({ ...charge, payment_method: card }, { idempotencyKey: "pay-1" })).id).toBe(paid.id);
    await expect(stripe.paymentIntents.confirm(paid.id, { payment_method: card })).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "payment_intent_unexpected_state" });
    expect(server.stripe.paymentIntents.succeededFor(customer.id)).toHaveLength(1);

    const declined = await stripe.paymentIntents.create({ ...charge, payment_method: "pm_card_chargeDeclined" }, { idempotencyKey: "pay-2" }).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ statusCode: 402, code: "card_declined", decline_code: "generic_decline", payment_intent: { status: "requires_payment_method", amount_received: 0 } });
    const declinedIntent = (declined as Stripe.errors.StripeCardError).payment_intent as Stripe.PaymentIntent;
    expect(declinedIntent.last_payment_error).toMatchObject({ type: "card_error", code: "card_declined" });
    // The intent waits for another card and takes it.
    expect(await stripe.paymentIntents.confirm(declinedIntent.id, { payment_method: card, off_session: true })).toMatchObject({ status: "succeeded", last_payment_error: null });

    // 3D Secure: off session nobody can authenticate (402 authentication_required); on session the intent asks for it.
    const offSession = await stripe.paymentIntents.create({ ...charge, payment_method: "pm_card_authenticationRequired" }, { idempotencyKey: "pay-3" }).catch((error: unknown) => error);
    expect(offSession).toMatchObject({ type: "StripeCardError", code: "authentication_required", payment_intent: { status: "requires_payment_method" } });
    const onSession = await stripe.paymentIntents.create({ amount: 2900, currency: "chf", customer: customer.id, payment_method: "pm_card_authenticationRequired", confirm: true }, { idempotencyKey: "pay-4" });
    expect(onSession).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } });

    // Someone else's card, an unknown one, too small an amount.
    const other = await stripe.customers.create({ email: "other@example.com" });
    await expect(stripe.paymentIntents.create({ ...charge, customer: other.id, payment_method: card }, { idempotencyKey: "pay-5" })).rejects.toMatchObject({ type: "StripeInvalidRequestError", param: "payment_method" });
    await expect(stripe.paymentIntents.create({ ...charge, payment_method: "pm_unknown" }, { idempotencyKey: "pay-6" })).rejects.toMatchObject({ type: "StripeInvalidRequestError", code: "resource_missing", param: "payment_method" });
    await expect(stripe.paymentIntents.create({ ...charge, amount: 20, payment_method: card }, { idempotencyKey: "pay-7" })).rejects.toMatchObject({ code: "amount_too_small" });
    expect(server.stripe.events.filter((event) => event.type.startsWith("payment_intent.")).map((event) => event.type)).toEqual(
      expect.arrayContaining(["payment_intent.created", "payment_intent.succeeded", "payment_intent.payment_failed", "payment_intent.requires_action"]),
    );
    expect(server.stripe.paymentIntents.succeededFor(customer.id)).toHaveLength(2);
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
