import { describe, expect, it } from "vitest";
import { userSchema } from "@paraph/contracts";
import { completeDemoIdentification } from "../../demo-identity-provider/complete-demo-identification.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { postReport, successReport } from "./report-test-helpers.ts";
import { userWithMobile } from "./test-helpers.ts";

const suite = useValidatedTestApp();
const SUCCESS_PAGE = "/profile/signature-standards/id-austria-success";

let mobiles = 0;
async function signedIn() {
  mobiles += 1;
  return userWithMobile(suite.testApp, `079 611 ${String(mobiles).padStart(4, "0")}`);
}

async function startIdAustria(token: string, body: object = { returnPath: SUCCESS_PAGE }) {
  const started = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/intrum/id-austria", body);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body as { id: string; identUrl: string };
}

async function byId(token: string, id: string) {
  return (await callRequest(suite.testApp, token, "GET", `/v1/user/identification/by-id/${id}`)).body;
}

async function me(token: string) {
  return userSchema.parse((await callRequest(suite.testApp, token, "GET", "/v1/user?v2=true")).body);
}

describe("identification with ID Austria (Austria's eID under eIDAS)", () => {
  it("runs the protocol to the provider's ID Austria page and back, granting QES under eIDAS and fixing the identity", async () => {
    const { token } = await signedIn();
    const started = await startIdAustria(token, { returnPath: `${SUCCESS_PAGE}?returnTo=%2Fview%2Fabc` });
    expect(started).toMatchObject({ provider: "intrum", method: "id-austria", legislation: "eidas", status: "initialized", isDemo: true });
    const page = await fetch(started.identUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ["Log in with ID Austria", "ID Austria passes your first and last name", "Confirm with ID Austria", "Fail identification", "Abandon", "Marco Bernasconi"]) expect(html).toContain(text);
    expect(await byId(token, started.id)).toMatchObject({ status: "inprogress", identStatus: "inprogress" });

    const { returnUrl } = await completeDemoIdentification(started.identUrl, "complete", 1);
    const back = new URL(returnUrl);
    expect(back.pathname).toBe(SUCCESS_PAGE);
    expect(back.searchParams.get("returnTo")).toBe("/view/abc");
    expect(back.searchParams.get("identification")).toBe(started.id);
    expect(await byId(token, started.id)).toMatchObject({
      method: "id-austria",
      status: "success",
      identStatus: "activatingQES",
      outcome: "completed",
      identity: { firstName: "Marco", lastName: "Bernasconi", dateOfBirth: "1975-11-02", documentNumber: "*****345" },
    });
    const account = await me(token);
    expect(account).toMatchObject({ firstName: "Marco", lastName: "Bernasconi" });
    expect(account.attributes.immutableEidFields).toEqual(["firstName", "lastName", "dateOfBirth", "documentNumber"]);
    expect(account.signatureQualities.qes).toEqual({ eidas: { quality: "qes", legislation: "eidas", provider: "demo" }, zertes: null });
    expect((await callRequest(suite.testApp, token, "PUT", "/v1/user?v2=true", { lastName: "Other" })).body).toMatchObject({ code: "eid_fields_immutable" });
    // The latest by partner and method, as the success page reads it.
    expect((await callRequest(suite.testApp, token, "GET", "/v1/user/identification/intrum/id-austria")).body).toMatchObject({ id: started.id, status: "success" });
  });

  it("is eIDAS only, and ends as failed or abandoned when the person says so at ID Austria", async () => {
    const { token } = await signedIn();
    const zertes = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/srs/id-austria", {});
    expect(zertes).toMatchObject({ status: 400, body: { code: "validation_failed", details: { fields: [{ field: "method" }] } } });
    const failed = await startIdAustria(token);
    await completeDemoIdentification(failed.identUrl, "fail");
    expect(await byId(token, failed.id)).toMatchObject({ status: "failure", outcome: "failed", identity: null });
    const abandoned = await startIdAustria(token);
    await completeDemoIdentification(abandoned.identUrl, "abandon");
    expect(await byId(token, abandoned.id)).toMatchObject({ status: "failure", outcome: "abandoned" });
    expect((await me(token)).signatureQualities.qes.eidas).toBeNull();
  });

  it("refuses a forged or replayed report of an ID Austria identification, changing nothing", async () => {
    const { token } = await signedIn();
    const started = await startIdAustria(token);
    const report = await successReport(suite.testApp, started.id);
    const forged = await postReport(suite.testApp, report, { secret: "an-impostor-key-that-is-not-the-provider-0123" });
    expect(forged).toMatchObject({ status: 401, body: { code: "identification_callback_signature_invalid" } });
    expect(await byId(token, started.id)).toMatchObject({ status: "initialized", identity: null });
    expect((await me(token)).signatureQualities.qes.eidas).toBeNull();

    expect(await postReport(suite.testApp, report)).toMatchObject({ status: 200, body: { identificationId: started.id, status: "success" } });
    const replayed = await postReport(suite.testApp, report);
    expect(replayed).toMatchObject({ status: 409, body: { code: "identification_callback_replayed" } });
    // A replay with a fresh event id is for a finished identification: refused and noted.
    const again = await postReport(suite.testApp, { ...report, eventId: `evt_${crypto.randomUUID()}`, identity: { ...report.identity, firstName: "Mallory" } });
    expect(again).toMatchObject({ status: 409, body: { code: "identification_not_pending" } });
    expect(await byId(token, started.id)).toMatchObject({ status: "success", identity: { firstName: "Anna" }, rejectedCallback: { code: "identification_not_pending" } });
  });

  it("applies the serial-number-mismatch rule: ID Austria naming someone else than the account's person grants nothing", async () => {
    const { token } = await signedIn();
    const video = await callRequest(suite.testApp, token, "POST", "/v1/user/identification/srs/video", {});
    await completeDemoIdentification(String(video.body.identUrl), "complete", 0);
    const other = await startIdAustria(token);
    await completeDemoIdentification(other.identUrl, "complete", 2);
    expect(await byId(token, other.id)).toMatchObject({ status: "failure", outcome: "serial_number_mismatch", identity: { firstName: "Léa", lastName: "Dubois" } });
    expect((await me(token)).signatureQualities.qes).toEqual({ eidas: null, zertes: { quality: "qes", legislation: "zertes", provider: "demo" } });
    const same = await startIdAustria(token);
    await completeDemoIdentification(same.identUrl, "complete", 0);
    expect(await byId(token, same.id)).toMatchObject({ status: "success", outcome: "completed" });
    expect((await me(token)).signatureQualities.qes.eidas).toEqual({ quality: "qes", legislation: "eidas", provider: "demo" });
  });

  it("is for the signed-in person only", async () => {
    const { token } = await signedIn();
    const started = await startIdAustria(token);
    const outsider = await signedIn();
    expect((await callRequest(suite.testApp, outsider.token, "GET", `/v1/user/identification/by-id/${started.id}`)).status).toBe(404);
    expect((await callRequest(suite.testApp, outsider.token, "GET", "/v1/user/identification/intrum/id-austria")).status).toBe(404);
    expect((await suite.testApp.request({ method: "POST", url: "/api/v1/user/identification/intrum/id-austria", payload: {} })).statusCode).toBe(401);
  });
});
