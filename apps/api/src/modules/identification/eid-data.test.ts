import { describe, expect, it } from "vitest";
import { userSchema } from "@paraph/contracts";
import { completeDemoIdentification } from "../../demo-identity-provider/complete-demo-identification.ts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { runPdfsig } from "../../test-support/validators.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { guestAuthorization } from "../direct-sign/test-helpers.ts";
import { callRequest, parseRequest } from "../signature-requests/test-helpers.ts";
import { invitedQualifiedGuest, lastTan, ownQualifiedRequest, userWithMobile } from "./test-helpers.ts";

const suite = useValidatedTestApp();
const EID_DATA = "/v1/user/identification/eid-data";
const ANNA = { documentNumber: "C4X9R2T7K", dateOfBirth: "1988-03-14" };
const MARCO = { documentNumber: "X8812345", dateOfBirth: "1975-11-02" };

let mobiles = 0;
async function person(firstName: string, lastName: string) {
  mobiles += 1;
  const mobile = `079 612 ${String(mobiles).padStart(4, "0")}`;
  return { ...(await userWithMobile(suite.testApp, mobile, { firstName, lastName })), mobile };
}

async function me(token: string) {
  return userSchema.parse((await callRequest(suite.testApp, token, "GET", "/v1/user?v2=true")).body);
}

