import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessSchema, pricePreviewSchema, subscriptionSchema, subscriptionUsageSchema } from "@paraph/contracts";
import { createSignedInUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessAs, createBusinessCast, getUserAs } from "../businesses/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { BILLING_SWEEP_JOB, scheduleBillingSweep } from "./jobs.ts";
import { createPromoCode, setCustomExtra, setManualBilling } from "./operator.ts";
import { runBillingSweep } from "./states.ts";
import { callBilling, confirmTestCard, upgradeBusinessWithTestCard } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const DAY = 24 * 60 * 60_000;

async function getBusiness(token: string, id: string) {
  const response = await callBilling(testApp, token, "GET", `/v1/businesses/${id}`);
  expect(response.status).toBe(200);
  return businessSchema.parse(response.body);
}

describe("plans and trials", () => {
  it("lists the catalogue with the active provider; a new business starts a 14-day trial of pro", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const plans = await callBilling(testApp, member.token, "GET", "/v2/businesses/price_plans");
    expect(plans.status).toBe(200);
    expect(plans.body).toMatchObject({ provider: "builtin", trialDays: 14 });
    expect((plans.body.plans as { name: string }[]).map((plan) => plan.name)).toContain("scale");
    expect((await callBilling(testApp, undefined, "GET", "/v2/businesses/price_plans")).status).toBe(401);

    const shown = await getBusiness(admin.token, business.id);
    expect(shown.billing).toMatchObject({ paymentMethod: "TRIALING", currency: "CHF", provider: "builtin" });
    expect(shown.pricePlan?.current.base).toMatchObject({ type: "TRIAL_PRO", name: "pro" });
    expect(Date.parse(shown.pricePlan?.trialEndsAt ?? "") - Date.parse(shown.pricePlan?.current.base.startAt ?? "")).toBe(14 * DAY);
    const user = await getUserAs(testApp, member.token);
    expect(user.business).toMatchObject({ planName: "pro", paymentMethod: "TRIALING" });
    expect(user.pricePlan).toBeNull();
  });

  it("moves an unpaid trial to NEEDS_PAYMENT_METHOD, then BLOCKED after the grace days; a locked business sends nothing new, signing what was sent still works", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const [documentId] = await uploadDocuments(testApp, member.token, 1);
    const draft = await callRequest(testApp, member.token, "POST", "/v3/signature-requests", { title: "Lease", documents: [documentId], signatures: [{ account_email: admin.user.email }] });
    expect(draft.status).toBe(201);
    const sent = await callRequest(testApp, member.token, "POST", "/v3/signature-requests", { title: "Sent before", documents: (await uploadDocuments(testApp, member.token, 1)), signatures: [{ account_email: member.user.email }] });
    expect((await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${String(sent.body.id)}/initiate`)).status).toBe(200);

    testApp.clock.advance(14 * DAY + 1000);
    expect(await runBillingSweep(testApp.context)).toBeGreaterThanOrEqual(1);
    admin.token = await loginAs(testApp, admin.user);
    member.token = await loginAs(testApp, member.user);
    const expired = await getBusiness(admin.token, business.id);
    expect(expired.billing?.paymentMethod).toBe("NEEDS_PAYMENT_METHOD");
    expect(Date.parse(expired.pricePlan?.blocksAt ?? "") - Date.parse(expired.pricePlan?.trialEndsAt ?? expired.pricePlan?.current.base.endAt ?? "")).toBe(7 * DAY);
    const refused = await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${String(draft.body.id)}/initiate`);
    expect(refused).toMatchObject({ status: 402, body: { code: "business_locked", details: { paymentMethod: "NEEDS_PAYMENT_METHOD" } } });
    const signed = await callRequest(testApp, member.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: String(sent.body.id) }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    testApp.clock.advance(7 * DAY);
    await runBillingSweep(testApp.context);
    admin.token = await loginAs(testApp, admin.user);
    member.token = await loginAs(testApp, member.user);
    expect((await getBusiness(admin.token, business.id)).billing?.paymentMethod).toBe("BLOCKED");
    expect((await getUserAs(testApp, member.token)).business?.paymentMethod).toBe("BLOCKED");

    // An admin adds a card and upgrades: the lock ends at once.
    await upgradeBusinessWithTestCard(testApp, admin.token, business.id);
    expect((await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${String(draft.body.id)}/initiate`)).status).toBe(200);
  });

  it("runs the sweep as a durable job that queues its next run", async () => {
    await scheduleBillingSweep(testApp.context);
    await testApp.context.jobs.runUntilIdle();
    const pending = await testApp.context.db.selectFrom("jobs").select(["run_at"]).where("name", "=", BILLING_SWEEP_JOB).where("status", "=", "pending").execute();
    expect(pending).toHaveLength(1);
  });

  it("cancels a trial: the business is on the free plan with its base CANCELED and cannot upload; twice is refused", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    expect((await callBilling(testApp, member.token, "POST", `/v1/businesses/${business.id}/cancel-trial`)).body).toMatchObject({ code: "business_admin_required" });
    const cancelled = await callBilling(testApp, admin.token, "POST", `/v1/businesses/${business.id}/cancel-trial`);
    expect(cancelled.status).toBe(200);
    expect(subscriptionSchema.parse(cancelled.body)).toMatchObject({ billing: { paymentMethod: "NEEDS_PAYMENT_METHOD" }, pricePlan: { name: "free_v1", current: { base: { type: "CANCELED" } } } });
    expect((await callBilling(testApp, admin.token, "POST", `/v1/businesses/${business.id}/cancel-trial`)).body).toMatchObject({ code: "trial_not_active" });
    const upload = await testApp.request({ method: "POST", url: "/api/v3/documents", token: member.token, payload: { title: "x", content: "JVBERi0=" } });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({ code: "plan_does_not_allow_upload" });
  });

  it("ends an individual's trial on the free plan: a free account that cannot upload until it upgrades directly", async () => {
    const individual = await createSignedInUser(testApp);
    expect((await getUserAs(testApp, individual.token)).pricePlan).toMatchObject({ name: "individual", type: "TRIAL_INDIVIDUAL", paymentMethod: "TRIALING", canUpload: true });
    testApp.clock.advance(15 * DAY);
    await runBillingSweep(testApp.context);
    individual.token = await loginAs(testApp, individual.user);
    const free = await getUserAs(testApp, individual.token);
    expect(free.attributes.freeAccountType).toBe("free_v1");
    expect(free.pricePlan).toMatchObject({ name: "free_v1", canUpload: false });
    const upload = await testApp.request({ method: "POST", url: "/api/v3/documents", token: individual.token, payload: { title: "x", content: "JVBERi0=" } });
    expect(upload.json()).toMatchObject({ code: "plan_does_not_allow_upload" });

    const body = { plan: "individual", cycle: "yearly", currency: "EUR" };
    const preview = await callBilling(testApp, individual.token, "POST", "/v2/businesses/direct_upgrade/preview", body);
    expect(pricePreviewSchema.parse(preview.body)).toMatchObject({ total: 15000, amountDueNow: 15000, seats: 1 });
    expect((await callBilling(testApp, individual.token, "POST", "/v2/businesses/direct_upgrade/confirm", body)).body).toMatchObject({ code: "payment_method_required" });
    const paymentMethodId = await confirmTestCard(testApp, individual.token, "/v2/businesses/direct_upgrade/stripe_setup_intent");
    const confirmed = await callBilling(testApp, individual.token, "POST", "/v2/businesses/direct_upgrade/confirm", { ...body, paymentMethodId });
    expect(confirmed.body).toMatchObject({ name: "individual", type: "INDIVIDUAL_V1", paymentMethod: "STRIPE", cycle: "yearly", canUpload: true });
    expect((await getUserAs(testApp, individual.token)).attributes.freeAccountType).toBeNull();
    await uploadDocuments(testApp, individual.token, 1);
    expect((await callBilling(testApp, individual.token, "POST", "/v2/businesses/direct_upgrade/preview", { plan: "team", cycle: "monthly", currency: "CHF" })).body).toMatchObject({ code: "plan_not_available" });
  });

  it("keeps a member of a business off the direct upgrade", async () => {
    const { member } = await createBusinessCast(testApp);
    expect((await callBilling(testApp, member.token, "POST", "/v2/businesses/direct_upgrade/preview", { plan: "individual", cycle: "monthly", currency: "CHF" })).body).toMatchObject({ code: "already_in_business" });
  });
});

describe("upgrades and changes with the built-in provider", () => {
  it("upgrades with the test card, adds seats with proration, cancels and revokes, and lists the invoices", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const base = `/v2/businesses/${business.id}`;
    const preview = await callBilling(testApp, admin.token, "POST", `${base}/subscriptions/upgrade/preview`, { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 3 });
    expect(pricePreviewSchema.parse(preview.body)).toMatchObject({ plan: "team", seats: 3, subtotal: 6000, total: 6000, amountDueNow: 6000 });

    const intent = await callBilling(testApp, admin.token, "POST", `${base}/subscriptions/stripe_setup_intent`, { country: "ch" });
    expect(intent.body).toMatchObject({ provider: "builtin", publishableKey: null });
    const declined = await callBilling(testApp, admin.token, "POST", "/v2/billing/builtin/setup_intents/confirm", { clientSecret: intent.body.clientSecret, cardNumber: "4000 0000 0000 0002", expiry: "12/34", cvc: "123" });
    expect(declined).toMatchObject({ status: 402, body: { code: "card_declined" } });
    const realCard = await callBilling(testApp, admin.token, "POST", "/v2/billing/builtin/setup_intents/confirm", { clientSecret: intent.body.clientSecret, cardNumber: "5555 5555 5555 4444", expiry: "12/34", cvc: "123" });
    expect(realCard).toMatchObject({ status: 422, body: { code: "card_not_a_test_card" } });
    const outsider = await createSignedInUser(testApp);
    expect((await callBilling(testApp, outsider.token, "POST", "/v2/billing/builtin/setup_intents/confirm", { clientSecret: intent.body.clientSecret, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" })).body).toMatchObject({ code: "setup_intent_invalid" });

    const upgraded = await upgradeBusinessWithTestCard(testApp, admin.token, business.id, { amountSeats: 3 });
    expect(upgraded).toMatchObject({ billing: { paymentMethod: "STRIPE", stripeSubscriptionStatus: "active" }, pricePlan: { name: "team", cycle: "monthly", seats: 3, current: { base: { type: "TEAM_V1" } }, next: null } });

    testApp.clock.advance(10 * DAY);
    admin.token = await loginAs(testApp, admin.user);
    const seatsPreview = await callBilling(testApp, admin.token, "POST", `${base}/subscriptions/seats/preview`, { seats: 5 });
    const seatLines = pricePreviewSchema.parse(seatsPreview.body).lines;
    expect(seatLines.filter((line) => line.isProration)).toHaveLength(2);
    expect(seatsPreview.body.amountDueNow).toBeGreaterThan(0);
    expect(seatsPreview.body.amountDueNow).toBeLessThan(4000);
    const seats = await callBilling(testApp, admin.token, "PUT", `${base}/subscriptions/seats`, { seats: 5, timestamp: String(seatsPreview.body.timestamp) });
    expect(seats.body).toMatchObject({ pricePlan: { seats: 5 } });
    expect((await callBilling(testApp, admin.token, "PUT", `${base}/subscriptions/seats`, { seats: 1 })).body).toMatchObject({ code: "seats_below_usage" });
    expect((await callBilling(testApp, admin.token, "PUT", `${base}/subscriptions/seats`, { seats: 21 })).body).toMatchObject({ code: "seats_out_of_range", details: { max: 20 } });

    const cancelled = await callBilling(testApp, admin.token, "PUT", `${base}/base`, { base: "CANCELED" });
    expect(cancelled.body).toMatchObject({ pricePlan: { next: { base: { type: "CANCELED" } } } });
    const revoked = await callBilling(testApp, admin.token, "PUT", `${base}/base`, { base: "REVOKE" });
    expect(revoked.body).toMatchObject({ pricePlan: { next: null } });
    expect((await callBilling(testApp, admin.token, "PUT", `${base}/base`, { base: "REVOKE" })).body).toMatchObject({ code: "no_pending_cancellation" });

    const changed = await callBilling(testApp, admin.token, "PUT", `${base}/base`, { base: "pro", cycle: "yearly" });
    expect(changed.body).toMatchObject({ pricePlan: { name: "pro", cycle: "yearly", current: { base: { type: "PRO_V1" } } } });

    const invoices = await callBilling(testApp, admin.token, "GET", `${base}/subscriptions/invoices`);
    expect((invoices.body.invoices as unknown[]).length).toBe(3);
    const portal = await callBilling(testApp, admin.token, "GET", `${base}/stripe/cpsession`);
    expect(portal.body).toEqual({ redirectUrl: "http://paraph.test/business/billing/plan" });

    // Cancelled at the period's end: the sweep ends the plan when the period is over.
    await callBilling(testApp, admin.token, "PUT", `${base}/base`, { base: "FREE" });
    testApp.clock.advance(366 * DAY);
    await runBillingSweep(testApp.context);
    admin.token = await loginAs(testApp, admin.user);
    const ended = await getBusiness(admin.token, business.id);
    expect(ended).toMatchObject({ billing: { paymentMethod: "NEEDS_PAYMENT_METHOD" }, pricePlan: { name: "free_v1", current: { base: { type: "FREE_V1" } }, next: null } });
  });

  it("refuses changes without a paid subscription, and for a business the operator invoices", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const base = `/v2/businesses/${business.id}`;
    expect((await callBilling(testApp, admin.token, "PUT", `${base}/subscriptions/seats`, { seats: 4 })).body).toMatchObject({ code: "no_active_subscription" });
    expect((await callBilling(testApp, admin.token, "PUT", `${base}/base`, { base: "CANCELED" })).body).toMatchObject({ code: "no_active_subscription" });
    expect((await callBilling(testApp, admin.token, "POST", `${base}/subscriptions/upgrade/preview`, { plan: "enterprise", cycle: "monthly", currency: "CHF" })).body).toMatchObject({ code: "plan_not_available" });
    expect((await callBilling(testApp, admin.token, "POST", `${base}/subscriptions/upgrade/preview`, { plan: "individual", cycle: "monthly", currency: "CHF" })).body).toMatchObject({ code: "plan_not_available" });
    expect((await callBilling(testApp, admin.token, "POST", `${base}/chargebee/portal_session`)).body).toMatchObject({ code: "chargebee_not_offered" });

    await setManualBilling(testApp.context, { businessId: business.id, plan: "scale", seats: 40 });
    expect((await getBusiness(admin.token, business.id)).billing?.paymentMethod).toBe("MANUAL");
    expect((await callBilling(testApp, admin.token, "POST", `${base}/subscriptions/upgrade/preview`, { plan: "team", cycle: "monthly", currency: "CHF" })).body).toMatchObject({ code: "subscription_managed_manually" });
    const usage = await callBilling(testApp, admin.token, "GET", `${base}/subscriptions/usage`);
    expect(subscriptionUsageSchema.parse(usage.body)).toMatchObject({ plan: "scale", seats: { used: 2, limit: 40, members: 2 }, signatures: { aes: { used: 0, limit: 1000 } } });
  });
});

describe("promo and referral codes", () => {
  it("answers each reason a promo code cannot be used with its own code, and applies a valid one to the upgrade", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const now = testApp.clock.now();
    await createPromoCode(testApp.context, { code: "WELCOME20", percentOff: "20", durationMonths: "3", plans: "team,pro" });
    await createPromoCode(testApp.context, { code: "OLD", percentOff: "10", expiresAt: new Date(now.getTime() - DAY).toISOString() });
    await createPromoCode(testApp.context, { code: "ONCE", percentOff: "50", maxRedemptions: "1" });
    await createPromoCode(testApp.context, { code: "YEARLY", percentOff: "15", cycles: "yearly" });
    const validate = (promoCode: string, plan = "team", cycle = "monthly") => callBilling(testApp, admin.token, "POST", `/v2/businesses/${business.id}/subscriptions/coupons/validate_promo`, { promoCode, plan, cycle, type: "base" });
    expect((await validate("welcome20")).body).toMatchObject({ promoCode: "WELCOME20", isValid: true, percentOff: 20, durationMonths: 3 });
    expect(await validate("NOPE")).toMatchObject({ status: 422, body: { code: "promo_code_unknown" } });
    expect(await validate("OLD")).toMatchObject({ status: 410, body: { code: "promo_code_expired" } });
    expect(await validate("WELCOME20", "scale")).toMatchObject({ status: 422, body: { code: "promo_code_wrong_plan" } });
    expect((await validate("YEARLY")).body).toMatchObject({ code: "promo_code_wrong_plan" });

    const otherAdmin = await createSignedInUser(testApp);
    const other = await createBusinessAs(testApp, otherAdmin.token, { name: "Other AG" });
    await upgradeBusinessWithTestCard(testApp, otherAdmin.token, other.id, { promoCode: "ONCE" });
    expect(await validate("ONCE")).toMatchObject({ status: 409, body: { code: "promo_code_used_up" } });

    const upgraded = await upgradeBusinessWithTestCard(testApp, admin.token, business.id, { promoCode: "WELCOME20", amountSeats: 2 });
    expect(upgraded.pricePlan.discounts).toEqual([expect.objectContaining({ promoCode: "WELCOME20", type: "promo", percentOff: 20, status: "active" })]);
    const invoices = await callBilling(testApp, admin.token, "GET", `/v2/businesses/${business.id}/subscriptions/invoices`);
    expect(invoices.body.invoices).toEqual([expect.objectContaining({ total: 3200, currency: "CHF" })]);
  });

  it("gives each business its referral code; a newcomer who signed up with it gets the referral discount on the first upgrade", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const referral = await callBilling(testApp, admin.token, "GET", `/v2/businesses/${business.id}/subscriptions/coupons/referral_code`);
    expect(referral.body).toMatchObject({ referralCode: expect.stringMatching(/^PARAPH-[A-Z2-9]{8}$/), percentOff: 20 });
    expect((await callBilling(testApp, admin.token, "GET", `/v2/businesses/${business.id}/subscriptions/coupons/referral_code`)).body.referralCode).toBe(referral.body.referralCode);
    expect((await callBilling(testApp, admin.token, "POST", `/v2/businesses/${business.id}/subscriptions/upgrade/preview`, { plan: "team", cycle: "monthly", currency: "CHF", referralCode: String(referral.body.referralCode) })).body).toMatchObject({ code: "referral_code_invalid" });

    const newcomer = await createSignedInUser(testApp);
    await testApp.context.db.updateTable("users").set({ cello_ucc: String(referral.body.referralCode) }).where("id", "=", newcomer.user.id).execute();
    const own = await createBusinessAs(testApp, newcomer.token, { name: "Newcomer GmbH" });
    const preview = await callBilling(testApp, newcomer.token, "POST", `/v2/businesses/${own.id}/subscriptions/upgrade/preview`, { plan: "team", cycle: "monthly", currency: "CHF", amountSeats: 2 });
    expect(preview.body).toMatchObject({ discount: 800, total: 3200, promoCode: referral.body.referralCode });
    const upgraded = await upgradeBusinessWithTestCard(testApp, newcomer.token, own.id, { amountSeats: 2 });
    expect(upgraded.pricePlan.discounts).toEqual([expect.objectContaining({ type: "referral", percentOff: 20 })]);
  });
});

describe("billing address, custom extras", () => {
  it("saves a billing address with a VAT number of its country, and refuses one of another", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const saved = await callBilling(testApp, admin.token, "PUT", `/v2/businesses/${business.id}/billing`, { address1: "Bahnhofstrasse 1", city: "Zürich", postalCode: "8001", country: "ch", vat: "CHE-123.456.789 MWST", currency: "EUR" });
    expect(saved.body).toMatchObject({ billing: { address1: "Bahnhofstrasse 1", country: "CH", vat: "CHE-123.456.789 MWST", currency: "EUR", address2: null } });
    const wrong = await callBilling(testApp, admin.token, "PUT", `/v2/businesses/${business.id}/billing`, { address1: "Hauptstrasse 1", city: "Berlin", postalCode: "10115", country: "DE", vat: "CHE-123.456.789" });
    expect(wrong).toMatchObject({ status: 400, body: { code: "validation_failed" } });
  });

  it("lists the custom extras the operator set for the business", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    await setCustomExtra(testApp.context, { businessId: business.id, name: "Dedicated support", description: "A named contact", price: "50000", currency: "CHF" });
    await setCustomExtra(testApp.context, { businessId: business.id, name: "Extra QES", quantity: "500" });
    const extras = await callBilling(testApp, admin.token, "GET", `/v2/businesses/${business.id}/customextras`);
    expect(extras.body).toEqual({
      extras: [
        { name: "Dedicated support", description: "A named contact", quantity: null, price: 50000, currency: "CHF" },
        { name: "Extra QES", description: null, quantity: 500, price: null, currency: null },
      ],
    });
  });
});

describe("who may call the billing endpoints", () => {
  it("answers 401 without a token, 404 to outsiders and 403 business_admin_required to members", async () => {
    const { business, member, outsider } = await createBusinessCast(testApp);
    const base = `/v2/businesses/${business.id}`;
    const calls: [method: "GET" | "POST" | "PUT", url: string, payload?: object][] = [
      ["GET", `${base}/subscriptions/usage`],
      ["POST", `/v1/businesses/${business.id}/cancel-trial`],
      ["PUT", `${base}/billing`, { address1: "a", city: "b", postalCode: "c", country: "CH" }],
      ["GET", `${base}/customextras`],
      ["PUT", `${base}/base`, { base: "CANCELED" }],
      ["PUT", `${base}/subscriptions/seats`, { seats: 3 }],
      ["POST", `${base}/subscriptions/seats/preview`, { seats: 3 }],
      ["PUT", `${base}/subscriptions/upgrade`, { plan: "team", cycle: "monthly", currency: "CHF" }],
      ["POST", `${base}/subscriptions/upgrade/preview`, { plan: "team", cycle: "monthly", currency: "CHF" }],
      ["POST", `${base}/subscriptions/stripe_setup_intent`, {}],
      ["POST", `${base}/subscriptions/coupons/validate_promo`, { promoCode: "X", plan: "team", cycle: "monthly" }],
      ["GET", `${base}/subscriptions/coupons/referral_code`],
      ["GET", `${base}/stripe/cpsession`],
      ["POST", `${base}/chargebee/portal_session`],
      ["GET", `${base}/subscriptions/invoices`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await callBilling(testApp, undefined, method, url, payload)).status, `${method} ${url} without a token`).toBe(401);
      expect((await callBilling(testApp, outsider.token, method, url, payload)).status, `${method} ${url} as an outsider`).toBe(404);
      expect((await callBilling(testApp, member.token, method, url, payload)).body, `${method} ${url} as a member`).toMatchObject({ code: "business_admin_required" });
    }
    const upgrade = { plan: "individual", cycle: "monthly", currency: "CHF" };
    const card = { clientSecret: "x", cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" };
    for (const [url, payload] of [["/v2/businesses/direct_upgrade/preview", upgrade], ["/v2/businesses/direct_upgrade/confirm", upgrade], ["/v2/businesses/direct_upgrade/stripe_setup_intent", {}], ["/v2/billing/builtin/setup_intents/confirm", card]] as const) {
      expect((await callBilling(testApp, undefined, "POST", url, payload)).status, url).toBe(401);
    }
  });
});
