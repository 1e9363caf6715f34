import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { exportSurveysCommand } from "../../cli/survey-commands.ts";
import { callRequest, signAs, uploadDocuments } from "../signature-requests/test-helpers.ts";

const DAY = 24 * 60 * 60_000;

async function signedRequestFor(testApp: TestApp, token: string, user: { id: string; email: string }) {
  const [documentId] = await uploadDocuments(testApp, token, 1);
  const created = await callRequest(testApp, token, "POST", "/v3/signature-requests", {
    title: "Survey",
    documents: [documentId],
    signatures: [{ account_email: user.email, document_signatures: [] }],
  });
  const id = String(created.body.id);
  await callRequest(testApp, token, "POST", `/v3/signature-requests/${id}/initiate`);
  await signAs(testApp, user.id, id);
}

async function exportCsv(testApp: TestApp, options: Record<string, string> = {}) {
  let text = "";
  await exportSurveysCommand(testApp.database, options, testApp.context.config, (chunk) => (text += chunk));
  return text;
}

describe("surveys, both off (the default)", () => {
  let testApp: TestApp;
  beforeAll(async () => (testApp = await createTestApp()));
  afterAll(async () => testApp.close());

  it("are never due, and an answer is refused", async () => {
    const user = await createUser(testApp);
    await signedRequestFor(testApp, await loginAs(testApp, user), user);
    testApp.clock.advance(400 * DAY);
    const token = await loginAs(testApp, user);
    expect((await callRequest(testApp, token, "GET", "/v3/surveys/due")).body).toEqual({ survey: null });
    const answer = await callRequest(testApp, token, "POST", "/v3/surveys", { kind: "transactional", score: 9 });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: "survey_not_due" });
    expect((await callRequest(testApp, token, "GET", "/v3/surveys/due")).status).toBe(200);
  });
});

describe("surveys, enabled", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ SURVEY_TRANSACTIONAL_ENABLED: "true", SURVEY_RELATIONSHIP_ENABLED: "true", SURVEY_TRANSACTIONAL_PERIOD_DAYS: "30", SURVEY_RELATIONSHIP_PERIOD_DAYS: "90" });
  });
  afterAll(async () => testApp.close());

  it("ask after a signing, once a period; store the score and comment with no document data; export them as CSV", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    // A new account that signed nothing: nothing to ask.
    expect((await callRequest(testApp, token, "GET", "/v3/surveys/due")).body).toEqual({ survey: null });
    await signedRequestFor(testApp, token, user);
    expect((await callRequest(testApp, token, "GET", "/v3/surveys/due")).body).toEqual({ survey: "transactional" });

    // Bad input: a clear 400 with the field named.
    for (const body of [{ kind: "transactional", score: 11 }, { kind: "weekly", score: 3 }, { kind: "transactional", score: 5, comment: "x".repeat(1001) }, { kind: "transactional", score: 2.5 }]) {
      const refused = await callRequest(testApp, token, "POST", "/v3/surveys", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await callRequest(testApp, token, "POST", "/v3/surveys", { kind: "relationship", score: 5 })).body).toMatchObject({ code: "survey_not_due" });

    const answered = await callRequest(testApp, token, "POST", "/v3/surveys", { kind: "transactional", score: 9, comment: "=SUM(A1) quick, clear" });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toEqual({ survey: null });
    // Never twice in a period, even after another signing.
    await signedRequestFor(testApp, token, user);
    expect((await callRequest(testApp, token, "GET", "/v3/surveys/due")).body).toEqual({ survey: null });
    expect((await callRequest(testApp, token, "POST", "/v3/surveys", { kind: "transactional", score: 3 })).status).toBe(409);

    const rows = await testApp.context.db.selectFrom("survey_answers").selectAll().where("user_id", "=", user.id).execute();
    expect(rows.map((row) => [row.kind, row.score, row.comment])).toEqual([["transactional", 9, "=SUM(A1) quick, clear"]]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["answered_at", "comment", "id", "kind", "score", "user_id"]);

    const csv = await exportCsv(testApp);
    expect(csv.startsWith("\uFEFFanswered_at,kind,score,comment\r\n")).toBe(true);
    // A comment that looks like a formula is quoted as text; no account, request or document is named.
    expect(csv).toContain(`,transactional,9,"'=SUM(A1) quick, clear"\r\n`);
    expect(csv).not.toContain(user.email);
    expect(csv).not.toContain(user.id);
    await expect(exportCsv(testApp, { since: "yesterday-ish" })).rejects.toMatchObject({ code: "validation_failed" });
    expect(await exportCsv(testApp, { since: new Date(testApp.clock.now().getTime() + DAY).toISOString() })).toBe("\uFEFFanswered_at,kind,score,comment\r\n");
  });

  it("ask the relationship survey once the account is a month old, again after its period; a dismissal counts as asked", async () => {
    const user = await createUser(testApp);
    const token = await loginAs(testApp, user);
    expect((await callRequest(testApp, token, "GET", "/v3/surveys/due")).body).toEqual({ survey: null });
    testApp.clock.advance(31 * DAY);
    const freshToken = await loginAs(testApp, user);
    expect((await callRequest(testApp, freshToken, "GET", "/v3/surveys/due")).body).toEqual({ survey: "relationship" });
    const dismissed = await callRequest(testApp, freshToken, "POST", "/v3/surveys", { kind: "relationship", score: null, comment: "ignored when dismissed" });
    expect(dismissed.body).toEqual({ survey: null });
    const row = await testApp.context.db.selectFrom("survey_answers").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect([row.score, row.comment]).toEqual([null, null]);
    testApp.clock.advance(89 * DAY);
    const laterToken = await loginAs(testApp, user);
    expect((await callRequest(testApp, laterToken, "GET", "/v3/surveys/due")).body).toEqual({ survey: null });
    testApp.clock.advance(2 * DAY);
    const againToken = await loginAs(testApp, user);
    expect((await callRequest(testApp, againToken, "GET", "/v3/surveys/due")).body).toEqual({ survey: "relationship" });
    // Two answers at once store one.
    const both = await Promise.all([0, 1].map(() => callRequest(testApp, againToken, "POST", "/v3/surveys", { kind: "relationship", score: 7 })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("need a session", async () => {
    const anonymous = await testApp.request({ method: "GET", url: "/api/v3/surveys/due" });
    expect(anonymous.statusCode).toBe(401);
  });
});
