import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { createWebhookAs, startReceiver } from "../webhooks/test-helpers.ts";
import { person, placed, requestWith, sign } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ WEBHOOKS_ALLOWED_HOSTS: "127.0.0.1" });
});
afterAll(async () => testApp.close());

describe("the signed webhook event", () => {
  it("carries the values the signer filled, not the sender's prefills", async () => {
    const receiver = await startReceiver();
    try {
      const { business, admin, member } = await createBusinessCast(testApp);
      await createWebhookAs(testApp, admin.token, business.id, { url: receiver.url, events: ["signature_request.signed"] });
      const signer = await person(testApp, { firstName: "Wanda", lastName: "Webhook" });
      const request = await requestWith(testApp, { token: member.token, email: member.user.email }, (documentId) => [
        {
          account_email: signer.email,
          form_fields: [placed(documentId, 1, 0, { type: "text", name: "Company", value: "Muster AG" }), placed(documentId, 1, 1, { type: "checkbox", name: "Newsletter", required: false })],
        },
      ]);
      expect((await sign(testApp, signer, request.id, { Newsletter: true })).status).toBe(200);
      await testApp.context.jobs.runUntilIdle();
      expect(receiver.received.map((delivery) => delivery.parsed.type)).toEqual(["signature_request.signed"]);
      expect(receiver.received[0]?.parsed.data).toMatchObject({ signer: { email: signer.email }, formFieldValues: { Newsletter: true } });
      expect(receiver.received[0]?.parsed.data).not.toHaveProperty("formFieldValues.Company");
    } finally {
      await receiver.close();
    }
  });
});
