import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessStatisticsSchema, STATISTICS_MAX_RANGE_DAYS } from "@paraph/contracts";
import { loginAs, STRONG_PASSWORD } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createOpenRequest, recordSignatureOf } from "../business-activity/test-helpers.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

async function get(token: string | undefined, url: string) {
  return testApp.request({ method: "GET", url: `/api${url}`, ...(token ? { token } : {}) });
}

async function statistics(token: string, businessId: string, query = "") {
  const response = await get(token, `/v2/businesses/${businessId}/statistics${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return businessStatisticsSchema.parse(response.json());
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const ZERO_REQUESTS = { sent: 0, completed: 0, declined: 0, withdrawn: 0, expired: 0 };
const ZERO_SIGNATURES = { ses: 0, aes: 0, qes: 0, seal: 0, total: 0 };

describe("business statistics: the figures", () => {
  it("counts signatures by kind and requests by outcome per month, the median time to complete and the top senders", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const seal = await provisionTestSeal(testApp, business.id, "statistics-seal", "Statistics Seal");
    const firstMonth = dayOf(testApp.clock.now()).slice(0, 7);

    // Completed after 2 hours: one personal SES signature.
    const lease = await createOpenRequest(testApp, admin, "Lease", [member]);
    testApp.clock.advance(2 * HOUR_MS);
    await recordSignatureOf(testApp, member, lease);
    // Signed with the business's seal, then declined.
    const offer = await createOpenRequest(testApp, admin, "Offer", [admin, member]);
    await recordSignatureOf(testApp, admin, offer, { quality: "aes", legislation: "zertes", sealAccountName: seal.account_name });
    expect((await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${offer}/decline`, {})).status).toBe(200);
    // Withdrawn by its sender.
    const memo = await createOpenRequest(testApp, member, "Memo", [admin]);
    expect((await callRequest(testApp, member.token, "POST", `/v3/signature-requests/${memo}/withdraw`, {})).status).toBe(200);
    // Completed after 4 hours with a QES.
    const deed = await createOpenRequest(testApp, member, "Deed", [admin]);
    testApp.clock.advance(4 * HOUR_MS);
    await recordSignatureOf(testApp, admin, deed, { quality: "qes", legislation: "eidas" });
    // A draft is not sent: it counts nowhere.
    await uploadDocuments(testApp, admin.token, 1);
    expect((await callRequest(testApp, admin.token, "POST", "/v3/signature-requests", { title: "Draft", signatures: [] })).status).toBe(201);

    // The next month: one request sent and still open. The sessions last a day, so sign in again.
    const now = testApp.clock.now();
    testApp.clock.advance(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2, 9) - now.getTime());
    const secondMonth = dayOf(testApp.clock.now()).slice(0, 7);
    const memberAgain = { ...member, token: await loginAs(testApp, { email: member.user.email, password: STRONG_PASSWORD }) };
    const adminToken = await loginAs(testApp, { email: admin.user.email, password: STRONG_PASSWORD });
    await createOpenRequest(testApp, memberAgain, "Order", [{ ...admin, token: adminToken }]);

    const from = `${firstMonth}-01`;
    const to = dayOf(testApp.clock.now());
    const figures = await statistics(adminToken, business.id, `?from=${from}&to=${to}`);
    expect(figures.range).toEqual({ from, to });
    expect(figures.months).toEqual([
      { month: firstMonth, signatures: { ses: 1, aes: 0, qes: 1, seal: 1, total: 3 }, requests: { sent: 4, completed: 2, declined: 1, withdrawn: 1, expired: 0 } },
      { month: secondMonth, signatures: ZERO_SIGNATURES, requests: { ...ZERO_REQUESTS, sent: 1 } },
    ]);
    expect(figures.totals).toEqual({ signatures: { ses: 1, aes: 0, qes: 1, seal: 1, total: 3 }, requests: { sent: 5, completed: 2, declined: 1, withdrawn: 1, expired: 0 } });
    // The median of 2 and 4 hours, each known to within 2.5 % (durations are counted in buckets 5 % wide).
    expect(Math.abs((figures.medianSecondsToComplete ?? 0) - 3 * 3600)).toBeLessThan(0.025 * 3 * 3600);
    expect(figures.topSenders.map((sender) => [sender.firstName, sender.lastName, sender.sent])).toEqual([
      ["Max", "Member", 3],
      ["Ada", "Admin", 2],
    ]);

    // Only the second month: nothing completed, so no median.
    const later = await statistics(adminToken, business.id, `?from=${secondMonth}-01&to=${to}`);
    expect(later.months.map((month) => month.month)).toEqual([secondMonth]);
    expect(later.totals.requests).toEqual({ ...ZERO_REQUESTS, sent: 1 });
    expect(later.medianSecondsToComplete).toBeNull();
    expect(later.topSenders.map((sender) => [sender.lastName, sender.sent])).toEqual([["Member", 1]]);

    // The requests were sent for the business: they stay when their sender leaves.
    const removed = await testApp.request({ method: "POST", url: `/api/v1/businesses/${business.id}/remove-members`, token: adminToken, payload: { user_ids: [member.user.id] } });
    expect(removed.statusCode, removed.body).toBe(200);
    const afterLeaving = await statistics(adminToken, business.id, `?from=${from}&to=${to}`);
    expect(afterLeaving.totals).toEqual(figures.totals);
    expect(afterLeaving.topSenders[0]).toMatchObject({ lastName: "Member", sent: 3, isDeleted: false });
  });

  it("counts a request that expires on the day it expired", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const [documentId] = await uploadDocuments(testApp, admin.token, 1);
    const created = await callRequest(testApp, admin.token, "POST", "/v3/signature-requests", {
      title: "Quote",
      documents: [documentId],
      signatures: [{ account_email: member.user.email }],
      expires_at: new Date(testApp.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    expect((await callRequest(testApp, admin.token, "POST", `/v3/signature-requests/${String(created.body.id)}/initiate`)).status).toBe(200);
    const sentDay = dayOf(testApp.clock.now());
    testApp.clock.advance(2 * HOUR_MS);
    await testApp.context.jobs.runUntilIdle();
    const expiredDay = dayOf(testApp.clock.now());

    const figures = await statistics(admin.token, business.id, `?from=${sentDay}&to=${expiredDay}`);
    expect(figures.totals.requests).toEqual({ ...ZERO_REQUESTS, sent: 1, expired: 1 });
    expect(figures.medianSecondsToComplete).toBeNull();
  });

  it("answers the last 12 months by default, every month listed, for a business with nothing yet", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const today = dayOf(testApp.clock.now());
    const figures = await statistics(admin.token, business.id);
    expect(figures.range.to).toBe(today);
    expect(figures.range.from.endsWith("-01")).toBe(true);
    expect(figures.months).toHaveLength(12);
    expect(figures.months.at(0)?.month).toBe(figures.range.from.slice(0, 7));
    expect(figures.months.at(-1)?.month).toBe(today.slice(0, 7));
    expect(figures.months.every((month) => month.signatures.total === 0 && month.requests.sent === 0)).toBe(true);
    expect(figures).toMatchObject({ medianSecondsToComplete: null, topSenders: [] });
  });
});

