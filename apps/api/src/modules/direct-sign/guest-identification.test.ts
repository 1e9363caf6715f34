import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { completeDemoIdentification } from "../../demo-identity-provider/complete-demo-identification.ts";
import { startIdentification } from "../identification/index.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { callAsGuest, type Guest } from "./test-helpers.ts";

let testApp: TestApp;
let ownerToken: string;

beforeAll(async () => {
  // The demo identity provider reports over HTTP: the app listens, its clock at the real time.
  testApp = await createTestApp({}, undefined, { startAt: new Date() });
  testApp.context.publicUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  ownerToken = (await createSignedInUser(testApp)).token;
});
afterAll(async () => testApp.close());


/**
 * A qualified (ZertES unless named) request to people without accounts. Their invitation offers sign-up; its
 * secret is the same one a direct link carries, so the guest reaches the request as `nas`.
 */
async function sendQualified(count: number, legislation: "zertes" | "eidas" = "zertes"): Promise<{ id: string; guests: Guest[] }> {
  const emails = Array.from({ length: count }, () => uniqueEmail("qualified.guest"));
  const [documentId] = await uploadDocuments(testApp, ownerToken, 1);
  const created = await callRequest(testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Qualified lease",
    quality: "qes",
    legislation,
    documents: [documentId],
    signatures: emails.map((email) => ({ account_email: email })),
  });
  const id = String(created.body.id);
  await callRequest(testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`);
  const view = parseRequest((await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${id}`)).body);
  const guests: Guest[] = [];
  for (const email of emails) {
    const links = (await testApp.mailsTo(email)).flatMap((mail) => mail.links);
    const secret = links.map((link) => /\/sendto\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1]).find(Boolean) ?? "";
    guests.push({ email, guestId: secret, requestId: id, signerId: view.signers.find((signer) => signer.email === email)?.id ?? "" });
  }
  return { id, guests };
}

const asGuest = (guest: Guest, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) => callAsGuest(testApp, guest, method, url, payload);

async function lastGuestTan(email: string): Promise<string> {
  const mail = (await testApp.mailsTo(email)).find((entry) => entry.template === "direct-sign-tan");
  return /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1] ?? "";
}

