import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSchema } from "@paraph/contracts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function lastTan(mobile: string): Promise<string> {
  const [sms] = await testApp.mailsTo(mobile);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? "")?.[1];
  if (!code) throw new Error(`no TAN sent to ${mobile}`);
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("confirming a mobile number by TAN", () => {
  it("sends a TAN by SMS in the user's language, and the right one gives AES", async () => {
    const user = await createUser(testApp, { lang: "de-ch" });
    const token = await loginAs(testApp, user);
    const sent = await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", { mobile: "079 555 1234" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ maskedMobile: "••• 234" });
    const [sms] = await testApp.mailsTo("079 555 1234");
    expect(sms?.text).toContain("bestätigt Ihre Mobilnummer");
    const confirmed = await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: await lastTan("079 555 1234") });
    expect(confirmed.status).toBe(200);
    expect(userSchema.parse(confirmed.body).signatureQualities.aes.any).toMatchObject({ quality: "aes" });
  });

  it("locks after three wrong TANs, expires after five minutes, and a new TAN replaces the old", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", { mobile: "078 111 2222" });
    const code = await lastTan("078 111 2222");
    const first = await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: wrong(code) });
    expect(first.body).toMatchObject({ code: "tan_invalid", details: { attemptsLeft: 2 } });
    await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: wrong(code) });
    const third = await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: wrong(code) });
    expect(third.status).toBe(423);
    expect(third.body).toMatchObject({ code: "tan_locked" });
    expect((await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: code })).body).toMatchObject({ code: "tan_locked" });

    await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", {});
    const fresh = await lastTan("078 111 2222");
    testApp.clock.advance(5 * 60_000 + 1);
    const late = await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: fresh });
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: "tan_expired" });

    await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", {});
    const replaced = await lastTan("078 111 2222");
    await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", {});
    const newest = await lastTan("078 111 2222");
    if (replaced !== newest) expect((await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: replaced })).body).toMatchObject({ code: "tan_invalid" });
    expect((await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: newest })).status).toBe(200);
  });

  it("refuses a phone number that breaks §5 and a user without one", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    expect((await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", { mobile: "12" })).status).toBe(400);
    const missing = await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", {});
    expect(missing.body).toMatchObject({ code: "mobile_missing" });
  });
});

describe("signing with AES", () => {
  it("asks for a TAN first, then signs with the advanced quality", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    await callRequest(testApp, token, "POST", "/v1/user/mobile/send-tan", { mobile: "076 333 4444" });
    await callRequest(testApp, token, "POST", "/v1/user/mobile/confirm", { tan: await lastTan("076 333 4444") });
    const [documentId] = await uploadDocuments(testApp, token, 1);
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
      title: "AES contract",
      quality: "aes",
      documents: [documentId],
      signatures: [{ account_email: user.email }],
    });
    const id = String(created.body.id);
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);

    const asked = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(asked.status).toBe(428);
    expect(asked.body).toMatchObject({ code: "tan_required", details: { maskedMobile: "••• 444" } });
    const [sms] = await testApp.mailsTo("076 333 4444");
    expect(sms?.text).toContain("advanced electronic signature");
    const wrongTry = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], tan: wrong(await lastTan("076 333 4444")) });
    expect(wrongTry.body).toMatchObject({ code: "tan_invalid" });
    const signed = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], tan: await lastTan("076 333 4444") });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const view = parseRequest((await callRequest(testApp, token, "GET", `/v3/signature-requests/${id}`)).body);
    expect(view.status).toBe("completed");
    expect(view.signers[0]?.quality).toBe("aes");
  });

  it("refuses AES to a user without a confirmed mobile", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    const [documentId] = await uploadDocuments(testApp, token, 1);
    const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", { title: "AES", quality: "aes", documents: [documentId], signatures: [{ account_email: user.email }] });
    await callRequest(testApp, token, "POST", `/v3/signature-requests/${String(created.body.id)}/initiate`);
    const refused = await callRequest(testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: String(created.body.id) }] });
    expect(refused.body).toMatchObject({ code: "quality_not_available" });
  });
});