describe("business statistics: the range rules", () => {
  it("refuses a reversed range, one longer than two years and malformed dates, each with its code", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const base = `/v2/businesses/${business.id}/statistics`;
    const reversed = await get(admin.token, `${base}?from=2026-06-02&to=2026-06-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: "statistics_range_reversed" });
    // Without `to` the range ends today: a start after today is reversed too.
    const future = dayOf(new Date(testApp.clock.now().getTime() + 3 * DAY_MS));
    expect((await get(admin.token, `${base}?from=${future}`)).json()).toMatchObject({ code: "statistics_range_reversed" });

    const longest = await get(admin.token, `${base}?from=2024-01-01&to=2025-12-31`);
    expect(longest.statusCode, longest.body).toBe(200);
    expect(businessStatisticsSchema.parse(longest.json()).months).toHaveLength(24);
    const tooLong = await get(admin.token, `${base}?from=2024-01-01&to=2026-01-01`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: "statistics_range_too_long", details: { maxDays: STATISTICS_MAX_RANGE_DAYS, days: 732 } });

    for (const query of ["?from=2026-02-30", "?to=yesterday", "?from=2026-1-1", "?start_date=2026-01-01"]) {
      const refused = await get(admin.token, `${base}${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toMatchObject({ code: "validation_failed" });
    }
  });
});

describe("business statistics: who may read them", () => {
  it("is the admins': anonymous 401, outsiders and other businesses' admins 404, members 403 business_admin_required", async () => {
    const { business, admin, member, outsider } = await createBusinessCast(testApp);
    const otherAdmin = (await createBusinessCast(testApp)).admin;
    const url = `/v2/businesses/${business.id}/statistics`;
    expect((await get(undefined, url)).json()).toMatchObject({ code: "unauthenticated" });
    for (const stranger of [outsider, otherAdmin]) {
      const refused = await get(stranger.token, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(business.name);
    }
    expect((await get(admin.token, `/v2/businesses/${crypto.randomUUID()}/statistics`)).statusCode).toBe(404);
    const asMember = await get(member.token, url);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ code: "business_admin_required" });
    expect((await get(admin.token, url)).statusCode).toBe(200);
  });
});
