import { describe, expect, it } from "vitest";
import { PDFHexString } from "@cantoo/pdf-lib";
import { userSchema } from "@paraph/contracts";
import { ACCOUNT_RATE_LIMITS } from "../../platform/auth/account-rate-limits.ts";
import { addToBusiness, createBusinessAs, createBusinessCast } from "../businesses/test-helpers.ts";
import { part11Reason } from "../../pdf-engine/appearance/part11-texts.ts";
import { createSignedInUser, STRONG_PASSWORD, uniqueEmail } from "../../test-support/factories.ts";
import { useValidatedTestApp } from "../../test-support/validated-test-app.ts";
import { documentText, pageTextWithWidgets } from "../../test-support/pdf-text.ts";
import { runPdfsig } from "../../test-support/validators.ts";
import { callAsGuest, confirmedGuestOf } from "../direct-sign/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";
import { updateUserRow } from "../users/index.ts";

const suite = useValidatedTestApp();

/** A business in Part 11 mode, turned on by its admin through the settings call, with a member and someone outside it. */
async function part11Business() {
  const cast = await createBusinessCast(suite.testApp);
  const turnedOn = await callRequest(suite.testApp, cast.admin.token, "PUT", `/v1/businesses/${cast.business.id}/settings`, {
    settings: { signatureRequests: { part11: { enabled: true } } },
  });
  expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);
  return cast;
}

