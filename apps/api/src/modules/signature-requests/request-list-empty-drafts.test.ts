import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = await loginAs(testApp, await createUser(testApp));
});
afterAll(async () => testApp.close());

const create = async (body: Record<string, unknown>) => {
  const response = await testApp.request({ method: "POST", url: "/api/v3/signature-requests", token, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
};
const listed = async (query: string) => {
  const response = await testApp.request({ method: "GET", url: `/api/v3/signature-requests-redesign?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { items: { id: string }[]; total: number };
  return { ids: page.items.map((item) => item.id), total: page.total };
};

describe("empty drafts", () => {
  it("are not listed until they hold a signer or an observer, and still open by their id", async () => {
    const empty = await create({ title: "Nothing in it yet" });
    const withSigner = await create({ title: "With a signer", signatures: [{ account_email: "signer@example.ch" }] });
    const withObserver = await create({ title: "With an observer", observers: ["observer@example.ch"] });
    for (const query of ["size=100", "tab=drafts", "search=Nothing"]) {
      const { ids, total } = await listed(query);
      expect(ids).not.toContain(empty);
      // The total counts what the tabs show, so the empty draft is not in it either.
      expect(total).toBe(ids.length);
      if (query !== "search=Nothing") expect(ids).toEqual(expect.arrayContaining([withSigner, withObserver]));
    }
    const opened = await testApp.request({ method: "GET", url: `/api/v3/signature-requests/${empty}`, token });
    expect(opened.statusCode).toBe(200);
  });
});
