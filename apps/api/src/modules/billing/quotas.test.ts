import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionUsageSchema } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { findDefaultCatalogueFile } from "./catalogue.ts";
import { applyProviderPaymentMethod, applyProviderSubscriptionUpdate } from "./subscription-events.ts";
import { callBilling, upgradeBusinessWithTestCard } from "./test-helpers.ts";

/** The shipped catalogue with a tight trial, so each quota is reached in a few calls. */
function writeTightCatalogue(): string {
  const catalogue = JSON.parse(fs.readFileSync(findDefaultCatalogueFile(), "utf8")) as Record<string, unknown>;
  catalogue.trial = { businessPlan: "pro", individualPlan: "individual", seats: 3, signatures: { ses: 1, aes: 0, qes: 0 }, signerGroups: 1, apiUsers: 1, seals: 0 };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "paraph-plans-")), "tight.json");
  fs.writeFileSync(file, JSON.stringify(catalogue));
  return file;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ BILLING_PLANS_FILE: writeTightCatalogue() });
});
afterAll(async () => testApp.close());

/** A sent request of the owner's with one signer. */
async function sentRequest(ownerToken: string, signerEmail: string): Promise<string> {
  const [documentId] = await uploadDocuments(testApp, ownerToken, 1);
  const created = await callRequest(testApp, ownerToken, "POST", "/v3/signature-requests", { title: "Contract", documents: [documentId], signatures: [{ account_email: signerEmail }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  expect((await callRequest(testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  return id;
}

describe("quotas the server enforces", () => {
  it("lets exactly one of two signers racing for the owner's last signature sign; the other gets 402 with the limit and usage, and nothing of theirs is stored", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const first = await createSignedInUser(testApp);
    const second = await createSignedInUser(testApp);
    const firstRequest = await sentRequest(member.token, first.user.email);
    const secondRequest = await sentRequest(member.token, second.user.email);
    const answers = await Promise.all([
      callRequest(testApp, first.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: firstRequest }] }),
      callRequest(testApp, second.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: secondRequest }] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 402]);
    const refused = answers.find((answer) => answer.status === 402);
    expect(refused?.body).toMatchObject({ code: "signature_quota_exhausted", details: { quality: "ses", limit: 1, usage: 1, periodEndsAt: expect.any(String) } });
    const loserRequest = answers[0]?.status === 402 ? firstRequest : secondRequest;
    const loser = await callRequest(testApp, member.token, "GET", `/v3/signature-requests/${loserRequest}`);
    expect(loser.body).toMatchObject({ status: "open" });
    const versions = await testApp.context.db.selectFrom("document_versions").innerJoin("signature_request_documents", "signature_request_documents.document_id", "document_versions.document_id").select("document_versions.version").where("signature_request_documents.signature_request_id", "=", loserRequest).execute();
    expect(versions.map((row) => row.version)).toEqual([1]);

    const usage = subscriptionUsageSchema.parse((await callBilling(testApp, admin.token, "GET", `/v2/businesses/${business.id}/subscriptions/usage`)).body);
    expect(usage.signatures.ses).toEqual({ used: 1, limit: 1 });

    // A paid plan's quota applies from the upgrade (team: unlimited SES): the refused signer signs now.
    await upgradeBusinessWithTestCard(testApp, admin.token, business.id);
    const loserToken = answers[0]?.status === 402 ? first.token : second.token;
    expect((await callRequest(testApp, loserToken, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: loserRequest }] })).status).toBe(200);
  });

  it("counts members and pending invitations against the seats", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const invite = (users: string[]) => callBilling(testApp, admin.token, "POST", `/v1/businesses/${business.id}/members`, { users });
    expect((await invite(["one@example.com"])).status).toBe(200);
    expect(await invite(["two@example.com"])).toMatchObject({ status: 409, body: { code: "seat_limit_reached", details: { limit: 3, usage: 3, adding: 1 } } });
    // Inviting someone invited already takes no new seat.
    expect((await invite(["one@example.com"])).status).toBe(200);
  });

  it("holds signer groups, API users and seals to the plan's figures", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const group = (name: string) => callBilling(testApp, admin.token, "POST", "/v3/groups", { name, members: [{ email: "a@example.com" }] });
    expect((await group("first")).status).toBe(201);
    expect(await group("second")).toMatchObject({ status: 422, body: { code: "signer_group_limit_reached", details: { limit: "maxGroups", max: 1 } } });
    const apiUser = () => callBilling(testApp, admin.token, "POST", `/v1/businesses/${business.id}/apis`, { description: "ERP" });
    expect((await apiUser()).status).toBe(201);
    expect(await apiUser()).toMatchObject({ status: 409, body: { code: "api_user_limit_reached", details: { max: 1 } } });
    await expect(provisionTestSeal(testApp, business.id)).rejects.toMatchObject({ code: "seal_limit_reached", details: { limit: 0, usage: 0 } });
    const usage = subscriptionUsageSchema.parse((await callBilling(testApp, admin.token, "GET", `/v2/businesses/${business.id}/subscriptions/usage`)).body);
    expect(usage).toMatchObject({ signerGroups: { used: 1, limit: 1 }, apiUsers: { used: 1, limit: 1 }, seals: { used: 0, limit: 0 }, seats: { used: 2, limit: 3 } });
  });
});