describe("a guest's identification", () => {
  it("belongs to the guest's signer entry: started, shown, paid and cancelled through the link only", async () => {
    const sent = await sendQualified(2);
    const [guest, coGuest] = sent.guests as [Guest, Guest];
    const other = (await sendQualified(1)).guests[0] as Guest;

    const started = await asGuest(guest, "POST", "/v1/direct/user/identification/srs/video", { signatureRequestId: sent.id });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ provider: "srs", method: "video", legislation: "zertes", status: "initialized", isDemo: true, signatureRequestId: sent.id });
    const identificationId = String(started.body.id);
    expect((await asGuest(guest, "POST", "/v1/direct/user/identification/intrum/robo", {})).body).toMatchObject({ code: "identification_in_progress" });
    expect((await asGuest(guest, "GET", "/v1/direct/user/identification/srs/video")).body).toMatchObject({ id: identificationId, status: "initialized" });
    expect((await asGuest(guest, "GET", `/v1/direct/user/identification/payment/${identificationId}`)).body).toEqual({ identificationId, isCovered: false, isPaid: true, amount: 0, currency: "CHF", paidAt: null });
    expect((await asGuest(guest, "GET", `/v1/direct/user/identification/by-id/${identificationId}`)).body).toMatchObject({ id: identificationId, identStatus: "initialized" });
    expect((await asGuest(guest, "GET", "/v1/direct/user/identification/coverage?legislation=zertes")).body).toEqual({ legislation: "zertes", isCovered: false, coveredBy: null, amount: 0, currency: "CHF" });
    expect(String(started.body.identUrl)).toContain("/demo-idp/ident/");
    // Another request than the link's does not exist for the guest.
    expect((await asGuest(guest, "POST", "/v1/direct/user/identification/intrum/video", { signatureRequestId: other.requestId })).status).toBe(404);

    // Another guest of the same request, or of another one, reaches none of it.
    expect((await asGuest(coGuest, "GET", "/v1/direct/user/identification/srs/video")).status).toBe(404);
    expect((await asGuest(coGuest, "GET", `/v1/direct/user/identification/payment/${identificationId}`)).status).toBe(404);
    expect((await asGuest(other, "GET", `/v1/direct/user/identification/payment/${identificationId}`)).status).toBe(404);
    expect((await asGuest(other, "GET", `/v1/direct/user/identification/by-id/${identificationId}`)).status).toBe(404);
    expect((await asGuest(coGuest, "DELETE", "/v1/direct/user/identification/srs/video", { email: guest.email })).status).toBe(400);
    // Nor does an account: its identifications are its own.
    const account = await createSignedInUser(testApp);
    expect((await callRequest(testApp, account.token, "GET", `/v1/user/identification/payment/${identificationId}`)).status).toBe(404);

    // Cancelling needs the guest's own address.
    const wrong = await asGuest(guest, "DELETE", "/v1/direct/user/identification/srs/video", { email: coGuest.email });
    expect(wrong.body).toMatchObject({ code: "validation_failed", details: { fields: [{ field: "email" }] } });
    expect((await asGuest(guest, "DELETE", "/v1/direct/user/identification/srs/video", { email: guest.email.toUpperCase() })).status).toBe(204);
    expect((await asGuest(guest, "GET", "/v1/direct/user/identification/srs/video")).body).toMatchObject({ status: "cancelled" });
  });

  it("lets a guest sign the qualified request once a demo identification under its legislation succeeded", async () => {
    const sent = await sendQualified(1);
    const guest = sent.guests[0] as Guest;
    await asGuest(guest, "PUT", "/v1/direct/user", { firstName: "Quirin", lastName: "Guest" });
    const before = await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] });
    expect(before.body).toMatchObject({ code: "quality_not_available", details: { quality: "qes", legislation: "zertes" } });

    // An eIDAS identification does not serve a ZertES request.
    const eidas = await asGuest(guest, "POST", "/v1/direct/user/identification/intrum/video", {});
    const back = await completeDemoIdentification(String(eidas.body.identUrl), "complete");
    expect(new URL(back.returnUrl).pathname).toBe("/direct-sign/identification/eidas");
    expect((await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] })).body).toMatchObject({ code: "quality_not_available" });

    const zertes = await asGuest(guest, "POST", "/v1/direct/user/identification/srs/autoident", { signatureRequestId: sent.id });
    await completeDemoIdentification(String(zertes.body.identUrl), "complete");
    expect((await asGuest(guest, "GET", `/v1/direct/user/identification/by-id/${String(zertes.body.id)}`)).body).toMatchObject({ status: "success", identStatus: "activatingQES" });
    // The signature is still confirmed: by the code e-mailed to the guest.
    expect((await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] })).body).toMatchObject({ code: "direct_tan_required" });
    await asGuest(guest, "POST", "/v1/direct/tan/resend", {});
    await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: await lastGuestTan(guest.email) });
    const signed = await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
    const view = parseRequest((await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${sent.id}`)).body);
    expect(view.signers[0]).toMatchObject({ status: "signed", quality: "qes" });
  });

  it("lets a guest identify with ID Austria for an eIDAS request and sign it", async () => {
    const sent = await sendQualified(1, "eidas");
    const guest = sent.guests[0] as Guest;
    await asGuest(guest, "PUT", "/v1/direct/user", { firstName: "Anna", lastName: "Muster" });
    const started = await asGuest(guest, "POST", "/v1/direct/user/identification/intrum/id-austria", { signatureRequestId: sent.id, returnPath: "/direct-sign/identification/id-austria-success" });
    expect(started.body).toMatchObject({ provider: "intrum", method: "id-austria", legislation: "eidas", status: "initialized" });
    const back = await completeDemoIdentification(String(started.body.identUrl), "complete", 0);
    expect(new URL(back.returnUrl).pathname).toBe("/direct-sign/identification/id-austria-success");
    expect((await asGuest(guest, "GET", "/v1/direct/user/identification/intrum/id-austria")).body).toMatchObject({ id: started.body.id, status: "success" });
    await asGuest(guest, "POST", "/v1/direct/tan/resend", {});
    await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: await lastGuestTan(guest.email) });
    const signed = await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });
  });

  it("is not offered in production without a configured provider", async () => {
    const sent = await sendQualified(1);
    const guest = sent.guests[0] as Guest;
    const context = testApp.context;
    const development = context.config;
    const production = { ...development, APP_MODE: "production" as const, IDENT_PROVIDER_URL: undefined };
    // Production without a partner: no IDENT_PROVIDER_URL (the embedded demo never starts there).
    context.config = production;
    try {
      const refused = await asGuest(guest, "POST", "/v1/direct/user/identification/srs/video", {});
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: "identification_unavailable" });
    } finally {
      context.config = development;
    }
    // The account's start is the same service.
    const user = await createSignedInUser(testApp);
    await expect(startIdentification({ ...context, config: production }, user.user.id, { provider: "srs", method: "video" }, {})).rejects.toMatchObject({
      code: "identification_unavailable",
    });
  });
});
