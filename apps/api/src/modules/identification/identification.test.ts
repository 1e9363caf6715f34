import { describe, expect, it } from "vitest";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { userSchema } from "@paraph/contracts";
import { findSignatureContents } from "../../pdf-engine/pades/dss.ts";
import { pkijs } from "../../pdf-engine/pki/crypto-setup.ts";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { runPdfsig } from "../../test-support/validators.ts";
import { callRequest, parseRequest } from "../signature-requests/test-helpers.ts";
import { completeDemoIdentification } from "../../demo-identity-provider/complete-demo-identification.ts";
import { startIdentification } from "./service.ts";
import { lastTan as lastTanOf, ownQualifiedRequest, userWithMobile as userWithMobileOf } from "./test-helpers.ts";

const suite = useValidatedTestApp();

const lastTan = (mobile: string) => lastTanOf(suite.testApp, mobile);
const userWithMobile = (mobile: string, fields: Parameters<typeof createUser>[1] = {}) => userWithMobileOf(suite.testApp, mobile, fields);

describe("identification through the demo identity provider", () => {
  it("starts one identification at a time at the provider, shows it, and refuses a method the partner does not offer", async () => {
    const { token } = await userWithMobile("079 600 0001");
    const started = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/srs/autoident", {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({
      provider: "srs",
      method: "autoident",
      legislation: "zertes",
      status: "initialized",
      appointmentStatus: "initialized",
      identStatus: "initialized",
      outcome: null,
      identity: null,
      isCovered: false,
      isPaid: true,
      isDemo: true,
      completedAt: null,
    });
    expect(String(started.body.identUrl)).toMatch(new RegExp(`^${String(suite.testApp.demoIdentityProvider?.url)}/ident/[0-9a-f-]{36}$`));
    const again = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/intrum/video", {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "identification_in_progress", details: { identificationId: started.body.id } });
    const shown = await callRequest(suite.testApp, token, "GET", "/v1/user/identification/srs/autoident");
    expect(shown.body).toMatchObject({ id: started.body.id, status: "initialized" });
    expect((await callRequest(suite.testApp, token, "GET", `/v1/user/identification/by-id/${String(started.body.id)}`)).body).toMatchObject({ id: started.body.id });
    const wrongMethod = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/srs/robo", {});
    expect(wrongMethod.status).toBe(400);
    expect(wrongMethod.body).toMatchObject({ code: "validation_failed", details: { fields: [{ field: "method" }] } });
    const unknown = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/acme/video", {});
    expect(unknown.status).toBe(400);
    const foreignReturn = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/intrum/video", { returnPath: "//evil.example/x" });
    expect(foreignReturn.status).toBe(400);

    const payment = await callRequest(suite.testApp, token, "GET", `/v1/user/identification/payment/${String(started.body.id)}`);
    expect(payment.body).toEqual({ identificationId: started.body.id, isCovered: false, isPaid: true, amount: 0, currency: "CHF", paidAt: null });
    const outsider = await loginAs(suite.testApp, await createUser(suite.testApp));
    expect((await callRequest(suite.testApp, outsider, "GET", `/v1/user/identification/payment/${String(started.body.id)}`)).status).toBe(404);
    expect((await callRequest(suite.testApp, outsider, "GET", `/v1/user/identification/by-id/${String(started.body.id)}`)).status).toBe(404);
    expect((await callRequest(suite.testApp, outsider, "GET", "/v1/user/identification/srs/autoident")).status).toBe(404);
  });

  it("cancels only with the account's own e-mail, and only while it runs", async () => {
    const { user, token } = await userWithMobile("079 600 0002");
    await callRequest(suite.testApp, token, "POST", "/v1/user/identification/intrum/robo", {});
    const wrongEmail = await callRequest(suite.testApp, token, "DELETE", "/v1/user/identification/intrum/robo", { email: "someone.else@example.com" });
    expect(wrongEmail.body).toMatchObject({ code: "validation_failed", details: { fields: [{ field: "email" }] } });
    const cancelled = await callRequest(suite.testApp, token, "DELETE", "/v1/user/identification/intrum/robo", { email: user.email });
    expect(cancelled.status).toBe(204);
    expect((await callRequest(suite.testApp, token, "GET", "/v1/user/identification/intrum/robo")).body).toMatchObject({ status: "cancelled" });
    const twice = await callRequest(suite.testApp, token, "DELETE", "/v1/user/identification/intrum/robo", { email: user.email });
    expect(twice.body).toMatchObject({ code: "identification_not_pending" });
    // Once cancelled, a new one may start.
    expect((await callRequest(suite.testApp, token, "POST", "/v1/user/identification/intrum/video", {})).status).toBe(201);
  });

  it("is not offered in production without a configured provider (the demo never runs there)", async () => {
    const user = await createUser(suite.testApp);
    const production = { ...suite.testApp.context, config: { ...suite.testApp.context.config, APP_MODE: "production" as const, IDENT_PROVIDER_URL: undefined } };
    await expect(startIdentification(production, user.id, { provider: "intrum", method: "video" }, {})).rejects.toMatchObject({ code: "identification_unavailable" });
  });
});

