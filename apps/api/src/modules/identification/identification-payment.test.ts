import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeDemoIdentification } from "../../demo-identity-provider/complete-demo-identification.ts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { setManualBilling } from "../billing/index.ts";
import { confirmTestCard } from "../billing/test-helpers.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { callAsGuest } from "../direct-sign/test-helpers.ts";
import { uploadDocuments } from "../signature-requests/test-helpers.ts";
import { invitedQualifiedGuest } from "./test-helpers.ts";

let app: TestApp;

/** An installation where an identification nobody covers costs the person CHF 29.00 (IDENTIFICATION_PRICE), paid through the built-in provider. */
beforeAll(async () => {
  app = await createTestApp({ IDENTIFICATION_PRICE: "2900", BILLING_PROVIDER: "builtin" }, undefined, { startAt: new Date() });
  app.context.publicUrl = await app.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => app?.close());

describe("who pays an identification", () => {
  it("makes an individual pay before the provider's page opens, once, through the billing provider", async () => {
    const person = await createSignedInUser(app);
    const coverage = await callRequest(app, person.token, "GET", "/v1/user/identification/coverage?legislation=zertes");
    expect(coverage.body).toEqual({ legislation: "zertes", isCovered: false, coveredBy: null, amount: 2900, currency: "CHF" });
    const started = await callRequest(app, person.token, "POST", "/v1/user/identification/srs/video", {});
    expect(started.body).toMatchObject({ isCovered: false, isPaid: false, identUrl: null, status: "initialized" });
    const id = String(started.body.id);
    expect((await callRequest(app, person.token, "GET", `/v1/user/identification/payment/${id}`)).body).toEqual({ identificationId: id, isCovered: false, isPaid: false, amount: 2900, currency: "CHF", paidAt: null });

    const foreignCard = await callRequest(app, person.token, "POST", `/v1/user/identification/payment/${id}`, { paymentMethodId: "bpm_not_yours" });
    expect(foreignCard.body).toMatchObject({ code: "setup_intent_invalid" });
    const paymentMethodId = await confirmTestCard(app, person.token, "/v2/businesses/direct_upgrade/stripe_setup_intent");
    const paid = await callRequest(app, person.token, "POST", `/v1/user/identification/payment/${id}`, { paymentMethodId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ isPaid: true });
    expect(String(paid.body.identUrl)).toContain("/demo-idp/ident/");
    expect(await callRequest(app, person.token, "POST", `/v1/user/identification/payment/${id}`, { paymentMethodId })).toMatchObject({ status: 409, body: { code: "identification_already_paid" } });
    const invoices = await app.context.db.selectFrom("billing_builtin_invoices").select(["total", "currency"]).where("idempotency_key", "=", `identification-${id}`).execute();
    expect(invoices).toEqual([{ total: 2900, currency: "CHF" }]);
    await completeDemoIdentification(String(paid.body.identUrl), "complete");
    expect((await callRequest(app, person.token, "GET", `/v1/user/identification/by-id/${id}`)).body).toMatchObject({ status: "success", isPaid: true });
  });

  it("lets a member whose business's plan pays for no identification pay personally, with their own card; the business is not charged", async () => {
    const cast = await createBusinessCast(app);
    await setManualBilling(app.context, { businessId: cast.business.id, plan: "team", seats: 10 });
    expect((await callRequest(app, cast.member.token, "GET", "/v1/user/identification/coverage?legislation=zertes")).body).toMatchObject({ isCovered: false, coveredBy: null, amount: 2900 });
    const started = await callRequest(app, cast.member.token, "POST", "/v1/user/identification/srs/video", {});
    expect(started.body).toMatchObject({ isCovered: false, isPaid: false, identUrl: null });
    const id = String(started.body.id);
    // The card is the member's own (the individual card form); the direct upgrade stays closed to them.
    const paymentMethodId = await confirmTestCard(app, cast.member.token, "/v2/businesses/direct_upgrade/stripe_setup_intent");
    const paid = await callRequest(app, cast.member.token, "POST", `/v1/user/identification/payment/${id}`, { paymentMethodId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ isPaid: true });
    expect(String(paid.body.identUrl)).toContain("/demo-idp/ident/");
    const own = await app.context.db.selectFrom("billing_subscriptions").select("provider_customer_id").where("user_id", "=", cast.member.user.id).executeTakeFirstOrThrow();
    const business = await app.context.db.selectFrom("billing_subscriptions").select(["provider_customer_id", "payment_method"]).where("business_id", "=", cast.business.id).executeTakeFirstOrThrow();
    const invoices = await app.context.db.selectFrom("billing_builtin_invoices").select(["customer_id", "total"]).where("idempotency_key", "=", `identification-${id}`).execute();
    expect(invoices).toEqual([{ customer_id: own.provider_customer_id, total: 2900 }]);
    expect(business.provider_customer_id).not.toBe(own.provider_customer_id);
    expect(business.payment_method).toBe("MANUAL");
    expect((await callRequest(app, cast.member.token, "POST", "/v2/businesses/direct_upgrade/preview", { plan: "individual", cycle: "monthly", currency: "CHF" })).body).toMatchObject({ code: "already_in_business" });
  });

  it("is covered by the member's business on a plan that pays for members, and by the sender's plan that pays for invitations", async () => {
    const cast = await createBusinessCast(app);
    // team pays for no identification.
    await setManualBilling(app.context, { businessId: cast.business.id, plan: "team", seats: 10 });
    expect((await callRequest(app, cast.member.token, "GET", "/v1/user/identification/coverage?legislation=eidas")).body).toMatchObject({ isCovered: false, amount: 2900 });
    await setManualBilling(app.context, { businessId: cast.business.id, plan: "pro", seats: 10 });
    expect((await callRequest(app, cast.member.token, "GET", "/v1/user/identification/coverage?legislation=eidas")).body).toEqual({ legislation: "eidas", isCovered: true, coveredBy: "own_business", amount: 0, currency: "CHF" });
    const started = await callRequest(app, cast.member.token, "POST", "/v1/user/identification/intrum/video", {});
    expect(started.body).toMatchObject({ isCovered: true, isPaid: true });
    expect(started.body.identUrl).not.toBeNull();

    // pro pays for members only: an outsider invited to the business's request pays themselves…
    const [documentId] = await uploadDocuments(app, cast.admin.token, 1);
    const created = await callRequest(app, cast.admin.token, "POST", "/v3/signature-requests", { title: "Covered", quality: "qes", legislation: "zertes", documents: [documentId], signatures: [{ account_email: cast.outsider.user.email }] });
    const requestId = String(created.body.id);
    await callRequest(app, cast.admin.token, "POST", `/v3/signature-requests/${requestId}/initiate`);
    const asked = `/v1/user/identification/coverage?legislation=zertes&signatureRequestId=${requestId}`;
    expect((await callRequest(app, cast.outsider.token, "GET", asked)).body).toMatchObject({ isCovered: false, coveredBy: null });
    // …scale pays for invited signers too.
    await setManualBilling(app.context, { businessId: cast.business.id, plan: "scale", seats: 10 });
    expect((await callRequest(app, cast.outsider.token, "GET", asked)).body).toMatchObject({ isCovered: true, coveredBy: "request_sender", amount: 0 });
    // A request the caller does not take part in is not theirs to name.
    const stranger = await createSignedInUser(app);
    expect((await callRequest(app, stranger.token, "GET", asked)).status).toBe(404);
    const invalid = await callRequest(app, stranger.token, "GET", "/v1/user/identification/coverage?legislation=mars");
    expect(invalid.status).toBe(400);
  });

  it("refuses a guest's identification nobody covers (a guest cannot pay) and covers one the sender's plan pays for", async () => {
    const cast = await createBusinessCast(app);
    const guest = await invitedQualifiedGuest(app, cast.admin.token, "eidas");

    const refused = await callAsGuest(app, guest, "POST", "/v1/direct/user/identification/intrum/video", {});
    expect(refused).toMatchObject({ status: 402, body: { code: "identification_not_covered", details: { amount: 2900 } } });
    await setManualBilling(app.context, { businessId: cast.business.id, plan: "scale", seats: 10 });
    expect((await callAsGuest(app, guest, "GET", "/v1/direct/user/identification/coverage?legislation=eidas")).body).toMatchObject({ isCovered: true, coveredBy: "request_sender" });
    const started = await callAsGuest(app, guest, "POST", "/v1/direct/user/identification/intrum/video", {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ isCovered: true, isPaid: true, signatureRequestId: guest.requestId });
    expect((await callAsGuest(app, guest, "GET", `/v1/direct/user/identification/payment/${String(started.body.id)}`)).body).toMatchObject({ isCovered: true, amount: 0 });
  });
});