describe("provider events", () => {
  it("applies a subscription event once and in order: a replay or an older event changes nothing", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    await upgradeBusinessWithTestCard(testApp, admin.token, business.id);
    const row = await testApp.context.db.selectFrom("billing_subscriptions").selectAll().where("business_id", "=", business.id).executeTakeFirstOrThrow();
    const customerId = row.provider_customer_id ?? "";
    const subscriptionId = row.provider_subscription_id ?? "";
    const periodEnd = new Date("2027-01-01T00:00:00Z");
    const event = { provider: "builtin" as const, customerId, subscriptionId, status: "past_due" as const, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true, seats: 4, priceId: null, errorCode: "card_declined", eventId: "evt_2", eventCreatedAt: new Date("2026-12-01T00:00:00Z") };
    expect(await applyProviderSubscriptionUpdate(testApp.context, event)).toBe("applied");
    expect(await applyProviderSubscriptionUpdate(testApp.context, event)).toBe("duplicate");
    expect(await applyProviderSubscriptionUpdate(testApp.context, { ...event, status: "active", eventId: "evt_1", eventCreatedAt: new Date("2026-11-30T00:00:00Z") })).toBe("stale");
    expect(await applyProviderSubscriptionUpdate(testApp.context, { ...event, customerId: "cus_unknown", eventId: "evt_3" })).toBe("unknown_customer");
    const shown = await callBilling(testApp, admin.token, "GET", `/v1/businesses/${business.id}`);
    expect(shown.body).toMatchObject({ billing: { stripeSubscriptionStatus: "past_due" }, stripe: { subscriptionErrorCode: "card_declined" }, pricePlan: { seats: 4, next: { base: { type: "CANCELED" } } } });

    expect(await applyProviderPaymentMethod(testApp.context, { provider: "builtin", customerId, paymentMethodId: "bpm_new", eventId: "evt_4", eventCreatedAt: new Date("2026-12-02T00:00:00Z") })).toBe("applied");
    expect(await applyProviderSubscriptionUpdate(testApp.context, { ...event, status: "canceled", eventId: "evt_5", eventCreatedAt: new Date("2026-12-03T00:00:00Z") })).toBe("applied");
    const ended = await callBilling(testApp, admin.token, "GET", `/v1/businesses/${business.id}`);
    expect(ended.body).toMatchObject({ billing: { paymentMethod: "NEEDS_PAYMENT_METHOD" }, pricePlan: { name: "free_v1", current: { base: { type: "CANCELED" } } } });
  });
});
