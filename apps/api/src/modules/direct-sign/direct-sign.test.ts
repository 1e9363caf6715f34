import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, proseOfMail, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessAs } from "../businesses/test-helpers.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { callAsGuest, guestAuthorization, type Guest } from "./test-helpers.ts";

let testApp: TestApp;
let ownerToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  ownerToken = (await createSignedInUser(testApp)).token;
});
afterAll(async () => testApp.close());


interface SentRequest {
  id: string;
  documentId: string;
  guests: Guest[];
}

/** An owner's simple-signature request to guests without accounts, sent; their direct links read from the outbox. */
async function sendToGuests(count: number, quality: "ses" | "aes" = "ses"): Promise<SentRequest> {
  const emails = Array.from({ length: count }, () => uniqueEmail("guest"));
  const [documentId = ""] = await uploadDocuments(testApp, ownerToken, 1);
  const created = await callRequest(testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Guest contract",
    quality,
    documents: [documentId],
    signatures: emails.map((email, index) => ({ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 40 + index * 10, y: 600, width: 200, height: 80 }] })),
  });
  const id = String(created.body.id);
  await callRequest(testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`);
  const view = parseRequest((await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${id}`)).body);
  const guests: Guest[] = [];
  for (const email of emails) {
    const links = (await testApp.mailsTo(email)).flatMap((mail) => mail.links);
    const direct = links.map((link) => new RegExp(`/view/${id}/([A-Za-z0-9_-]{43})$`).exec(link)?.[1]).find(Boolean);
    guests.push({ email, guestId: direct ?? "", requestId: id, signerId: view.signers.find((signer) => signer.email === email)?.id ?? "" });
  }
  return { id, documentId, guests };
}

const asGuest = (credentials: { guestId: string; requestId: string }, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  callAsGuest(testApp, credentials, method, url, payload);

async function lastGuestTan(email: string): Promise<string> {
  const mail = (await testApp.mailsTo(email)).find((entry) => entry.template === "direct-sign-tan");
  const code = /\b(\d{6})\b/.exec(mail?.subject ?? "")?.[1];
  if (!code) throw new Error(`no guest TAN mailed to ${email}`);
  return code;
}

/** Every direct read of one request's guest part: the statuses it answers with the given credentials. */
async function probeAll(credentials: { guestId: string; requestId: string }, target: SentRequest): Promise<Record<string, number>> {
  const token = encodeURIComponent(credentials.guestId);
  const viaToken = async (url: string) => (await testApp.request({ method: "GET", url: `/api${url}` })).statusCode;
  return {
    request: (await asGuest(credentials, "GET", `/v3/direct/signature-requests/${target.id}`)).status,
    events: (await asGuest(credentials, "GET", `/v3/direct/signature-requests/${target.id}/events`)).status,
    lockStatus: (await asGuest(credentials, "GET", `/v3/direct/signature-requests/${target.id}/lock-status`)).status,
    zip: await viaToken(`/v3/direct/signature-requests/${target.id}/zip?token=${token}`),
    document: await viaToken(`/v3/direct/documents/${target.documentId}?token=${token}`),
    download: await viaToken(`/v3/direct/documents/${target.documentId}/download?token=${token}`),
    page: await viaToken(`/v3/direct/documents/${target.documentId}/pages/1?token=${token}`),
    mabAvailability: (await asGuest(credentials, "GET", `/v3/mab/availability/${target.id}`)).status,
  };
}

function allAnswer(statuses: Record<string, number>, expected: number): void {
  expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((key) => [key, expected])));
}

