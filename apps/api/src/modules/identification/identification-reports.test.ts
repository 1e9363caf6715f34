import { describe, expect, it } from "vitest";
import { userSchema } from "@paraph/contracts";
import { completeDemoIdentification } from "../../demo-identity-provider/complete-demo-identification.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { callRequest } from "../signature-requests/test-helpers.ts";
import { signReport } from "./protocol/report-signature.ts";
import { callbackSecret as callbackSecretOf, postReport as postReportOf, successReport as successReportOf } from "./report-test-helpers.ts";
import { userWithMobile } from "./test-helpers.ts";

const suite = useValidatedTestApp();

let mobiles = 0;
/** QES takes a confirmed mobile number (AES) and an identification. */
async function signedIn() {
  mobiles += 1;
  return userWithMobile(suite.testApp, `079 610 ${String(mobiles).padStart(4, "0")}`);
}

async function start(token: string, path = "intrum/video", body: object = {}) {
  const started = await callRequest(suite.testApp, token, "POST", `/v1/user/identification/${path}`, body);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body as { id: string; identUrl: string };
}

async function byId(token: string, id: string) {
  return (await callRequest(suite.testApp, token, "GET", `/v1/user/identification/by-id/${id}`)).body;
}

const postReport = (report: object, options?: Parameters<typeof postReportOf>[2]) => postReportOf(suite.testApp, report, options);
const successReport = (id: string, overrides?: object) => successReportOf(suite.testApp, id, overrides);