describe("qualified signatures after identification (demo provider)", () => {
  it("gives QES (demo) after a successful identification, and signs with a TAN and a qualified certificate that pdfsig trusts", async () => {
    const { user, token } = await userWithMobile("079 600 0003", { firstName: "Quentin", lastName: "Qualified" });
    const { requestId: id, documentId } = await ownQualifiedRequest(suite.testApp, token, user.email, "Qualified lease", "zertes");
    const before = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(before.body).toMatchObject({ code: "quality_not_available", details: { quality: "qes", legislation: "zertes" } });

    const started = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/srs/video", { signatureRequestId: id });
    await completeDemoIdentification(String(started.body.identUrl), "fail");
    expect((await callRequest(suite.testApp, token, "GET", `/v1/user/identification/by-id/${String(started.body.id)}`)).body).toMatchObject({ status: "failure", identStatus: "failure", outcome: "failed" });
    expect(userSchema.parse((await callRequest(suite.testApp, token, "GET", "/v1/user?v2=true")).body).signatureQualities.qes.zertes).toBeNull();
    const retried = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/srs/video", { signatureRequestId: id });
    await completeDemoIdentification(String(retried.body.identUrl), "complete", 0);

    const qualities = userSchema.parse((await callRequest(suite.testApp, token, "GET", "/v1/user?v2=true")).body).signatureQualities;
    expect(qualities.qes).toEqual({ eidas: null, zertes: { quality: "qes", legislation: "zertes", provider: "demo" } });
    const detail = await callRequest(suite.testApp, token, "GET", "/v3/user/signature-qualities-detail");
    expect(detail.body).toMatchObject({ highest: { quality: "qes", legislation: "zertes", isDemo: true } });
    const signerId = parseRequest((await callRequest(suite.testApp, token, "GET", `/v3/signature-requests/${id}`)).body).signers[0]?.id;
    const method = await callRequest(suite.testApp, token, "GET", `/v3/signature-requests/${id}/signatures/${signerId}/ident-method`);
    expect(method.body).toEqual({ quality: "qes", legislation: "zertes", method: "identification", isSatisfied: true });

    const asked = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(asked.status).toBe(428);
    const tan = await lastTan("079 600 0003");
    expect(tan.text).toContain("qualified electronic signature");
    const signed = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: id }], tan: tan.code });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const view = parseRequest((await callRequest(suite.testApp, token, "GET", `/v3/signature-requests/${id}`)).body);
    expect(view.status).toBe("completed");
    expect(view.signers[0]).toMatchObject({ quality: "qes" });

    const pdf = (await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
    const [signature] = (await runPdfsig(pdf, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(signature).toMatchObject({ commonName: "Anna Muster", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
    const [embedded] = await findSignatureContents(pdf);
    if (!embedded) throw new Error("no signature");
    const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(embedded.contents)).content });
    const signerCertificate = signedData.certificates?.find((entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate && !isCa(entry));
    const qcStatements = signerCertificate?.extensions?.find((extension) => extension.extnID === "1.3.6.1.5.5.7.1.3");
    expect(qcStatements, "the qualified certificate carries QC statements").toBeDefined();
    const text = Buffer.from(qcStatements?.extnValue.valueBlock.valueHexView ?? []).toString("hex");
    // QcCompliance 0.4.0.1862.1.1 and QcType esign 0.4.0.1862.1.6.1, DER-encoded.
    expect(text).toContain("060604008e460101");
    expect(text).toContain("060704008e46010601");
  });
});

function isCa(certificate: pkijs.Certificate): boolean {
  return Boolean(certificate.extensions?.some((extension) => extension.extnID === "2.5.29.19" && (extension.parsedValue as { cA?: boolean } | undefined)?.cA));
}
