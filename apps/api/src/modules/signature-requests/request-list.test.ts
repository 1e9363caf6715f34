import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { insertRequest, insertSigner, insertObserver } from "./repository.ts";

let testApp: TestApp;
let me: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let token: string;
const DAY = 24 * 60 * 60_000;
const base = new Date("2026-01-01T12:00:00Z").getTime();

/** 60 requests of mine (varied status and dates), 20 others' where I sign, 5 I observe, 10 I have nothing to do with. */
beforeAll(async () => {
  testApp = await createTestApp();
  me = await createUser(testApp, { firstName: "Mia", lastName: "Meier" });
  other = await createUser(testApp, { firstName: "Otto", lastName: "Odermatt" });
  token = await loginAs(testApp, me);
  const statuses = ["draft", "open", "completed", "declined", "withdrawn", "expired"] as const;
  const db = testApp.context.db;
  const add = async (index: number, owner: string, status: (typeof statuses)[number], title: string) => {
    const id = crypto.randomUUID();
    const at = new Date(base + index * DAY);
    await insertRequest(db, {
      id,
      owner_id: owner,
      title,
      message: null,
      status,
      signing_order: "parallel",
      quality: "ses",
      legislation: null,
      expires_at: null,
      reminder_interval_days: null,
      signing_locked_until: null,
      created_at: at,
      updated_at: new Date(at.getTime() + (index % 7) * DAY),
      initiated_at: status === "draft" ? null : at,
      closed_at: null,
    });
    return id;
  };
  const signer = (requestId: string, email: string, userId: string | null, status: "open" | "signed") => ({
    id: crypto.randomUUID(),
    signature_request_id: requestId,
    email,
    identity_email: null,
    user_id: userId,
    first_name: null,
    last_name: null,
    position: 0,
    status,
    invitation_token_hash: crypto.randomUUID(),
    fields: [],
    quality: null,
    legislation: null,
    signed_at: null,
    declined_at: null,
    decline_message: null,
    delegated_to_signer_id: null,
    last_reminded_at: null,
    created_at: new Date(base),
    updated_at: new Date(base),
  });
  for (let index = 0; index < 60; index += 1) {
    const id = await add(index, me.id, statuses[index % 6] ?? "open", index % 10 === 0 ? `Lease ${index}` : `Contract ${index}`);
    await insertSigner(db, signer(id, index % 4 === 0 ? "zora@example.ch" : "yves@example.ch", null, "open"));
  }
  for (let index = 0; index < 20; index += 1) {
    const id = await add(100 + index, other.id, index < 2 ? "draft" : "open", `Offer ${index}`);
    // Half by account, half by address only (not yet claimed): both are mine.
    await insertSigner(db, signer(id, me.email, index % 2 === 0 ? me.id : null, "open"));
  }
  for (let index = 0; index < 5; index += 1) {
    const id = await add(200 + index, other.id, "completed", `Observed ${index}`);
    await insertObserver(db, { id: crypto.randomUUID(), signature_request_id: id, email: me.email, user_id: me.id, created_at: new Date(base) });
  }
  for (let index = 0; index < 10; index += 1) {
    const id = await add(300 + index, other.id, "open", `Private ${index}`);
    await insertSigner(db, signer(id, "stranger@example.ch", null, "open"));
  }
});
afterAll(async () => testApp.close());

async function list(query: string) {
  const response = await testApp.request({ method: "GET", url: `/api/v3/signature-requests-redesign?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: string; title: string; status: string; myRole: string; createdAt: string; updatedAt: string }[]; total: number; page: number; size: number };
}

describe("the request list", () => {
  it("shows my requests, those I sign (by account or address) and those I observe, never others' drafts or strangers'", async () => {
    const all = await list("size=100");
    expect(all.total).toBe(60 + 18 + 5);
    expect(all.items.some((item) => item.title.startsWith("Private"))).toBe(false);
    expect(new Set(all.items.map((item) => item.myRole))).toEqual(new Set(["owner", "signer", "observer"]));
  });

  it("pages by 25, 50 or 100 with exact boundaries, and refuses other sizes", async () => {
    const first = await list("size=25&page=1");
    const fourth = await list("size=25&page=4");
    expect(first.items).toHaveLength(25);
    expect(fourth.items).toHaveLength(83 - 75);
    expect((await list("size=25&page=5")).items).toHaveLength(0);
    const ids = new Set([...(await list("size=50&page=1")).items, ...(await list("size=50&page=2")).items].map((item) => item.id));
    expect(ids.size).toBe(83);
    expect((await testApp.request({ method: "GET", url: "/api/v3/signature-requests-redesign?size=30", token })).statusCode).toBe(400);
  });

  it("filters by status list, sender, tab, search and dates", async () => {
    expect((await list("status=open&status=draft&sendBy=me")).total).toBe(20);
    expect((await list("sendBy=others")).total).toBe(23);
    expect((await list("tab=drafts")).total).toBe(10);
    expect((await list("tab=inbox")).total).toBe(83 - 10);
    expect((await list("search=lease")).total).toBe(6);
    expect((await list("search=ZORA@")).total).toBe(15);
    expect((await list("search=100%25")).total).toBe(0);
    expect((await list("dateFrom=2026-01-01&dateTo=2026-01-10&sendBy=me")).total).toBe(10);
    expect((await list("dateFrom=2026-01-05&dateTimeMode=updated&dateTo=2026-01-05&sendBy=me")).total).toBeGreaterThan(0);
  });

  it("sorts by each field in both directions", async () => {
    const ascending = await list("sortBy=createdAt&sortOrder=asc&size=100");
    const dates = ascending.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort());
    const byTitle = (await list("sortBy=title&sortOrder=desc&size=100&sendBy=me")).items.map((item) => item.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const byStatus = (await list("sortBy=status&size=100&sendBy=me")).items.map((item) => item.status);
    expect(byStatus[0]).toBe("withdrawn");
    const byUpdate = (await list("sortBy=updatedAt&sortOrder=asc&size=100")).items.map((item) => item.updatedAt);
    expect(byUpdate).toEqual([...byUpdate].sort());
  });
});