/** A sent SES request of the admin's with a field for each signer (addresses, with names for guests). */
async function sentRequest(ownerToken: string, signers: { account_email: string; first_name?: string; last_name?: string }[]) {
  const [documentId = ""] = await uploadDocuments(suite.testApp, ownerToken, 1);
  const created = await callRequest(suite.testApp, ownerToken, "POST", "/v3/signature-requests", {
    title: "Batch record 42",
    documents: [documentId],
    signatures: signers.map((signer, index) => ({ ...signer, document_signatures: [{ document_id: documentId, page: 1, x: 40 + index * 180, y: 640, width: 170, height: 110 }] })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  expect((await callRequest(suite.testApp, ownerToken, "POST", `/v3/signature-requests/${id}/initiate`)).status).toBe(200);
  return { id, documentId };
}

const signBody = (requestId: string, part11?: Record<string, unknown>) => ({ signatureRequests: [{ signatureRequestId: requestId, signingName: "Somebody Else" }], ...(part11 ? { part11 } : {}) });

async function download(token: string, url: string): Promise<Buffer> {
  const response = await suite.testApp.request({ method: "GET", url: `/api${url}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}

async function loginWindowHits(email: string): Promise<number> {
  const row = await suite.testApp.context.db.selectFrom("rate_limit_windows").select("hits").where("bucket", "=", `${ACCOUNT_RATE_LIMITS.loginPerEmail.name}:${email}`).executeTakeFirst();
  return row?.hits ?? 0;
}

describe("Part 11 mode: a member re-authenticates and states a meaning at each signature", () => {
  it("refuses without the password, refuses and counts a wrong one, signs with the right one; name, meaning and time are in /Reason, appearance, audit trail and protocol", async () => {
    const { admin, member } = await part11Business();
    const me = userSchema.parse((await callRequest(suite.testApp, member.token, "GET", "/v1/user?v2=true")).body);
    expect(me.business?.part11).toBe(true);
    const { id, documentId } = await sentRequest(admin.token, [{ account_email: member.user.email }]);

    const bare = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", signBody(id));
    expect(bare.status).toBe(428);
    expect(bare.body).toMatchObject({ code: "part11_reauthentication_required", details: { meanings: ["approval", "review", "responsibility", "authorship"] } });

    const loginsBefore = await loginWindowHits(member.user.email);
    const wrong = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", signBody(id, { password: "not-my-password", meaning: "approval" }));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: "part11_reauthentication_failed" });
    // Counted where failed logins are: the per-address login window.
    expect(await loginWindowHits(member.user.email)).toBe(loginsBefore + 1);

    const noMeaning = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", signBody(id, { password: STRONG_PASSWORD, meaning: "because" }));
    expect(noMeaning.status).toBe(400);
    expect(noMeaning.body).toMatchObject({ code: "validation_failed" });
    expect(await loginWindowHits(member.user.email)).toBe(loginsBefore + 1);

    const signed = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", signBody(id, { password: STRONG_PASSWORD, meaning: "review" }));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });

    // The audit event carries the manifestation, with the time in UTC.
    const csv = (await download(admin.token, `/v3/signature-requests/${id}/report?type=events-csv`)).toString("utf8");
    const signedAt = /part11SignedAt"":""([^"]+)""/.exec(csv)?.[1] ?? "";
    expect(csv).toContain('""part11PrintedName"":""Max Member""');
    expect(csv).toContain('""part11Meaning"":""review""');
    expect(csv).toContain('""part11Reauthentication"":""password""');
    expect(signedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const reason = part11Reason({ printedName: "Max Member", meaning: "review", signedAt: new Date(signedAt) });
    expect(reason).toMatch(/^Review \(21 CFR Part 11\); Max Member; \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\+00:00$/);

    // The PDF: a valid signature of the verified name, its /Reason the manifestation, drawn in the appearance.
    const pdf = await download(member.token, `/v3/documents/${documentId}/download?signed=true`);
    const [checked] = (await runPdfsig(pdf, suite.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached");
    expect(checked).toMatchObject({ commonName: "Max Member", signatureValidation: "Signature is Valid." });
    expect(pdf.toString("latin1")).toContain(`/Reason ${PDFHexString.fromText(reason).toString()}`);
    const drawn = pageTextWithWidgets(pdf);
    expect(drawn).toContain("Max Member");
    expect(drawn).not.toContain("Somebody Else");
    expect(drawn).toContain("Meaning: review");
    expect(drawn).toContain(reason.split("; ")[2]);

    // The signature protocol names it for the signer.
    const protocolText = documentText(await download(admin.token, `/v3/signature-requests/${id}/report?type=protocol`));
    expect(protocolText).toContain(`Max Member; meaning: Review; ${reason.split("; ")[2]}`);

    // The last name and meaning are the next signature's defaults.
    const after = userSchema.parse((await callRequest(suite.testApp, member.token, "GET", "/v1/user?v2=true")).body);
    expect(after.attributes).toMatchObject({ p11SigningName: "Max Member", p11SigningReason: "review" });
  });

  it("stops trying once the address's login window is full, and a Part 11 failure counts against logging in", async () => {
    const { admin, member } = await part11Business();
    const { id } = await sentRequest(admin.token, [{ account_email: member.user.email }]);
    // The member's own login counted already; the window fills up to one short of its limit.
    for (let hits = await loginWindowHits(member.user.email); hits < ACCOUNT_RATE_LIMITS.loginPerEmail.limit - 1; hits += 1) {
      await suite.testApp.context.rateLimiter.hit(ACCOUNT_RATE_LIMITS.loginPerEmail, member.user.email);
    }
    const last = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", signBody(id, { password: "still-wrong", meaning: "approval" }));
    expect(last.body).toMatchObject({ code: "part11_reauthentication_failed" });
    // The window is full: even the right password is not tried, and logging in waits too.
    const right = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", signBody(id, { password: STRONG_PASSWORD, meaning: "approval" }));
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: "rate_limited" });
    const login = await suite.testApp.request({ method: "POST", url: "/api/v1/login", payload: { email: member.user.email, password: STRONG_PASSWORD } });
    expect(login.statusCode).toBe(429);
  });

  it("refuses a member whose account has no password (single sign-on) with part11_reauthentication_unavailable", async () => {
    const { admin, member } = await part11Business();
    await updateUserRow(suite.testApp.context.db, member.user.id, { password_hash: null, has_sso: true });
    const { id } = await sentRequest(admin.token, [{ account_email: member.user.email }]);
    const refused = await callRequest(suite.testApp, member.token, "POST", "/v3/sign", signBody(id, { password: STRONG_PASSWORD, meaning: "approval" }));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "part11_reauthentication_unavailable", details: { hasSso: true } });
  });

  it("leaves signing unchanged for people outside the business, guests of its requests and members of a business without Part 11", async () => {
    const { admin, outsider } = await part11Business();
    const guestEmail = uniqueEmail("guest");
    const { id } = await sentRequest(admin.token, [{ account_email: outsider.user.email }, { account_email: guestEmail, first_name: "Gina", last_name: "Guest" }]);
    const outsiderSigned = await callRequest(suite.testApp, outsider.token, "POST", "/v3/sign", signBody(id));
    expect(outsiderSigned.status, JSON.stringify(outsiderSigned.body)).toBe(200);
    const guest = await confirmedGuestOf(suite.testApp, id, guestEmail);
    const guestSigned = await callAsGuest(suite.testApp, guest, "POST", "/v3/direct/sign", { signatureRequests: [{ signatureRequestId: id }] });
    expect(guestSigned.status, JSON.stringify(guestSigned.body)).toBe(200);
    expect(guestSigned.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });

    const plainAdmin = await createSignedInUser(suite.testApp, { firstName: "Paula", lastName: "Plain" });
    const plainMember = await createSignedInUser(suite.testApp, { firstName: "Mia", lastName: "Plain" });
    const plain = await createBusinessAs(suite.testApp, plainAdmin.token);
    await addToBusiness(suite.testApp, plain.id, plainMember.user.id);
    const other = await sentRequest(plainAdmin.token, [{ account_email: plainMember.user.email }]);
    const plainSigned = await callRequest(suite.testApp, plainMember.token, "POST", "/v3/sign", signBody(other.id));
    expect(plainSigned.status, JSON.stringify(plainSigned.body)).toBe(200);
    const csv = (await download(plainAdmin.token, `/v3/signature-requests/${other.id}/report?type=events-csv`)).toString("utf8");
    expect(csv).not.toContain("part11");
  });
});
