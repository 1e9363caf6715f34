import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../platform/config.ts";
import { startStripeTestServer, type StripeTestServer } from "../../../test-support/stripe-server/stripe-server.ts";
import type { PlanPrice } from "../billing-provider.ts";
import { createStripeClient, readStripeSettings } from "./stripe-client.ts";
import { StripeProvider } from "./stripe-provider.ts";

/** The provider alone, through the real SDK against the local Stripe server: what it sends and what it makes of the answers. */
describe("the Stripe provider", () => {
  let server: StripeTestServer;
  let provider: StripeProvider;
  const start = new Date("2026-11-01T00:00:00Z");
  const teamMonthly: PlanPrice = { plan: "team", cycle: "monthly", currency: "CHF", unitAmount: 2000, providerPriceId: "price_team_monthly_chf" };
  const teamYearly: PlanPrice = { plan: "team", cycle: "yearly", currency: "CHF", unitAmount: 20_000, providerPriceId: "price_team_yearly_chf" };

  beforeAll(async () => {
    server = await startStripeTestServer({ now: start });
    server.stripe.definePrice({ id: "price_team_monthly_chf", unitAmount: 2000, currency: "chf", interval: "month", productName: "Team" });
    server.stripe.definePrice({ id: "price_team_yearly_chf", unitAmount: 20_000, currency: "chf", interval: "year", productName: "Team" });
    const settings = readStripeSettings(
      loadConfig({ STRIPE_SECRET_KEY: server.secretKey, STRIPE_PUBLISHABLE_KEY: server.publishableKey, STRIPE_WEBHOOK_SECRET: server.webhookSecret, STRIPE_API_BASE_URL: server.baseUrl, STRIPE_MAX_NETWORK_RETRIES: "0" }),
    );
    if (!settings) throw new Error("Stripe settings expected");
    provider = new StripeProvider(createStripeClient(settings), settings.publishableKey);
  });
  afterAll(async () => server.close());

  async function customerWithCard(number = "4242 4242 4242 4242"): Promise<{ customerId: string; paymentMethodId: string }> {
    const { customerId } = await provider.ensureCustomer({ businessId: crypto.randomUUID(), userId: crypto.randomUUID(), email: "admin@example.com", name: "Example AG", currency: "CHF" });
    const { clientSecret, publishableKey } = await provider.createSetupIntent({ customerId, country: "CH" });
    expect(publishableKey).toBe(server.publishableKey);
    const confirmed = await server.confirmCardSetup(clientSecret, { number });
    expect(confirmed.status).toBe(200);
    return { customerId, paymentMethodId: String(confirmed.body.payment_method) };
  }

  it("keeps the billing address and VAT number on the Stripe customer, the VAT as its tax id", async () => {
    const billing = { address1: "Bahnhofstrasse 1", address2: null, city: "Zürich", postalCode: "8001", country: "CH", vat: "CHE123456789" };
    const { customerId } = await provider.ensureCustomer({ businessId: "b-1", userId: "u-1", email: "billing@example.com", name: "Example AG", currency: "CHF", billing });
    expect(server.stripe.customers.get(customerId)).toMatchObject({ email: "billing@example.com", address: { line1: "Bahnhofstrasse 1", city: "Zürich", postal_code: "8001", country: "CH" }, metadata: { paraphBusinessId: "b-1" } });
    expect(server.stripe.listTaxIds(customerId).map((taxId) => [taxId.type, taxId.value])).toEqual([["ch_vat", "CHE-123.456.789 MWST"]]);
    // A new number replaces the old one; the same customer is updated, not a second one made.
    await provider.ensureCustomer({ customerId, businessId: "b-1", userId: "u-1", email: "billing@example.com", name: "Example AG", currency: "CHF", billing: { ...billing, country: "DE", vat: "DE123456789" } });
    expect(server.stripe.listTaxIds(customerId).map((taxId) => [taxId.type, taxId.value])).toEqual([["eu_vat", "DE123456789"]]);
    expect([...server.stripe.customers.values()].filter((customer) => (customer.metadata as Record<string, string>).paraphBusinessId === "b-1")).toHaveLength(1);
  });

  it("subscribes with quantity = seats, charges the preview's figure, and the same idempotency key never charges twice", async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const preview = await provider.previewChange({ customerId, subscriptionId: null, plan: teamMonthly, seats: 3, at: start });
    expect(preview).toMatchObject({ plan: "team", cycle: "monthly", currency: "CHF", seats: 3, subtotal: 6000, discount: 0, total: 6000, amountDueNow: 6000, nextBillingAt: "2026-12-01T00:00:00.000Z" });
    const input = { customerId, subscriptionId: null, plan: teamMonthly, seats: 3, paymentMethodId, idempotencyKey: `upgrade-${customerId}` };
    const subscription = await provider.applyChange(input);
    expect(subscription).toMatchObject({ status: "active", seats: 3, priceId: "price_team_monthly_chf", cancelAtPeriodEnd: false, currentPeriodEnd: new Date("2026-12-01T00:00:00Z") });
    const again = await provider.applyChange(input);
    expect(again.subscriptionId).toBe(subscription.subscriptionId);
    const invoices = await provider.listInvoices(customerId);
    expect(invoices.map((invoice) => [invoice.total, invoice.status, invoice.currency])).toEqual([[6000, "paid", "CHF"]]);
    expect(invoices[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/in_/);
    // Every mutating call carried a key of Paraph's, not only the SDK's automatic one (a preview changes nothing).
    const posts = server.requests.filter((request) => request.method === "POST" && request.apiKey === server.secretKey && request.path !== "/v1/invoices/create_preview");
    expect(posts.length).toBeGreaterThan(3);
    expect(posts.every((request) => request.idempotencyKey?.startsWith("paraph-"))).toBe(true);
  });

  it("prorates a seat change to the second, previewing exactly what it then charges", async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const created = await provider.applyChange({ customerId, subscriptionId: null, plan: teamMonthly, seats: 2, paymentMethodId, idempotencyKey: `seats-start-${customerId}` });
    // A third of the way through a 30-day period: 5 seats instead of 2 for the remaining 20 days.
    const at = new Date(server.stripe.nowSeconds * 1000 + 10 * 86_400_000);
    server.stripe.advanceTo(at);
    const preview = await provider.previewChange({ customerId, subscriptionId: created.subscriptionId, plan: teamMonthly, seats: 5, at });
    expect(preview.lines.map((line) => [line.amount, line.quantity, line.isProration])).toEqual([
      [-2667, 2, true],
      [6667, 5, true],
    ]);
    expect(preview.amountDueNow).toBe(4000);
    // Charged a minute later, but at the preview's instant: the same figure.
    server.stripe.advanceTo(new Date(at.getTime() + 60_000));
    const changed = await provider.applyChange({ customerId, subscriptionId: created.subscriptionId, plan: teamMonthly, seats: 5, idempotencyKey: `seats-${customerId}`, at });
    expect(changed.seats).toBe(5);
    const invoices = await provider.listInvoices(customerId);
    expect(invoices[0]?.total).toBe(preview.amountDueNow);
    // Monthly to yearly: the unused 20 days are credited and the year is charged from today.
    const yearly = await provider.previewChange({ customerId, subscriptionId: created.subscriptionId, plan: teamYearly, seats: 5, at });
    expect(yearly.lines.map((line) => line.amount)).toEqual([-6667, 100_000]);
    expect(yearly.nextBillingAt).toBe(new Date(Date.UTC(2027, at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds())).toISOString());
  });

  it("applies a promotion as a Stripe coupon named after its terms", async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const promotion = { code: "WELCOME20", percentOff: 20, durationMonths: 3 };
    const preview = await provider.previewChange({ customerId, subscriptionId: null, plan: teamMonthly, seats: 1, promotion, at: start });
    expect(preview).toMatchObject({ subtotal: 2000, discount: 400, total: 1600, amountDueNow: 1600, promoCode: "WELCOME20" });
    await provider.applyChange({ customerId, subscriptionId: null, plan: teamMonthly, seats: 1, promotion, paymentMethodId, idempotencyKey: `promo-${customerId}` });
    expect(server.stripe.coupons.get("paraph-welcome20-20pct-3")).toMatchObject({ percent_off: 20, duration: "repeating", duration_in_months: 3, times_redeemed: 1 });
    expect((await provider.listInvoices(customerId))[0]?.total).toBe(1600);
  });

  it("cancels at the period's end and takes it back; opens the customer portal", async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const created = await provider.applyChange({ customerId, subscriptionId: null, plan: teamMonthly, seats: 1, paymentMethodId, idempotencyKey: `cancel-${customerId}` });
    expect(await provider.cancelAtPeriodEnd(created.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    expect(await provider.revokeCancellation(created.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: false, status: "active" });
    // Again after the revoke: a fresh key, so Stripe does it rather than replaying the first answer.
    expect(await provider.cancelAtPeriodEnd(created.subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true });
    const portal = await provider.createPortalSession(customerId, "http://paraph.test/business/billing/plan");
    expect(portal.redirectUrl).toMatch(/\/p\/session\/bps_/);
    expect(server.stripe.portalSessions.get(portal.redirectUrl.split("/").pop() as string)).toMatchObject({ customer: customerId, return_url: "http://paraph.test/business/billing/plan" });
  });

  it("charges a one-off amount once per key: a decline pays nothing, another card then pays, and any later call answers the same payment", async () => {
    const failing = await customerWithCard("4000 0000 0000 0341");
    const { customerId } = failing;
    const charge = { customerId, amount: 2900, currency: "CHF" as const, description: "Identification (zertes, video)", idempotencyKey: `identification-${customerId}` };
    await expect(provider.chargeOnce({ ...charge, paymentMethodId: failing.paymentMethodId })).rejects.toMatchObject({ code: "card_declined", status: 402, details: { reason: "generic_decline" } });
    expect(server.stripe.paymentIntents.succeededFor(customerId)).toEqual([]);
    const { clientSecret } = await provider.createSetupIntent({ customerId });
    const good = String((await server.confirmCardSetup(clientSecret, { number: "4242 4242 4242 4242" })).body.payment_method);
    const paid = await provider.chargeOnce({ ...charge, paymentMethodId: good });
    expect(paid.chargeId).toMatch(/^pi_/);
    // Without Paraph's own record of the payment (a crash, a race): the same card, or the declined one, answers the payment made.
    expect(await provider.chargeOnce({ ...charge, paymentMethodId: good })).toEqual(paid);
    expect(await provider.chargeOnce({ ...charge, paymentMethodId: failing.paymentMethodId })).toEqual(paid);
    expect(server.stripe.paymentIntents.succeededFor(customerId)).toMatchObject([{ id: paid.chargeId, amount: 2900, currency: "chf", description: "Identification (zertes, video)" }]);
    await expect(provider.chargeOnce({ ...charge, paymentMethodId: "pm_not_here", idempotencyKey: `other-${customerId}` })).rejects.toMatchObject({ code: "setup_intent_invalid" });
  });

  it("turns Stripe's refusals into Paraph's errors: declined card, no card, no price id, a foreign card, Stripe unreachable", async () => {
    const failing = await customerWithCard("4000 0000 0000 0341");
    await expect(provider.applyChange({ ...failing, subscriptionId: null, plan: teamMonthly, seats: 1, idempotencyKey: `declined-${failing.customerId}` })).rejects.toMatchObject({
      code: "card_declined",
      details: { reason: "generic_decline" },
    });
    const { customerId } = await provider.ensureCustomer({ userId: crypto.randomUUID(), email: "nocard@example.com", name: "No Card", currency: "CHF" });
    await expect(provider.applyChange({ customerId, subscriptionId: null, plan: teamMonthly, seats: 1, idempotencyKey: `nocard-${customerId}` })).rejects.toMatchObject({ code: "payment_method_required" });
    await expect(provider.applyChange({ customerId, subscriptionId: null, plan: teamMonthly, seats: 1, paymentMethodId: failing.paymentMethodId, idempotencyKey: `foreign-${customerId}` })).rejects.toMatchObject({
      code: "setup_intent_invalid",
    });
    await expect(provider.previewChange({ customerId, subscriptionId: null, plan: { ...teamMonthly, providerPriceId: null }, seats: 1, at: start })).rejects.toMatchObject({ code: "plan_not_available" });
    const unreachable = new StripeProvider(createStripeClient({ secretKey: server.secretKey, publishableKey: server.publishableKey, webhookSecret: server.webhookSecret, apiBaseUrl: "http://127.0.0.1:1", timeoutMs: 2000, maxNetworkRetries: 0, webhookToleranceSeconds: 300 }), server.publishableKey);
    await expect(unreachable.listInvoices(customerId)).rejects.toMatchObject({ code: "billing_provider_failed", status: 502 });
  });
});
