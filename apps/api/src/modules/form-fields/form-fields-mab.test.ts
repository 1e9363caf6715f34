import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { decideInDemoApp } from "../mab/test-helpers.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { person, placed, requestWith } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe("form field values through the mobile app", () => {
  it("are checked when the signing starts, kept with it and written when the app's approval is redeemed", async () => {
    const owner = await person(testApp, { firstName: "Olga", lastName: "Owner" });
    const signer = await person(testApp, { firstName: "Mona", lastName: "Mobile" });
    const request = await requestWith(testApp, owner, (documentId) => [{ account_email: signer.email, form_fields: [placed(documentId, 1, 0, { type: "number", name: "Amount", max: 100 })] }]);
    const signerId = String((request.body.signers as { id: string }[] | undefined)?.[0]?.id);
    const start = (formFieldValues: Record<string, string>) =>
      callRequest(testApp, signer.token, "POST", `/v3/mab/create-par/${request.id}/signatures/${signerId}`, { language: "en", formFieldValues });

    const wrong = await start({ Amount: "1000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "form_field_values_invalid", details: { fields: [{ field: "Amount", problem: "above_max" }] } });

    const started = await start({ Amount: "42" });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const params = await decideInDemoApp(testApp, String(started.body.authorizationUrl), "approve");
    const signed = await callRequest(testApp, signer.token, "POST", `/v3/mab/redirect-sign/${request.id}`, { params });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const view = await callRequest(testApp, owner.token, "GET", `/v3/signature-requests/${request.id}`);
    expect(view.body.signers?.[0]).toMatchObject({ status: "signed", formFields: [{ name: "Amount", value: "42", readOnly: true }] });
  });
});
