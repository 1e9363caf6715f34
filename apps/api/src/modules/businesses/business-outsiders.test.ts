import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contracts from "@paraph/contracts";
import type { Endpoint } from "@paraph/contracts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createApiUserAs } from "../api-users/test-helpers.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { createWebhookAs } from "../webhooks/test-helpers.ts";
import { createBusinessCast } from "./test-helpers.ts";

/**
 * DESIGN.md convention 4: a business answers 404 to everyone outside it, on every endpoint
 * scoped to it, whoever asks (someone in no business, or an admin of another one). The
 * endpoints come from the contracts, so a new one without a case here fails this test.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** Branding is for everyone who deals with the business; its own tests cover it. */
const PUBLIC_ENDPOINTS = new Set(["GET /v2/businesses/:id/public-information", "GET /v1/businesses/:id/logo"]);

function isBusinessScoped(endpoint: Endpoint): boolean {
  return /^\/v[12]\/businesses\/:id(\/|$)/.test(endpoint.path) && !PUBLIC_ENDPOINTS.has(`${endpoint.method} ${endpoint.path}`);
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "tag" in value;
}

const scopedEndpoints = (Object.values(contracts) as unknown[]).filter(isEndpoint).filter(isBusinessScoped);

describe("outsiders of a business", () => {
  it("get 404 from every endpoint scoped to it, and change nothing", async () => {
    const { business, admin, outsider } = await createBusinessCast(testApp);
    const otherBusiness = await createBusinessCast(testApp);
    await provisionTestSeal(testApp, business.id, "the-seal", "The Seal");
    const invited = await testApp.request({ method: "POST", url: `/api/v1/businesses/${business.id}/members`, token: admin.token, payload: { users: ["invitee@muster.ch"] } });
    const inviteId = invited.json().invited[0].id as string;
    await testApp.request({ method: "POST", url: `/api/v1/businesses/${business.id}/domains`, token: admin.token, payload: { domain: "muster.ch" } });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123456" } }).png().toBuffer();
    const apiUser = await createApiUserAs(testApp, admin.token, business.id, { description: "Invoicing" });
    const webhook = await createWebhookAs(testApp, admin.token, business.id, { url: "https://hooks.muster.example/paraph", events: ["signature_request.completed"] });
    await testApp.request({ method: "POST", url: `/api/v1/businesses/${business.id}/webhooks/${webhook.id}/test`, token: admin.token });
    const deliveries = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}/webhooks/${webhook.id}/deliveries`, token: admin.token });
    const deliveryId = (deliveries.json() as { deliveries: { id: string }[] }).deliveries[0]?.id ?? "";
    expect(deliveryId).not.toBe("");
    /** What an admin sees of the business, its API users and its endpoints: the same before and after. */
    const adminView = async () =>
      Promise.all(
        [`/api/v1/businesses/${business.id}`, `/api/v1/businesses/${business.id}/apis`, `/api/v1/businesses/${business.id}/webhooks`].map(
          async (url) => (await testApp.request({ method: "GET", url, token: admin.token })).json() as unknown,
        ),
      );
    const before = await adminView();

    const bodies: Record<string, unknown> = {
      "PUT /v1/businesses/:id": { name: "Taken Over AG" },
      "PUT /v1/businesses/:id/settings": { settings: { mailService: { attachments: { signedDocument: { enabled: false } } } } },
      "POST /v1/businesses/:id/members": { users: ["intruder@example.ch"] },
      "POST /v1/businesses/:id/change-to-admins": { user_ids: [outsider.user.id] },
      "POST /v1/businesses/:id/change-to-members": { user_ids: [admin.user.id] },
      "POST /v1/businesses/:id/remove-members": { user_ids: [admin.user.id] },
      "POST /v1/businesses/:id/domains": { domain: "intruder.ch" },
      "PUT /v1/businesses/:id/seals/:seal": { displayName: "Hijacked" },
      "POST /v1/businesses/:id/seals/:seal/members": { members: [outsider.user.id] },
      "DELETE /v1/businesses/:id/seals/:seal/members": { members: [admin.user.id] },
      // Their own password: an outsider still learns nothing of the business.
      "DELETE /v2/businesses/:id": { password: outsider.user.password },
      "PUT /v2/businesses/:id/aes4biz": { enabled: false, representativeName: null, representativeEmail: null, commercialRegister: null, domains: [] },
      "POST /v1/businesses/:id/apis": { description: "Intruder" },
      "PUT /v1/businesses/:id/apis/:username": { description: "Hijacked" },
      "POST /v1/businesses/:id/webhooks": { url: "https://intruder.example/hook", events: ["signature_request.completed"] },
      "PUT /v1/businesses/:id/webhooks/:webhookId": { url: "https://intruder.example/hook" },
      "PUT /v2/businesses/:id/billing": { address1: "Intruder Road 1", city: "Bern", postalCode: "3000", country: "CH" },
      "PUT /v2/businesses/:id/base": { base: "CANCELED" },
      "PUT /v2/businesses/:id/subscriptions/seats": { seats: 5 },
      "POST /v2/businesses/:id/subscriptions/seats/preview": { seats: 5 },
      "PUT /v2/businesses/:id/subscriptions/upgrade": { plan: "team", cycle: "monthly", currency: "CHF" },
      "POST /v2/businesses/:id/subscriptions/upgrade/preview": { plan: "team", cycle: "monthly", currency: "CHF" },
      "POST /v2/businesses/:id/subscriptions/stripe_setup_intent": {},
      "POST /v2/businesses/:id/subscriptions/coupons/validate_promo": { promoCode: "WELCOME", plan: "team", cycle: "monthly" },
      "PUT /v1/businesses/:id/sso": { issuer: "https://intruder.example", clientId: "intruder", clientSecret: "stolen-secret", domains: ["muster.ch"], enabled: true },
    };
    expect(scopedEndpoints.length).toBeGreaterThan(20);
    for (const caller of [outsider, otherBusiness.admin]) {
      for (const endpoint of scopedEndpoints) {
        const key = `${endpoint.method} ${endpoint.path}`;
        const url = `/api${contracts.buildPath(endpoint.path, { id: business.id, seal: "the-seal", inviteId, domain: "muster.ch", username: apiUser.username, webhookId: webhook.id, deliveryId })}`;
        const payload = endpoint.rawBody ? png : bodies[key];
        if (endpoint.body) expect(payload, `a body for ${key}`).toBeDefined();
        const response = await testApp.request({
          method: endpoint.method,
          url,
          token: caller.token,
          ...(payload !== undefined ? { payload: payload as Buffer } : {}),
          ...(endpoint.rawBody ? { headers: { "content-type": "image/png" } } : {}),
        });
        expect(response.statusCode, `${key}: ${response.body}`).toBe(404);
        expect(response.json().code, key).toBe("not_found");
      }
    }

    expect(await adminView()).toEqual(before);
    const seal = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}/seals/the-seal`, token: admin.token });
    expect(seal.json()).toMatchObject({ displayName: "The Seal", members: [], image: null });
  });

  it("get 404 for a business id that does not exist, like for one that does", async () => {
    const { outsider } = await createBusinessCast(testApp);
    const response = await testApp.request({ method: "GET", url: `/api/v1/businesses/${crypto.randomUUID()}`, token: outsider.token });
    expect(response.statusCode).toBe(404);
    const unauthenticated = await testApp.request({ method: "GET", url: `/api/v1/businesses/${crypto.randomUUID()}` });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