describe("a direct link's reach", () => {
  it("reaches exactly its signer's part of its request, and nothing with another link, a tampered secret, after withdrawal or removal", async () => {
    const first = await sendToGuests(2);
    const second = await sendToGuests(1);
    const [guest, coSigner] = first.guests as [Guest, Guest];
    const stranger = second.guests[0] as Guest;
    expect(guest.guestId).toHaveLength(43);

    allAnswer(await probeAll(guest, first), 200);
    // Another request's signer, the link's halves mixed, and one changed character of the secret.
    allAnswer(await probeAll(stranger, first), 404);
    // Basic credentials carry both halves; mixing them reaches nothing (download links carry the guest id alone).
    const mixed = await probeAll({ guestId: guest.guestId, requestId: second.id }, first);
    allAnswer({ request: mixed.request ?? 0, events: mixed.events ?? 0, lockStatus: mixed.lockStatus ?? 0 }, 404);
    const tampered = `${guest.guestId.slice(0, -1)}${guest.guestId.endsWith("A") ? "B" : "A"}`;
    allAnswer(await probeAll({ guestId: tampered, requestId: first.id }, first), 404);
    // Without credentials at all.
    expect((await testApp.request({ method: "GET", url: `/api/v3/direct/signature-requests/${first.id}` })).statusCode).toBe(401);

    // The guest's own data, never another's.
    const me = await asGuest(guest, "GET", "/v1/direct/user");
    expect(me.body).toMatchObject({ email: guest.email, signerId: guest.signerId, signatureRequestId: first.id, senderBusinessId: null });
    expect((await asGuest(stranger, "GET", "/v1/direct/user")).body).toMatchObject({ email: stranger.email });
    const view = parseRequest((await asGuest(guest, "GET", `/v3/direct/signature-requests/${first.id}`)).body);
    expect(view.myRole).toBe("signer");
    expect(view.signers.filter((signer) => signer.isMe).map((signer) => signer.email)).toEqual([guest.email]);
    expect(view.allowedActions).toEqual(expect.arrayContaining(["sign", "decline"]));

    // Removed from the request: the co-signer's link is dead; the guest's still works.
    const removed = await callRequest(testApp, ownerToken, "DELETE", `/v3/signature-requests/${first.id}/signatures/${coSigner.signerId}`);
    expect(removed.status).toBe(200);
    allAnswer(await probeAll(coSigner, first), 404);
    expect((await asGuest(coSigner, "GET", "/v1/direct/user")).status).toBe(404);
    allAnswer(await probeAll(guest, first), 200);

    // Withdrawn: every link of the request is dead.
    await callRequest(testApp, ownerToken, "POST", `/v3/signature-requests/${first.id}/withdraw`, { message: "Superseded" });
    allAnswer(await probeAll(guest, first), 404);
    for (const call of [
      () => asGuest(guest, "GET", "/v1/direct/user"),
      () => asGuest(guest, "GET", "/v1/direct/visual-signature"),
      () => asGuest(guest, "POST", "/v1/direct/tan/resend", {}),
      () => asGuest(guest, "POST", "/v1/direct/tan/check", { tan: "123456" }),
      () => asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: first.id }] }),
      () => asGuest(guest, "POST", `/v3/direct/signature-requests/${first.id}/decline`, {}),
      () => asGuest(guest, "PUT", "/v1/direct/user", { firstName: "Late" }),
      () => asGuest(guest, "POST", "/v1/direct/user/identification/srs/video", {}),
      () => asGuest(guest, "GET", "/v1/direct/user/identification/srs/video"),
      () => asGuest(guest, "POST", `/v3/mab/create-par/${first.id}/signatures/${guest.signerId}`, { language: "en" }),
      () => asGuest(guest, "POST", `/v3/mab/redirect-sign/${first.id}`, { params: { state: "s", code: "c" } }),
      () => asGuest(guest, "GET", `/v3/mab/availability/${first.id}`),
    ]) {
      expect((await call()).status).toBe(404);
    }
    // The other request's guest is untouched by all of it.
    allAnswer(await probeAll(stranger, second), 200);
  });
});