describe("the identity provider's reports", () => {
  it("maps the appointment status (spec §4), sends the person back, and fixes the identity on the account", async () => {
    const { user, token } = await signedIn();
    const started = await start(token, "intrum/robo", { returnPath: "/profile/signature-standards/eidas/self?returnTo=%2Fview%2Fabc" });
    const page = await fetch(started.identUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of ["Complete identification", "Fail identification", "Abandon", "Anna Muster"]) expect(html).toContain(label);
    // Opening the page is the appointment starting: the provider reported it.
    expect(await byId(token, started.id)).toMatchObject({ status: "inprogress", appointmentStatus: "inprogress", identStatus: "inprogress" });

    const { returnUrl } = await completeDemoIdentification(started.identUrl, "complete", 1);
    const back = new URL(returnUrl);
    expect(back.pathname).toBe("/profile/signature-standards/eidas/self");
    expect(back.searchParams.get("returnTo")).toBe("/view/abc");
    expect(back.searchParams.get("identification")).toBe(started.id);
    expect(await byId(token, started.id)).toMatchObject({
      status: "success",
      appointmentStatus: "success",
      identStatus: "activatingQES",
      outcome: "completed",
      identUrl: null,
      identity: { firstName: "Marco", lastName: "Bernasconi", dateOfBirth: "1975-11-02", documentNumber: "*****345" },
      rejectedCallback: null,
    });
    const me = userSchema.parse((await callRequest(suite.testApp, token, "GET", "/v1/user?v2=true")).body);
    expect(me).toMatchObject({ firstName: "Marco", lastName: "Bernasconi" });
    expect(me.attributes.immutableEidFields).toEqual(["firstName", "lastName", "dateOfBirth", "documentNumber"]);
    expect(me.signatureQualities.qes.eidas).toEqual({ quality: "qes", legislation: "eidas", provider: "demo" });
    const detail = await callRequest(suite.testApp, token, "GET", "/v3/user/signature-qualities-detail");
    expect((detail.body.qualities as { quality: string; legislation: string; isAvailable: boolean }[]).find((row) => row.quality === "qes" && row.legislation === "eidas")).toMatchObject({ isAvailable: true, provider: "demo" });
    // The names the identification confirmed stay; sending them unchanged is fine.
    const renamed = await callRequest(suite.testApp, token, "PUT", "/v1/user?v2=true", { firstName: "Someone" });
    expect(renamed).toMatchObject({ status: 409, body: { code: "eid_fields_immutable", details: { fields: ["firstName"] } } });
    expect((await callRequest(suite.testApp, token, "PUT", "/v1/user?v2=true", { firstName: "Marco", lastName: "Bernasconi" })).status).toBe(200);
    expect(user.email).toBeTruthy();
  });

  it("ends as failed or abandoned when the tester says so, granting nothing", async () => {
    const { token } = await signedIn();
    const failed = await start(token, "srs/video");
    await completeDemoIdentification(failed.identUrl, "fail");
    expect(await byId(token, failed.id)).toMatchObject({ status: "failure", identStatus: "failure", outcome: "failed", identity: null });
    const abandoned = await start(token, "srs/autoident");
    await completeDemoIdentification(abandoned.identUrl, "abandon");
    expect(await byId(token, abandoned.id)).toMatchObject({ status: "failure", outcome: "abandoned" });
    // The provider's page of a finished session says so.
    expect((await fetch(abandoned.identUrl)).status).toBe(409);
    expect(userSchema.parse((await callRequest(suite.testApp, token, "GET", "/v1/user?v2=true")).body).signatureQualities.qes.zertes).toBeNull();
  });

  it("refuses unsigned, wrongly signed, late, replayed and other-person reports, changing nothing but the note", async () => {
    const { token } = await signedIn();
    const started = await start(token);
    const report = await successReport(started.id);

    expect(await postReport(report, { header: null })).toMatchObject({ status: 401, body: { code: "identification_callback_unsigned" } });
    expect(await postReport(report, { header: "t=abc" })).toMatchObject({ status: 401, body: { code: "identification_callback_unsigned" } });
    expect(await postReport(report, { secret: "not-the-provider-key-0123456789abcdef" })).toMatchObject({ status: 401, body: { code: "identification_callback_signature_invalid" } });
    // The signature covers the body: the same header on a changed body fails.
    const body = JSON.stringify(report);
    const header = signReport(callbackSecretOf(suite.testApp), body, Math.floor(suite.testApp.clock.now().getTime() / 1000));
    expect(await postReport({ ...report, identity: { ...report.identity, firstName: "Mallory" } }, { header })).toMatchObject({ status: 401, body: { code: "identification_callback_signature_invalid" } });
    expect(await byId(token, started.id)).toMatchObject({ status: "initialized", rejectedCallback: null });

    const late = await postReport(report, { timestampSeconds: Math.floor(suite.testApp.clock.now().getTime() / 1000) - 3600 });
    expect(late).toMatchObject({ status: 400, body: { code: "identification_callback_late" } });
    expect(await byId(token, started.id)).toMatchObject({ status: "initialized", rejectedCallback: { code: "identification_callback_late" } });

    const otherPerson = await postReport({ ...report, eventId: `evt_${crypto.randomUUID()}`, reference: crypto.randomUUID() });
    expect(otherPerson).toMatchObject({ status: 409, body: { code: "identification_callback_wrong_person" } });
    expect(await byId(token, started.id)).toMatchObject({ status: "initialized", rejectedCallback: { code: "identification_callback_wrong_person" } });

    const invalid = await postReport({ ...report, eventId: `evt_${crypto.randomUUID()}`, identity: undefined });
    expect(invalid).toMatchObject({ status: 400, body: { code: "identification_callback_invalid" } });
    const unknownSession = await postReport({ ...report, eventId: `evt_${crypto.randomUUID()}`, sessionId: "not-a-session" });
    expect(unknownSession.status).toBe(404);

    const applied = await postReport(report);
    expect(applied).toMatchObject({ status: 200, body: { identificationId: started.id, status: "success" } });
    expect(await byId(token, started.id)).toMatchObject({ status: "success", rejectedCallback: null });
    const replayed = await postReport(report);
    expect(replayed).toMatchObject({ status: 409, body: { code: "identification_callback_replayed" } });
    const afterEnd = await postReport({ ...report, eventId: `evt_${crypto.randomUUID()}`, appointmentStatus: "failure", identity: undefined, reason: "failed" });
    expect(afterEnd).toMatchObject({ status: 409, body: { code: "identification_not_pending" } });
    expect(await byId(token, started.id)).toMatchObject({ status: "success", outcome: "completed", rejectedCallback: { code: "identification_not_pending" } });
  });

  it("flags a later identification naming someone else (serial-number mismatch) and keeps the first identity", async () => {
    const { token } = await signedIn();
    const first = await start(token, "intrum/video");
    await completeDemoIdentification(first.identUrl, "complete", 0);
    const second = await start(token, "srs/video");
    await completeDemoIdentification(second.identUrl, "complete", 2);
    expect(await byId(token, second.id)).toMatchObject({ status: "failure", outcome: "serial_number_mismatch", identStatus: "failure", identity: { firstName: "Léa", lastName: "Dubois" } });
    const me = userSchema.parse((await callRequest(suite.testApp, token, "GET", "/v1/user?v2=true")).body);
    expect(me).toMatchObject({ firstName: "Anna", lastName: "Muster" });
    expect(me.signatureQualities.qes).toEqual({ eidas: { quality: "qes", legislation: "eidas", provider: "demo" }, zertes: null });
    // The same person again (a renewed document) is no mismatch.
    const third = await start(token, "srs/autoident");
    await completeDemoIdentification(third.identUrl, "complete", 0);
    expect(await byId(token, third.id)).toMatchObject({ status: "success", outcome: "completed" });
  });

  it("does not create sessions for anyone without the provider's token", async () => {
    const base = String(suite.testApp.demoIdentityProvider?.url);
    const refused = await fetch(`${base}/sessions`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer wrong" }, body: "{}" });
    expect(refused.status).toBe(401);
    expect((await fetch(`${base}/ident/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