async function identificationsOf(userId: string) {
  return suite.testApp.context.db.selectFrom("identifications").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

describe("supplying eID data (POST /v1/user/identification/eid-data)", () => {
  it("grants QES under the legislation when the provider's signed answer names the account's person, and the signer then signs a QES request that pdfsig trusts", async () => {
    const { user, token, mobile } = await person("Anna", "Muster");
    const { requestId, documentId } = await ownQualifiedRequest(suite.testApp, token, user.email, "Lease under eIDAS", "eidas");
    const signerId = parseRequest((await callRequest(suite.testApp, token, "GET", `/v3/signature-requests/${requestId}`)).body).signers[0]?.id;
    const identMethod = `/v3/signature-requests/${requestId}/signatures/${signerId}/ident-method`;
    expect((await callRequest(suite.testApp, token, "GET", identMethod)).body).toMatchObject({ isSatisfied: false });

    // Typed as a person might: lower case, with spaces between the groups.
    const supplied = await callRequest(suite.testApp, token, "POST", EID_DATA, { documentNumber: "c4x9 r2t7k", dateOfBirth: ANNA.dateOfBirth, legislation: "eidas" });
    expect(supplied.status, JSON.stringify(supplied.body)).toBe(200);
    expect(supplied.body).toMatchObject({
      identification: { provider: "intrum", method: "video", legislation: "eidas", status: "success", outcome: "completed", isDemo: true, identity: { firstName: "Anna", lastName: "Muster", dateOfBirth: ANNA.dateOfBirth, documentNumber: "******T7K" } },
      highest: { quality: "qes", legislation: "eidas", isDemo: true },
    });
    expect(supplied.body.qualities).toContainEqual({ quality: "qes", legislation: "eidas", isAvailable: true, requires: "identification", provider: "demo" });
    const [stored] = await identificationsOf(user.id);
    expect(stored).toMatchObject({ origin: "eid_data", status: "success", eid_document_number: ANNA.documentNumber, provider_session_id: null });
    const account = await me(token);
    expect(account.attributes.immutableEidFields).toEqual(["firstName", "lastName", "dateOfBirth", "documentNumber"]);
    expect(account.signatureQualities.qes).toEqual({ eidas: { quality: "qes", legislation: "eidas", provider: "demo" }, zertes: null });
    expect((await callRequest(suite.testApp, token, "GET", identMethod)).body).toMatchObject({ isSatisfied: true });

    expect((await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId }] })).status).toBe(428);
    const signed = await callRequest(suite.testApp, token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId }], tan: (await lastTan(suite.testApp, mobile)).code });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const view = parseRequest((await callRequest(suite.testApp, token, "GET", `/v3/signature-requests/${requestId}`)).body);
    expect(view.signers[0]).toMatchObject({ quality: "qes" });
    const pdf = (await suite.testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/download?signed=true`, token })).rawPayload;
    const [signature] = (await runPdfsig(pdf, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    // The certificate carries the provider's identity, not what the signer typed.
    expect(signature).toMatchObject({ commonName: "Anna Muster", signatureValidation: "Signature is Valid.", certificateValidation: "Certificate is Trusted." });
  });

  it("answers 404 eid_data_not_found for data the provider does not know, and grants nothing", async () => {
    const { user, token } = await person("Anna", "Muster");
    const wrongDate = await callRequest(suite.testApp, token, "POST", EID_DATA, { documentNumber: ANNA.documentNumber, dateOfBirth: "1988-03-15", legislation: "eidas" });
    expect(wrongDate.status).toBe(404);
    expect(wrongDate.body).toMatchObject({ code: "eid_data_not_found" });
    const unknown = await callRequest(suite.testApp, token, "POST", EID_DATA, { documentNumber: "ZZ0000000", dateOfBirth: ANNA.dateOfBirth, legislation: "zertes" });
    expect(unknown.body).toMatchObject({ code: "eid_data_not_found" });
    expect((await me(token)).signatureQualities.qes).toEqual({ eidas: null, zertes: null });
    expect(await identificationsOf(user.id)).toEqual([]);
  });

  it("refuses someone else's data with 409 eid_data_mismatch: on an account without an identity (other names) and on one already identified as another person", async () => {
    const stranger = await person("Ada", "Lovelace");
    const claimed = await callRequest(suite.testApp, stranger.token, "POST", EID_DATA, { ...MARCO, legislation: "zertes" });
    expect(claimed.status).toBe(409);
    expect(claimed.body).toMatchObject({ code: "eid_data_mismatch" });
    const account = await me(stranger.token);
    expect(account).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
    expect(account.attributes.immutableEidFields).toEqual([]);
    expect(account.signatureQualities.qes).toEqual({ eidas: null, zertes: null });
    expect(await identificationsOf(stranger.user.id)).toMatchObject([{ origin: "eid_data", status: "failure", outcome: "serial_number_mismatch", eid_last_name: "Bernasconi" }]);

    const anna = await person("Anna", "Muster");
    expect((await callRequest(suite.testApp, anna.token, "POST", EID_DATA, { ...ANNA, legislation: "eidas" })).status).toBe(200);
    // Once identified, the account is Anna: Marco's data names someone else.
    const other = await callRequest(suite.testApp, anna.token, "POST", EID_DATA, { ...MARCO, legislation: "zertes" });
    expect(other.body).toMatchObject({ code: "eid_data_mismatch" });
    const after = await me(anna.token);
    expect(after).toMatchObject({ firstName: "Anna", lastName: "Muster" });
    expect(after.signatureQualities.qes).toEqual({ eidas: { quality: "qes", legislation: "eidas", provider: "demo" }, zertes: null });
  });

  it("finds an identification completed at the provider earlier with its method, for the legislation it was made under", async () => {
    const { user, token } = await person("Someone", "Else");
    const started = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/srs/autoident", {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await completeDemoIdentification(String(started.body.identUrl), "complete", 2);
    expect(await me(token)).toMatchObject({ firstName: "Léa", lastName: "Dubois" });
    const supplied = await callRequest(suite.testApp, token, "POST", EID_DATA, { documentNumber: "FR0A12B34", dateOfBirth: "1992-07-21", legislation: "zertes" });
    expect(supplied.status, JSON.stringify(supplied.body)).toBe(200);
    expect(supplied.body).toMatchObject({ identification: { provider: "srs", method: "autoident", legislation: "zertes", status: "success" } });
    expect((await identificationsOf(user.id)).map((row) => row.origin)).toEqual(["session", "eid_data"]);
  });

  it("answers 400 validation_failed for a malformed document number, a date of birth in the future and an unknown legislation", async () => {
    const { token } = await person("Anna", "Muster");
    for (const body of [
      { ...ANNA, documentNumber: "C4/X9", legislation: "eidas" },
      { ...ANNA, dateOfBirth: "2999-01-01", legislation: "eidas" },
      { ...ANNA, dateOfBirth: "14.03.1988", legislation: "eidas" },
      { ...ANNA, legislation: "ukca" },
      { ...ANNA, legislation: "eidas", firstName: "Anna" },
    ]) {
      const answer = await callRequest(suite.testApp, token, "POST", EID_DATA, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ code: "validation_failed" });
    }
  });

  it("stops after 5 tries an hour per account with 429 rate_limited, even for the right data", async () => {
    const { token } = await person("Anna", "Muster");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await callRequest(suite.testApp, token, "POST", EID_DATA, { ...ANNA, documentNumber: `GUESS${attempt}00`, legislation: "eidas" })).body).toMatchObject({ code: "eid_data_not_found" });
    }
    const sixth = await suite.testApp.request({ method: "POST", url: `/api${EID_DATA}`, token, payload: { ...ANNA, legislation: "eidas" } });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: "rate_limited" });
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    expect((await me(token)).signatureQualities.qes.eidas).toBeNull();
    // Another account is not held back by this one's tries.
    const other = await person("Anna", "Muster");
    expect((await callRequest(suite.testApp, other.token, "POST", EID_DATA, { ...ANNA, legislation: "eidas" })).status).toBe(200);
  });

  it("is for signed-in accounts only: no credential and a guest's direct link answer 401", async () => {
    const anonymous = await suite.testApp.request({ method: "POST", url: `/api${EID_DATA}`, payload: { ...ANNA, legislation: "eidas" } });
    expect(anonymous.statusCode).toBe(401);
    const sender = await createSignedInUser(suite.testApp);
    const guest = await invitedQualifiedGuest(suite.testApp, sender.token, "eidas");
    const asGuest = await suite.testApp.request({ method: "POST", url: `/api${EID_DATA}`, headers: { authorization: guestAuthorization(guest) }, payload: { ...ANNA, legislation: "eidas" } });
    expect(asGuest.statusCode).toBe(401);
  });
});
