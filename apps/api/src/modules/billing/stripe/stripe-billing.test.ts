import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessSchema, pricePreviewSchema, setupIntentSchema, subscriptionSchema, userPricePlanSchema, type Subscription } from "@paraph/contracts";
import { createSignedInUser } from "../../../test-support/factories.ts";
import type { TestApp } from "../../../test-support/test-app.ts";
import type { FakeStripeEvent } from "../../../test-support/stripe-server/fake-stripe.ts";
import { createBusinessCast } from "../../businesses/test-helpers.ts";
import { STRIPE_WEBHOOK_PATH } from "./stripe-webhook-route.ts";
import { createStripeWorld, type StripeWorld } from "./test-helpers.ts";

const DAY = 24 * 60 * 60_000;

let world: StripeWorld;
let testApp: TestApp;
beforeAll(async () => {
  world = await createStripeWorld();
  testApp = world.testApp;
});
afterAll(async () => world.close());

async function call(token: string, method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) {
  const response = await testApp.request({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function businessOf(token: string, businessId: string) {
  const response = await call(token, "GET", `/v1/businesses/${businessId}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return businessSchema.parse(response.body);
}

/** The card form's part: a setup intent from Paraph, confirmed on Stripe's side with the card as Stripe.js would. */
async function saveCard(token: string, businessId: string, number = "4242 4242 4242 4242"): Promise<string> {
  const started = await call(token, "POST", `/v2/businesses/${businessId}/subscriptions/stripe_setup_intent`, { country: "CH" });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const setupIntent = setupIntentSchema.parse(started.body);
  expect(setupIntent).toMatchObject({ provider: "stripe", publishableKey: world.stripeServer.publishableKey });
  const confirmed = await world.stripeServer.confirmCardSetup(setupIntent.clientSecret, { number });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return String(confirmed.body.payment_method);
}

/** A business on a trial that upgrades to team monthly in CHF with `seats` seats, paying with a saved card. */
async function upgradedBusiness(seats = 3) {
  const cast = await createBusinessCast(testApp);
  const paymentMethodId = await saveCard(cast.admin.token, cast.business.id);
  const upgraded = await call(cast.admin.token, "PUT", `/v2/businesses/${cast.business.id}/subscriptions/upgrade`, { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: seats, paymentMethodId });
  expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
  return { ...cast, subscription: subscriptionSchema.parse(upgraded.body) };
}

/** The business's Stripe customer (Paraph names the business in its metadata) and its subscription. */
function stripeCustomerIdOf(businessId: string): string | undefined {
  const customer = [...world.stripeServer.stripe.customers.values()].find((entry) => (entry.metadata as Record<string, string>).paraphBusinessId === businessId);
  return customer?.id as string | undefined;
}

function stripeSubscriptionOf(businessId: string) {
  const customerId = stripeCustomerIdOf(businessId);
  return [...world.stripeServer.stripe.subscriptions.values()].find((entry) => entry.customer === customerId);
}

function stripeInvoicesOf(businessId: string) {
  const customerId = stripeCustomerIdOf(businessId);
  return [...world.stripeServer.stripe.invoices.values()].filter((invoice) => invoice.customer === customerId);
}

/** A new session for a user: weeks pass on the clock in these tests, longer than a session lives. */
async function signInAgain(userId: string): Promise<string> {
  return (await testApp.context.sessions.create(testApp.context.db, userId, { ip: "10.0.0.1", userAgent: "paraph-test" })).token;
}

describe("upgrading with Stripe", () => {
  it("runs the card form's setup intent, the preview, the upgrade and Stripe's events to an active STRIPE business", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    expect((await businessOf(admin.token, business.id)).billing).toMatchObject({ paymentMethod: "TRIALING", provider: "stripe" });
    // Only the business's admins start a card setup.
    expect((await call(member.token, "POST", `/v2/businesses/${business.id}/subscriptions/stripe_setup_intent`, {})).body).toMatchObject({ code: "business_admin_required" });
    expect((await call(outsider.token, "POST", `/v2/businesses/${business.id}/subscriptions/stripe_setup_intent`, {})).status).toBe(404);
    expect((await testApp.request({ method: "POST", url: `/api/v2/businesses/${business.id}/subscriptions/stripe_setup_intent`, payload: {} })).statusCode).toBe(401);

    // The declined test card is refused by Stripe on the card form; the good one saves.
    const started = setupIntentSchema.parse((await call(admin.token, "POST", `/v2/businesses/${business.id}/subscriptions/stripe_setup_intent`, { country: "CH" })).body);
    expect((await world.stripeServer.confirmCardSetup(started.clientSecret, { number: "4000 0000 0000 0002" })).body).toMatchObject({ error: { code: "card_declined" } });
    const paymentMethodId = String((await world.stripeServer.confirmCardSetup(started.clientSecret, { number: "4242 4242 4242 4242" })).body.payment_method);

    const preview = await call(admin.token, "POST", `/v2/businesses/${business.id}/subscriptions/upgrade/preview`, { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 3 });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(pricePreviewSchema.parse(preview.body)).toMatchObject({ plan: "team", seats: 3, subtotal: 6000, total: 6000, amountDueNow: 6000 });

    const upgraded = await call(admin.token, "PUT", `/v2/businesses/${business.id}/subscriptions/upgrade`, { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 3, paymentMethodId });
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    expect(subscriptionSchema.parse(upgraded.body)).toMatchObject({ billing: { paymentMethod: "STRIPE", stripeSubscriptionStatus: "active" }, pricePlan: { name: "team", seats: 3, cycle: "monthly" } });
    const charged = stripeInvoicesOf(business.id);
    expect(charged.map((invoice) => [invoice.amount_paid, invoice.status])).toEqual([[6000, "paid"]]);

    // Stripe's events arrive: verified, stored once each, applied by the job; the business stays active on STRIPE.
    const delivered = await world.deliverEvents();
    expect(delivered.map((entry) => entry.type)).toEqual(expect.arrayContaining(["setup_intent.succeeded", "customer.subscription.created", "invoice.paid"]));
    const stored = await testApp.context.db.selectFrom("billing_provider_events").select(["type", "processed_at", "outcome"]).where("event_id", "in", delivered.map((entry) => entry.eventId)).execute();
    expect(stored).toHaveLength(delivered.length);
    expect(stored.every((row) => row.processed_at !== null)).toBe(true);
    expect(stored.find((row) => row.type === "customer.subscription.created")?.outcome).toBe("applied");
    const after = await businessOf(admin.token, business.id);
    expect(after.billing).toMatchObject({ paymentMethod: "STRIPE", stripeSubscriptionStatus: "active" });
    expect(after.stripe).toMatchObject({ subscriptionStatus: "active", subscriptionErrorCode: null });
  });

  it("refuses the upgrade with 402 card_declined when the saved card cannot be charged, and charges nothing", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const paymentMethodId = await saveCard(admin.token, business.id, "4000 0000 0000 0341");
    const refused = await call(admin.token, "PUT", `/v2/businesses/${business.id}/subscriptions/upgrade`, { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 2, paymentMethodId });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: "card_declined" });
    expect(stripeSubscriptionOf(business.id)).toBeUndefined();
    expect((await businessOf(admin.token, business.id)).billing?.paymentMethod).toBe("TRIALING");
  });
});

describe("an individual upgrading directly with Stripe", () => {
  it("saves a card, subscribes to the individual plan yearly in EUR and keeps it through Stripe's events", async () => {
    const person = await createSignedInUser(testApp, { firstName: "Ines", lastName: "Individual" });
    const started = await call(person.token, "POST", "/v2/businesses/direct_upgrade/stripe_setup_intent", { country: "DE" });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const setupIntent = setupIntentSchema.parse(started.body);
    const paymentMethodId = String((await world.stripeServer.confirmCardSetup(setupIntent.clientSecret, { number: "4242424242424242" })).body.payment_method);
    const preview = await call(person.token, "POST", "/v2/businesses/direct_upgrade/preview", { plan: "individual", cycle: "yearly", currency: "EUR" });
    expect(pricePreviewSchema.parse(preview.body)).toMatchObject({ seats: 1, currency: "EUR", amountDueNow: 15_000 });
    const confirmed = await call(person.token, "POST", "/v2/businesses/direct_upgrade/confirm", { plan: "individual", cycle: "yearly", currency: "EUR", paymentMethodId });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(userPricePlanSchema.parse(confirmed.body)).toMatchObject({ name: "individual", paymentMethod: "STRIPE", cycle: "yearly" });
    const customer = [...world.stripeServer.stripe.customers.values()].find((entry) => (entry.metadata as Record<string, string>).paraphUserId === person.user.id);
    const subscription = [...world.stripeServer.stripe.subscriptions.values()].find((entry) => entry.customer === customer?.id);
    expect(subscription).toMatchObject({ status: "active", currency: "eur", items: { data: [{ quantity: 1, price: { id: "price_individual_yearly_eur" } }] } });
    await world.deliverEvents();
    const user = await call(person.token, "GET", "/v1/user?v2=true");
    expect(user.body.pricePlan).toMatchObject({ name: "individual", paymentMethod: "STRIPE" });
  });
});

describe("changing a Stripe subscription", () => {
  it("previews a seat change with Stripe's proration and charges exactly that", async () => {
    const { business, admin } = await upgradedBusiness(3);
    world.advance(10 * DAY);
    const token = await signInAgain(admin.user.id);
    const preview = await call(token, "POST", `/v2/businesses/${business.id}/subscriptions/seats/preview`, { seats: 5 });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const figures = pricePreviewSchema.parse(preview.body);
    // November has 30 days: 20 of them remain; 3 seats' unused time credited, 5 seats' remaining time charged.
    expect(figures.lines.map((line) => [line.amount, line.quantity, line.isProration])).toEqual([
      [-4000, 3, true],
      [6667, 5, true],
    ]);
    expect(figures.amountDueNow).toBe(2667);
    const changed = await call(token, "PUT", `/v2/businesses/${business.id}/subscriptions/seats`, { seats: 5, timestamp: new Date(testApp.clock.now().getTime()).toISOString() });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(subscriptionSchema.parse(changed.body).pricePlan.seats).toBe(5);
    const invoices = await call(token, "GET", `/v2/businesses/${business.id}/subscriptions/invoices`);
    expect(invoices.status, JSON.stringify(invoices.body)).toBe(200);
    expect((invoices.body.invoices as { total: number; status: string }[]).map((invoice) => [invoice.total, invoice.status])).toEqual([
      [2667, "paid"],
      [6000, "paid"],
    ]);
    expect(stripeSubscriptionOf(business.id)?.items).toMatchObject({ data: [{ quantity: 5 }] });
  });

  it("cancels at the period's end, revokes the cancellation, and ends the subscription when a cancellation takes effect", async () => {
    const { business, admin } = await upgradedBusiness(2);
    await world.deliverEvents();
    const cancelled = await call(admin.token, "PUT", `/v2/businesses/${business.id}/base`, { base: "CANCELED" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(subscriptionSchema.parse(cancelled.body).pricePlan.next?.base.type).toBe("CANCELED");
    expect(stripeSubscriptionOf(business.id)).toMatchObject({ cancel_at_period_end: true, status: "active" });
    await world.deliverEvents();

    const revoked = await call(admin.token, "PUT", `/v2/businesses/${business.id}/base`, { base: "REVOKE" });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(subscriptionSchema.parse(revoked.body).pricePlan.next).toBeNull();
    expect(stripeSubscriptionOf(business.id)).toMatchObject({ cancel_at_period_end: false });
    await world.deliverEvents();
    expect((await businessOf(admin.token, business.id)).pricePlan?.next).toBeNull();

    // Cancelled again, and the period ends on Stripe's side: its deleted event ends the paid plan in Paraph.
    expect((await call(admin.token, "PUT", `/v2/businesses/${business.id}/base`, { base: "CANCELED" })).status).toBe(200);
    world.advance(31 * DAY);
    const token = await signInAgain(admin.user.id);
    const delivered = await world.deliverEvents();
    expect(delivered.map((entry) => entry.type)).toContain("customer.subscription.deleted");
    const ended = await businessOf(token, business.id);
    expect(ended.billing?.stripeSubscriptionStatus).toBe("canceled");
    expect(ended.pricePlan?.name).not.toBe("team");
  });

  it("keeps the Stripe customer's billing address and VAT number in step with PUT …/billing", async () => {
    const { business, admin } = await upgradedBusiness(2);
    const customerId = stripeCustomerIdOf(business.id) as string;
    const saved = await call(admin.token, "PUT", `/v2/businesses/${business.id}/billing`, { address1: "Bundesplatz 3", address2: null, city: "Bern", postalCode: "3005", country: "CH", vat: "CHE-123.456.789 MWST" });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(world.stripeServer.stripe.customers.get(customerId)).toMatchObject({ address: { line1: "Bundesplatz 3", city: "Bern", postal_code: "3005", country: "CH" } });
    expect(world.stripeServer.stripe.listTaxIds(customerId).map((taxId) => taxId.value)).toEqual(["CHE-123.456.789 MWST"]);
    expect([...world.stripeServer.stripe.customers.values()].filter((customer) => (customer.metadata as Record<string, string>).paraphBusinessId === business.id)).toHaveLength(1);
  });

  it("opens Stripe's customer portal for admins only", async () => {
    const { business, admin, member, outsider } = await upgradedBusiness(2);
    const portal = await call(admin.token, "GET", `/v2/businesses/${business.id}/stripe/cpsession`);
    expect(portal.status, JSON.stringify(portal.body)).toBe(200);
    expect(String(portal.body.redirectUrl)).toMatch(new RegExp(`^${world.stripeServer.baseUrl}/p/session/bps_`));
    const session = [...world.stripeServer.stripe.portalSessions.values()].at(-1);
    expect(String(session?.return_url)).toMatch(/\/business\/billing\/plan$/);
    expect((await call(member.token, "GET", `/v2/businesses/${business.id}/stripe/cpsession`)).status).toBe(403);
    expect((await call(outsider.token, "GET", `/v2/businesses/${business.id}/stripe/cpsession`)).status).toBe(404);
  });
});

describe("the card form's Content-Security-Policy", () => {
  it("lets the web app load Stripe.js, frame Stripe and call Stripe's API only when Stripe runs", async () => {
    const policy = String((await testApp.request({ method: "GET", url: "/api/v2/businesses/price_plans" })).headers["content-security-policy"]);
    expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com [^;]*https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });
});

describe("Stripe's webhook", () => {
  async function postEvent(payload: string, signature: string | undefined) {
    return testApp.request({ method: "POST", url: STRIPE_WEBHOOK_PATH, payload, headers: { "content-type": "application/json", ...(signature === undefined ? {} : { "stripe-signature": signature }) } });
  }

  it("refuses an unsigned, wrongly signed, tampered or too old event with 400 and stores nothing", async () => {
    const event = JSON.stringify({ id: "evt_forged", object: "event", type: "customer.subscription.updated", created: Math.floor(testApp.clock.now().getTime() / 1000), data: { object: { id: "sub_x" } } });
    const now = world.stripeServer.stripe.nowSeconds;
    const answers = [
      await postEvent(event, undefined),
      await postEvent(event, world.stripeServer.signPayload(event, { secret: "whsec_someoneElse" })),
      await postEvent(event.replace("sub_x", "sub_y"), world.stripeServer.signPayload(event)),
      await postEvent(event, world.stripeServer.signPayload(event, { timestamp: now - 301 })),
      await postEvent(event, "t=abc,v1=def"),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: "stripe_webhook_signature_invalid" });
    }
    expect(answers[3]?.json()).toMatchObject({ details: { reason: "The signature's timestamp is too old" } });
    const stored = await testApp.context.db.selectFrom("billing_provider_events").select("event_id").where("event_id", "=", "evt_forged").execute();
    expect(stored).toHaveLength(0);
    // A correctly signed one within the tolerance is taken; naming no customer Paraph knows, it changes nothing.
    expect((await postEvent(event, world.stripeServer.signPayload(event, { timestamp: now - 60 }))).statusCode).toBe(200);
    await testApp.context.jobs.runUntilIdle();
    const taken = await testApp.context.db.selectFrom("billing_provider_events").select(["outcome", "processed_at"]).where("event_id", "=", "evt_forged").executeTakeFirstOrThrow();
    expect(taken.outcome).toBe("not_relevant");
    const stranger = JSON.stringify({ ...JSON.parse(event), id: "evt_stranger", data: { object: { ...(world.stripeServer.stripe.events.find((entry) => entry.type === "customer.subscription.created")?.data as { object: object }).object, customer: "cus_unknown" } } });
    expect((await postEvent(stranger, world.stripeServer.signPayload(stranger))).statusCode).toBe(200);
    await testApp.context.jobs.runUntilIdle();
    expect((await testApp.context.db.selectFrom("billing_provider_events").select("outcome").where("event_id", "=", "evt_stranger").executeTakeFirstOrThrow()).outcome).toBe("unknown_customer");
  });

  it("answers a replayed event 200 without applying it twice", async () => {
    const { business, admin } = await upgradedBusiness(2);
    await world.deliverEvents();
    const created = world.stripeServer.stripe.events.find((event) => event.type === "customer.subscription.created" && event.data && (event.data as { object: { customer: string } }).object.customer === stripeSubscriptionOf(business.id)?.customer);
    expect(created).toBeDefined();
    const jobsBefore = await countStripeJobs();
    const replay = await testApp.request({ method: "POST", url: STRIPE_WEBHOOK_PATH, payload: JSON.stringify(created), headers: { "content-type": "application/json", "stripe-signature": world.stripeServer.signPayload(JSON.stringify(created)) } });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await countStripeJobs()).toBe(jobsBefore);
    await testApp.context.jobs.runUntilIdle();
    expect((await businessOf(admin.token, business.id)).billing).toMatchObject({ paymentMethod: "STRIPE", stripeSubscriptionStatus: "active" });
  });

  it("ignores an event older than the last one applied (Stripe does not promise order)", async () => {
    const { business, admin } = await upgradedBusiness(2);
    expect((await call(admin.token, "PUT", `/v2/businesses/${business.id}/base`, { base: "CANCELED" })).status).toBe(200);
    world.advance(60_000);
    expect((await call(admin.token, "PUT", `/v2/businesses/${business.id}/base`, { base: "REVOKE" })).status).toBe(200);
    const subscriptionId = stripeSubscriptionOf(business.id)?.id;
    const updates = world.stripeServer.stripe.events.filter((event) => event.type === "customer.subscription.updated" && (event.data as { object: { id: string } }).object.id === subscriptionId);
    const [cancelling, revoking] = updates as [FakeStripeEvent, FakeStripeEvent];
    expect((cancelling.data as { object: { cancel_at_period_end: boolean } }).object.cancel_at_period_end).toBe(true);
    // The newer event (revoked) first, then the older one (cancelling) arrives late.
    expect(await world.stripeServer.sendEvent(revoking)).toBe(200);
    await testApp.context.jobs.runUntilIdle();
    expect(await world.stripeServer.sendEvent(cancelling)).toBe(200);
    await testApp.context.jobs.runUntilIdle();
    const after = await businessOf(admin.token, business.id);
    expect(after.pricePlan?.next).toBeNull();
    const late = await testApp.context.db.selectFrom("billing_provider_events").select(["outcome", "processed_at"]).where("event_id", "=", cancelling.id).executeTakeFirstOrThrow();
    expect(late).toMatchObject({ outcome: "stale" });
    expect(late.processed_at).not.toBeNull();
  });

  it("shows a failed renewal as past_due, a payment issue on the Business, until a newly saved card pays it", async () => {
    const { business, admin } = await upgradedBusiness(2);
    await world.deliverEvents();
    const customerId = String(stripeSubscriptionOf(business.id)?.customer);
    world.stripeServer.stripe.declineChargesOf(customerId);
    world.advance(31 * DAY);
    const token = await signInAgain(admin.user.id);
    const delivered = await world.deliverEvents();
    expect(delivered.map((entry) => entry.type)).toEqual(expect.arrayContaining(["invoice.payment_failed", "customer.subscription.updated"]));
    const failing: Subscription["billing"] = (await businessOf(token, business.id)).billing as Subscription["billing"];
    expect(failing).toMatchObject({ paymentMethod: "STRIPE", stripeSubscriptionStatus: "past_due" });
    expect((await businessOf(token, business.id)).stripe).toMatchObject({ subscriptionStatus: "past_due", subscriptionErrorCode: "invoice_payment_failed" });

    // The admin saves another card: it becomes the default, pays the open invoice, and Stripe's events clear the issue.
    await saveCard(token, business.id, "5555 5555 5555 4444");
    await world.deliverEvents();
    await world.deliverEvents();
    const open = [...world.stripeServer.stripe.invoices.values()].filter((invoice) => invoice.customer === customerId).map((invoice) => invoice.status);
    expect(open).toEqual(["paid", "paid"]);
    expect((await businessOf(token, business.id)).billing).toMatchObject({ paymentMethod: "STRIPE", stripeSubscriptionStatus: "active" });
    expect((await businessOf(token, business.id)).stripe).toMatchObject({ subscriptionStatus: "active", subscriptionErrorCode: null });
  });
});

describe("stored Stripe events", () => {
  it("are kept 30 days after processing, then deleted a few at a time as later events are processed", async () => {
    await upgradedBusiness(2);
    const delivered = await world.deliverEvents();
    const ids = delivered.map((entry) => entry.eventId);
    const storedIds = async () => (await testApp.context.db.selectFrom("billing_provider_events").select("event_id").where("event_id", "in", ids).execute()).length;
    expect(await storedIds()).toBe(ids.length);
    world.advance(20 * DAY);
    await world.deliverEvents();
    expect(await storedIds()).toBe(ids.length);
    // A month on, the renewals' events are processed and the old ones go.
    world.advance(15 * DAY);
    expect((await world.deliverEvents()).length).toBeGreaterThan(0);
    expect(await storedIds()).toBe(0);
  });
});

async function countStripeJobs(): Promise<number> {
  const rows = await testApp.context.db.selectFrom("jobs").select("id").where("name", "=", "billing.stripe-event").execute();
  return rows.length;
}
