import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureRequestSchema, TERMS_OF_USE_MAX_LENGTH } from "@paraph/contracts";
import { createSignedInUser, uniqueEmail } from "../../test-support/factories.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { documentText } from "../../test-support/pdf-text.ts";
import { callAsGuest, confirmedGuestOf } from "../direct-sign/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { renderProtocol } from "../signature-requests/index.ts";

const suite = useValidatedTestApp();

const TERMS = "Signing binds you to the purchase terms of Example Ltd.\nDisputes go to the courts of Zurich.";

/** A draft of the owner's with the given terms and one field per signer. */
async function draftWithTerms(ownerToken: string, signers: { account_email: string; first_name?: string; last_name?: string }[], terms: string | null = TERMS) {
  const [documentId = ""] = await uploadDocuments(suite.testApp, ownerToken, 1);
  const created = await callRequest(suite.testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Purchase contract",
    documents: [documentId],
    signatures: signers.map((signer, index) => ({ ...signer, document_signatures: [{ document_id: documentId, page: 1, x: 40 + index * 180, y: 640, width: 170, height: 110 }] })),
    ...(terms === null ? {} : { terms_of_use: terms }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return String(created.body.id);
}

async function send(ownerToken: string, id: string) {
  const sent = await callRequest(suite.testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

async function download(token: string, url: string): Promise<Buffer> {
  const response = await suite.testApp.request({ method: "GET", url: `/api${url}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("a sender's own terms of use", () => {
  it("are stored with a draft, changed only by its owner and only while it is a draft, and length-limited", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp);
    const outsider = await createSignedInUser(suite.testApp);
    const id = await draftWithTerms(owner.token, [{ account_email: signer.user.email }]);
    expect((await callRequest(suite.testApp, owner.token, "GET", `/v3/signature-requests/${id}`)).body).toMatchObject({ termsOfUse: TERMS });

    const changed = await callRequest(suite.testApp, owner.token, "PUT", `/v3/signature-requests/${id}`, { terms_of_use: "New terms" });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ termsOfUse: "New terms" });
    const tooLong = await callRequest(suite.testApp, owner.token, "PUT", `/v3/signature-requests/${id}`, { terms_of_use: "x".repeat(TERMS_OF_USE_MAX_LENGTH + 1) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: "validation_failed" });

    const byOutsider = await callRequest(suite.testApp, outsider.token, "PUT", `/v3/signature-requests/${id}`, { terms_of_use: "Mine" });
    expect(byOutsider.status).toBe(404);
    await send(owner.token, id);
    const bySigner = await callRequest(suite.testApp, signer.token, "PUT", `/v3/signature-requests/${id}`, { terms_of_use: "Mine" });
    expect(bySigner.status).toBe(403);
    expect((await callRequest(suite.testApp, signer.token, "GET", `/v3/signature-requests/${id}`)).body).toMatchObject({ termsOfUse: "New terms" });
    const afterSending = await callRequest(suite.testApp, owner.token, "PUT", `/v3/signature-requests/${id}`, { terms_of_use: null });
    expect(afterSending.status).toBe(409);
    expect(afterSending.body).toMatchObject({ code: "request_not_draft", details: { fields: ["terms_of_use"] } });
  });

  it("refuse signing without acceptance; accepted, the signature's audit event and the protocol name the text accepted", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const signer = await createSignedInUser(suite.testApp, { firstName: "Sara", lastName: "Signer" });
    const id = await draftWithTerms(owner.token, [{ account_email: signer.user.email }]);
    await send(owner.token, id);

    const refused = await callRequest(suite.testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "terms_of_use_not_accepted", details: { signatureRequestId: id } });
    expect((await callRequest(suite.testApp, signer.token, "GET", `/v3/signature-requests/${id}`)).body).toMatchObject({ status: "open", signers: [{ status: "open" }] });
    const notTrue = await callRequest(suite.testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id, acceptedTermsOfUse: false }] });
    expect(notTrue.status).toBe(400);

    const signed = await callRequest(suite.testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id, acceptedTermsOfUse: true }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });

    const events = await callRequest(suite.testApp, owner.token, "GET", `/v3/signature-requests/${id}/events`);
    const signedEvent = (events.body.events as { type: string; actor: { email: string }; details: Record<string, unknown> }[]).find((event) => event.type === "signed");
    expect(signedEvent).toMatchObject({ actor: { email: signer.user.email }, details: { termsOfUseAcceptedSha256: sha256(TERMS) } });
    const protocol = documentText(await download(owner.token, `/v3/signature-requests/${id}/report?type=protocol`));
    expect(protocol).toContain("Terms of use accepted");
    expect(protocol).toContain(sha256(TERMS));
    expect(protocol).toContain("Disputes go to the courts of Zurich.");
  });

  it("hold for a guest signing through the direct link too, and leave requests without terms as they were", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const guestEmail = uniqueEmail("guest");
    const id = await draftWithTerms(owner.token, [{ account_email: guestEmail, first_name: "Gina", last_name: "Guest" }]);
    await send(owner.token, id);
    const guest = await confirmedGuestOf(suite.testApp, id, guestEmail);
    const refused = await callAsGuest(suite.testApp, guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "terms_of_use_not_accepted" });
    const signed = await callAsGuest(suite.testApp, guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: id, acceptedTermsOfUse: true }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const csv = (await download(owner.token, `/v3/signature-requests/${id}/report?type=events-csv`)).toString("utf8");
    expect(csv).toContain(`""termsOfUseAcceptedSha256"":""${sha256(TERMS)}""`);

    const signer = await createSignedInUser(suite.testApp);
    const plain = await draftWithTerms(owner.token, [{ account_email: signer.user.email }], null);
    await send(owner.token, plain);
    expect((await callRequest(suite.testApp, signer.token, "GET", `/v3/signature-requests/${plain}`)).body).toMatchObject({ termsOfUse: null });
    const plainSigned = await callRequest(suite.testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: plain }] });
    expect(plainSigned.status, JSON.stringify(plainSigned.body)).toBe(200);
    const plainCsv = (await download(owner.token, `/v3/signature-requests/${plain}/report?type=events-csv`)).toString("utf8");
    expect(plainCsv).not.toContain("termsOfUse");
  });

  it("of the longest length allowed run over pages in the protocol, none of it cut", async () => {
    const owner = await createSignedInUser(suite.testApp);
    const longTerms = Array.from({ length: 900 }, (_, index) => `clause${index}`).join(" ").slice(0, TERMS_OF_USE_MAX_LENGTH);
    const id = await draftWithTerms(owner.token, [{ account_email: uniqueEmail("signer") }], longTerms);
    const view = signatureRequestSchema.parse((await callRequest(suite.testApp, owner.token, "GET", `/v3/signature-requests/${id}`)).body);
    const pdf = await renderProtocol(view, [], new Date("2026-03-01T10:00:00Z"));
    const text = documentText(Buffer.from(pdf)).replace(/\s+/g, " ");
    expect(text).toContain("clause0 clause1 clause2");
    expect(text).toContain("clause897 clause898 clause899");
    expect(text).toMatch(/page 2 of \d/);
  });
});