describe("the sender's branding", () => {
  it("shows the guest the sender's business and no other", async () => {
    const sender = await createSignedInUser(testApp);
    const business = await createBusinessAs(testApp, sender.token, { name: "Branding AG" });
    const otherAdmin = await createSignedInUser(testApp);
    const otherBusiness = await createBusinessAs(testApp, otherAdmin.token, { name: "Other AG" });
    const email = uniqueEmail("branded");
    const [documentId] = await uploadDocuments(testApp, sender.token, 1);
    const created = await callRequest(testApp, sender.token, "POST", "/v3/signature-requests", { title: "Branded", documents: [documentId], signatures: [{ account_email: email }] });
    const id = String(created.body.id);
    await callRequest(testApp, sender.token, "POST", `/v3/signature-requests/${id}/initiate`);
    const link = (await testApp.mailsTo(email)).flatMap((mail) => mail.links).find((entry) => entry.includes(`/view/${id}/`)) ?? "";
    const guest = { guestId: link.split("/").at(-1) ?? "", requestId: id };
    const me = await asGuest(guest, "GET", "/v1/direct/user");
    expect(me.body).toMatchObject({ senderBusinessId: business.id });
    const branding = await asGuest(guest, "GET", `/v2/direct/businesses/${business.id}/public-information`);
    expect(branding.status, JSON.stringify(branding.body)).toBe(200);
    expect(branding.body).toMatchObject({ id: business.id, name: "Branding AG" });
    expect((await asGuest(guest, "GET", `/v2/direct/businesses/${otherBusiness.id}/public-information`)).status).toBe(404);
    expect(branding.body).toMatchObject({ logo: null });

    // The logo, once uploaded, is offered at the guest's own route, for the sender's business only.
    const logoPng = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#0b4f8a" } }).png().toBuffer();
    for (const [target, admin] of [[business, sender.token], [otherBusiness, otherAdmin.token]] as const) {
      const uploaded = await testApp.request({ method: "POST", url: `/api/v1/businesses/${target.id}/logo`, token: admin, payload: logoPng, headers: { "content-type": "image/png" } });
      expect(uploaded.statusCode).toBe(200);
    }
    const withLogo = await asGuest(guest, "GET", `/v2/direct/businesses/${business.id}/public-information`);
    const logoUrl = new URL(String((withLogo.body.logo as { url: string }).url));
    expect(logoUrl.pathname).toBe(`/api/v2/direct/businesses/${business.id}/logo`);
    const logo = await testApp.request({ method: "GET", url: `${logoUrl.pathname}${logoUrl.search}`, headers: { authorization: guestAuthorization(guest) } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect((await sharp(logo.rawPayload).metadata()).width).toBe(120);
    expect((await asGuest(guest, "GET", `/v2/direct/businesses/${otherBusiness.id}/logo`)).status).toBe(404);
    expect((await testApp.request({ method: "GET", url: logoUrl.pathname })).statusCode).toBe(401);
    // The TAN mail names the sender's business when the page asks for company branding.
    await asGuest(guest, "POST", "/v1/direct/tan/resend", { companyBranding: true });
    expect(proseOfMail((await testApp.mailsTo(email)).find((mail) => mail.template === "direct-sign-tan"))).toContain("Branding AG sent you");
  });
});

describe("signing as a guest", () => {
  it("signs only after the e-mailed code is checked, in the guest's language, and completes the request", async () => {
    const sent = await sendToGuests(1);
    const guest = sent.guests[0] as Guest;
    const withoutCode = await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] });
    expect(withoutCode.status).toBe(428);
    expect(withoutCode.body).toMatchObject({ code: "direct_tan_required" });

    const renamed = await asGuest(guest, "PUT", "/v1/direct/user", { firstName: "Giulia", lastName: "Ospite", lang: "it" });
    expect(renamed.body).toMatchObject({ firstName: "Giulia", lastName: "Ospite", lang: "it" });
    const visual = await asGuest(guest, "GET", "/v1/direct/visual-signature");
    expect(visual.body).toMatchObject({ name: "Giulia Ospite" });

    const foreignLink = await asGuest(guest, "POST", "/v1/direct/tan/resend", { url: "https://attacker.example/view" });
    expect(foreignLink.body).toMatchObject({ code: "validation_failed", details: { fields: [{ field: "url" }] } });
    const sentTan = await asGuest(guest, "POST", "/v1/direct/tan/resend", { url: `http://paraph.test/view/${sent.id}/${guest.guestId}`, subject: "Contratto di locazione" });
    expect(sentTan.status, JSON.stringify(sentTan.body)).toBe(200);
    expect(sentTan.body.maskedEmail).toMatch(/^g•••@example\./);
    const mail = (await testApp.mailsTo(guest.email)).find((entry) => entry.template === "direct-sign-tan");
    expect(mail?.lang).toBe("it");
    expect(proseOfMail(mail)).toContain("Contratto di locazione");

    const code = await lastGuestTan(guest.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: wrong })).body).toMatchObject({ code: "tan_invalid", details: { attemptsLeft: 2 } });
    const checked = await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: code });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ verified: true });

    const signed = await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id, signingReason: "D'accordo" }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ signatureRequestId: sent.id, status: "completed" }] });
    const ownerView = parseRequest((await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${sent.id}`)).body);
    expect(ownerView.signers[0]).toMatchObject({ status: "signed", quality: "ses" });
    expect(ownerView.documents[0]?.signed).not.toBeNull();
    const events = (await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${sent.id}/events`)).body.events as { type: string; actor: { email: string | null; role: string } }[];
    expect(events.find((event) => event.type === "signed")?.actor).toMatchObject({ email: guest.email, role: "signer" });
    // The completion mail comes in the guest's language, with the signed document, and without the dead link.
    const completion = (await testApp.mailsTo(guest.email)).find((entry) => entry.template === "signature-request-completed");
    expect(completion?.lang).toBe("it");
    expect(completion?.links.some((link) => link.includes(`/view/${sent.id}/`))).toBe(false);
    expect(completion?.attachments.map((attachment) => attachment.filename)).toContain("Document 1 - signed.pdf");
    // The request has ended: the link reaches nothing any more.
    expect((await asGuest(guest, "GET", `/v3/direct/signature-requests/${sent.id}`)).status).toBe(404);
  });

  it("locks the code after three wrong tries, and a used code signs only once", async () => {
    const sent = await sendToGuests(2);
    const [guest] = sent.guests as [Guest, Guest];
    await asGuest(guest, "POST", "/v1/direct/tan/resend", {});
    const code = await lastGuestTan(guest.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: wrong });
    await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: wrong });
    expect((await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: wrong })).body).toMatchObject({ code: "tan_locked" });
    expect((await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: code })).body).toMatchObject({ code: "tan_locked" });
    expect((await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] })).body).toMatchObject({ code: "direct_tan_required" });

    await asGuest(guest, "POST", "/v1/direct/tan/resend", {});
    await asGuest(guest, "POST", "/v1/direct/tan/check", { tan: await lastGuestTan(guest.email) });
    expect((await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] })).status).toBe(200);
    // Signing again is a no-op; signing another request than the link's does not exist for the guest.
    expect((await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: sent.id }] })).body).toMatchObject({
      signatureRequests: [{ signedDocuments: [] }],
    });
    const other = await sendToGuests(1);
    expect((await asGuest(guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: other.id }] })).status).toBe(404);
    // Once signed, the name is final.
    expect((await asGuest(guest, "PUT", "/v1/direct/user", { lastName: "Changed" })).body).toMatchObject({ code: "signer_not_active" });
  });

  it("lets a guest decline, which ends the request", async () => {
    const sent = await sendToGuests(2);
    const [guest, other] = sent.guests as [Guest, Guest];
    const declined = await asGuest(guest, "POST", `/v3/direct/signature-requests/${sent.id}/decline`, { message: "Wrong address" });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({ status: "declined" });
    const ownerView = parseRequest((await callRequest(testApp, ownerToken, "GET", `/v3/signature-requests/${sent.id}`)).body);
    expect(ownerView.signers.find((signer) => signer.email === guest.email)).toMatchObject({ status: "declined", declineMessage: "Wrong address" });
    expect((await asGuest(other, "GET", `/v3/direct/signature-requests/${sent.id}`)).status).toBe(404);
  });

  it("offers no direct link for an advanced signature, and refuses a guest who tries", async () => {
    const sent = await sendToGuests(1, "aes");
    const guest = sent.guests[0] as Guest;
    expect(guest.guestId).toBe("");
    const links = (await testApp.mailsTo(guest.email)).flatMap((mail) => mail.links);
    expect(links.some((link) => link.includes("/sendto/"))).toBe(true);
  });
});
