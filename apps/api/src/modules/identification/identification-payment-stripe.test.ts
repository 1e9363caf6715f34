import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupIntentSchema } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import type { StripeObject } from "../../test-support/stripe-server/fake-stripe.ts";
import { setManualBilling } from "../billing/index.ts";
import { createStripeWorld, type StripeWorld } from "../billing/stripe/test-helpers.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { callAsGuest } from "../direct-sign/test-helpers.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { invitedQualifiedGuest } from "./test-helpers.ts";

/**
 * Paying for an identification through Stripe (docs/identification.md "Who pays"): the real SDK
 * against the local Stripe server, an installation where an identification nobody covers costs
 * CHF 29.00. The charge is one PaymentIntent per identification, confirmed off session.
 */
let world: StripeWorld;
beforeAll(async () => {
  world = await createStripeWorld({ IDENTIFICATION_PRICE: "2900" });
  // The demo identity provider is served by the app itself, at its public address.
  world.testApp.context.publicUrl = await world.testApp.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => world?.close());

/** The card form's part for the person's own card: Paraph's setup intent, confirmed on Stripe's side as Stripe.js would. */
async function saveOwnCard(token: string, number: string): Promise<string> {
  const started = await callRequest(world.testApp, token, "POST", "/v2/businesses/direct_upgrade/stripe_setup_intent", { country: "CH" });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const confirmed = await world.stripeServer.confirmCardSetup(setupIntentSchema.parse(started.body).clientSecret, { number });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return String(confirmed.body.payment_method);
}

async function startIdentification(token: string): Promise<string> {
  const started = await callRequest(world.testApp, token, "POST", "/v1/user/identification/srs/video", {});
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect(started.body).toMatchObject({ isCovered: false, isPaid: false, identUrl: null });
  return String(started.body.id);
}

/** The Stripe customer Paraph made for this user's own account, and the PaymentIntents charged to it. */
function ownStripeCustomer(userId: string): StripeObject | undefined {
  return [...world.stripeServer.stripe.customers.values()].find((customer) => (customer.metadata as Record<string, string>).paraphOwner === `user:${userId}`);
}

function intentsOf(customerId: string): StripeObject[] {
  return [...world.stripeServer.stripe.paymentIntents.all.values()].filter((intent) => intent.customer === customerId);
}

describe("paying an identification with Stripe", () => {
  it("charges once when paid, nothing when the card is declined or needs authentication, and never a second time", async () => {
    const person = await createSignedInUser(world.testApp);
    const id = await startIdentification(person.token);
    const pay = (paymentMethodId: string) => callRequest(world.testApp, person.token, "POST", `/v1/user/identification/payment/${id}`, { paymentMethodId });

    // Saved fine, declined when charged: nothing paid, the identification waits for another card.
    const declined = await pay(await saveOwnCard(person.token, "4000 0000 0000 0341"));
    expect(declined).toMatchObject({ status: 402, body: { code: "card_declined", details: { reason: "generic_decline" } } });
    // 3D Secure on every payment: nobody is there to authenticate an off-session charge.
    const unauthenticated = await pay(await saveOwnCard(person.token, "4000 0027 6000 3184"));
    expect(unauthenticated).toMatchObject({ status: 402, body: { code: "card_declined", details: { reason: "authentication_required" } } });
    expect((await callRequest(world.testApp, person.token, "GET", `/v1/user/identification/payment/${id}`)).body).toMatchObject({ isPaid: false, paidAt: null, amount: 2900 });
    const customer = ownStripeCustomer(person.user.id);
    expect(world.stripeServer.stripe.paymentIntents.succeededFor(String(customer?.id))).toEqual([]);

    const card = await saveOwnCard(person.token, "4242 4242 4242 4242");
    const paid = await pay(card);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ id, isPaid: true });
    expect(String(paid.body.identUrl)).toContain("/demo-idp/ident/");
    expect((await callRequest(world.testApp, person.token, "GET", `/v1/user/identification/payment/${id}`)).body).toMatchObject({ isPaid: true, amount: 2900, currency: "CHF", paidAt: expect.any(String) });
    expect(await pay(card)).toMatchObject({ status: 409, body: { code: "identification_already_paid" } });

    // One PaymentIntent for the identification, confirmed three times, succeeded once, with its amount.
    const intents = intentsOf(String(customer?.id));
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: "succeeded", amount: 2900, amount_received: 2900, currency: "chf", payment_method: card, metadata: { paraphCharge: `identification-${id}` } });
    const row = await world.testApp.context.db.selectFrom("identifications").select("payment_reference").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.payment_reference).toBe(intents[0]?.id);
    const confirmations = world.stripeServer.requests.filter((request) => request.path === `/v1/payment_intents/${String(intents[0]?.id)}/confirm`);
    expect(confirmations.map((request) => request.params.off_session)).toEqual(["true", "true", "true"]);
  });

  it("charges once when two payments with two cards race", async () => {
    const person = await createSignedInUser(world.testApp);
    const id = await startIdentification(person.token);
    const cards = [await saveOwnCard(person.token, "4242 4242 4242 4242"), await saveOwnCard(person.token, "5555 5555 5555 4444")];
    const answers = await Promise.all(cards.map((paymentMethodId) => callRequest(world.testApp, person.token, "POST", `/v1/user/identification/payment/${id}`, { paymentMethodId })));
    for (const answer of answers) expect([200, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const customerId = String(ownStripeCustomer(person.user.id)?.id);
    expect(world.stripeServer.stripe.paymentIntents.succeededFor(customerId)).toHaveLength(1);
    expect(intentsOf(customerId)).toHaveLength(1);
  });

  it("refuses someone else's card without charging anyone", async () => {
    const person = await createSignedInUser(world.testApp);
    const other = await createSignedInUser(world.testApp);
    const id = await startIdentification(person.token);
    const othersCard = await saveOwnCard(other.token, "4242 4242 4242 4242");
    await saveOwnCard(person.token, "4242 4242 4242 4242");
    const refused = await callRequest(world.testApp, person.token, "POST", `/v1/user/identification/payment/${id}`, { paymentMethodId: othersCard });
    expect(refused).toMatchObject({ status: 422, body: { code: "setup_intent_invalid" } });
    expect(world.stripeServer.stripe.paymentIntents.succeededFor(String(ownStripeCustomer(person.user.id)?.id))).toEqual([]);
    expect(world.stripeServer.stripe.paymentIntents.succeededFor(String(ownStripeCustomer(other.user.id)?.id))).toEqual([]);
  });

  it("lets a member whose business's plan pays for no identification pay personally: their own Stripe customer, not the business's", async () => {
    const cast = await createBusinessCast(world.testApp);
    await setManualBilling(world.testApp.context, { businessId: cast.business.id, plan: "team", seats: 10 });
    expect((await callRequest(world.testApp, cast.member.token, "GET", "/v1/user/identification/coverage?legislation=zertes")).body).toMatchObject({ isCovered: false, amount: 2900 });
    const id = await startIdentification(cast.member.token);
    const paid = await callRequest(world.testApp, cast.member.token, "POST", `/v1/user/identification/payment/${id}`, { paymentMethodId: await saveOwnCard(cast.member.token, "4242 4242 4242 4242") });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ isPaid: true });
    const own = ownStripeCustomer(cast.member.user.id);
    expect(own?.metadata).not.toHaveProperty("paraphBusinessId");
    expect(world.stripeServer.stripe.paymentIntents.succeededFor(String(own?.id))).toHaveLength(1);
    const businessCustomers = [...world.stripeServer.stripe.customers.values()].filter((customer) => (customer.metadata as Record<string, string>).paraphBusinessId === cast.business.id);
    for (const customer of businessCustomers) expect(intentsOf(String(customer.id))).toEqual([]);
  });

  it("shows a guest what their identification costs on the direct variant, and charges no guest", async () => {
    const cast = await createBusinessCast(world.testApp);
    await setManualBilling(world.testApp.context, { businessId: cast.business.id, plan: "team", seats: 10 });
    const guest = await invitedQualifiedGuest(world.testApp, cast.admin.token, "zertes");
    expect((await callAsGuest(world.testApp, guest, "GET", "/v1/direct/user/identification/coverage?legislation=zertes")).body).toMatchObject({ isCovered: false, amount: 2900, currency: "CHF" });
    expect(await callAsGuest(world.testApp, guest, "POST", "/v1/direct/user/identification/srs/video", {})).toMatchObject({ status: 402, body: { code: "identification_not_covered", details: { amount: 2900 } } });
    const intentsBefore = world.stripeServer.stripe.paymentIntents.all.size;
    // scale pays for the identifications of the people its requests invite.
    await setManualBilling(world.testApp.context, { businessId: cast.business.id, plan: "scale", seats: 10 });
    const started = await callAsGuest(world.testApp, guest, "POST", "/v1/direct/user/identification/srs/video", {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = String(started.body.id);
    expect((await callAsGuest(world.testApp, guest, "GET", `/v1/direct/user/identification/payment/${id}`)).body).toEqual({ identificationId: id, isCovered: true, isPaid: true, amount: 0, currency: "CHF", paidAt: null });
    expect(world.stripeServer.stripe.paymentIntents.all.size).toBe(intentsBefore);
  });
});
