import { describe, expect, it } from "vitest";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { runPdfsig, runQpdfCheck } from "../../test-support/validators.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { callRequest, parseRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

const suite = useValidatedTestApp();

describe("signing with a business seal", () => {
  it("keeps three people's signatures and a seal valid in one document", async () => {
    const { business, admin, member } = await createBusinessCast(suite.testApp);
    const seal = await provisionTestSeal(suite.testApp, business.id, "muster-contracts", "Muster AG Contracts");
    const allowed = await callRequest(suite.testApp, admin.token, "POST", `/v1/businesses/${business.id}/seals/${seal.account_name}/members`, { members: [member.user.id] });
    expect(allowed.status, JSON.stringify(allowed.body)).toBeLessThan(300);
    const second = await createSignedInUser(suite.testApp, { firstName: "Sara", lastName: "Second" });
    const third = await createSignedInUser(suite.testApp, { firstName: "Tom", lastName: "Third" });

    const [documentId] = await uploadDocuments(suite.testApp, admin.token, 1);
    const field = (x: number) => [{ document_id: documentId, page: 1, x, y: 650, width: 130, height: 70 }];
    const created = await callRequest(suite.testApp, admin.token, "POST", "/v3/signature-requests", {
      title: "Framework with seal",
      documents: [documentId],
      signatures: [
        { account_email: admin.user.email, document_signatures: field(20) },
        { account_email: second.user.email, document_signatures: field(160) },
        { account_email: third.user.email, document_signatures: field(300) },
        { account_email: member.user.email, document_signatures: field(440) },
      ],
    });
    const id = String(created.body.id);
    await callRequest(suite.testApp, admin.token, "POST", `/v3/signature-requests/${id}/initiate`);

    // Only members an admin allowed on the seal may use it.
    const notAllowed = await callRequest(suite.testApp, second.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], sealAccountName: seal.account_name });
    expect(notAllowed.body).toMatchObject({ code: "seal_not_available" });
    for (const person of [admin, second, third]) {
      const signed = await callRequest(suite.testApp, person.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    }
    const sealed = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], sealAccountName: seal.account_name });
    expect(sealed.status, JSON.stringify(sealed.body)).toBe(200);
    expect(sealed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });

    const events = (await callRequest(suite.testApp, admin.token, "GET", `/v3/signature-requests/${id}/events`)).body.events as { type: string; details: Record<string, unknown> }[];
    expect(events.filter((event) => event.type === "signed").map((event) => event.details.sealAccountName ?? null)).toEqual([null, null, null, "muster-contracts"]);

    const pdf = (await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token: admin.token })).rawPayload;
    const signatures = (await runPdfsig(pdf, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signatures.map((entry) => entry.commonName)).toEqual(["Ada Admin", "Sara Second", "Tom Third", "Muster AG Contracts"]);
    for (const signature of signatures) {
      expect(signature).toMatchObject({ signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
    }
    await expect(runQpdfCheck(pdf)).resolves.toContain("No syntax or stream encoding errors");
    expect(parseRequest((await callRequest(suite.testApp, admin.token, "GET", `/v3/signature-requests/${id}`)).body).signers.map((signer) => signer.quality)).toEqual([
      "ses",
      "ses",
      "ses",
      "aes",
    ]);
  });

  it("does not seal a qualified request, nor with a seal of another business", async () => {
    const { business, admin, member } = await createBusinessCast(suite.testApp);
    const seal = await provisionTestSeal(suite.testApp, business.id, "qes-probe", "Probe Seal");
    await callRequest(suite.testApp, admin.token, "POST", `/v1/businesses/${business.id}/seals/${seal.account_name}/members`, { members: [member.user.id] });
    const [documentId] = await uploadDocuments(suite.testApp, admin.token, 1);
    const created = await callRequest(suite.testApp, admin.token, "POST", "/v3/signature-requests", {
      title: "Qualified only",
      quality: "qes",
      documents: [documentId],
      signatures: [{ account_email: member.user.email }],
    });
    const id = String(created.body.id);
    await callRequest(suite.testApp, admin.token, "POST", `/v3/signature-requests/${id}/initiate`);
    const refused = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], sealAccountName: seal.account_name });
    expect(refused.body).toMatchObject({ code: "quality_not_available", details: { seal: true } });

    const other = await createBusinessCast(suite.testApp);
    const foreign = await callRequest(suite.testApp, other.member.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], sealAccountName: seal.account_name });
    expect(foreign.body).toMatchObject({ code: "seal_not_available" });
  });
});
