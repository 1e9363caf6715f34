import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contracts from "@paraph/contracts";
import { countRows, createUser, loginAs } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await loginAs(testApp, await createUser(testApp));
});
afterAll(async () => testApp.close());

const endpointsWithBody = (Object.values(contracts) as unknown[]).filter(
  (value): value is contracts.Endpoint =>
    typeof value === "object" &&
    value !== null &&
    "successStatus" in value &&
    "body" in value &&
    value.body !== undefined &&
    "path" in value &&
    typeof value.path === "string" &&
    !value.path.includes(":"),
);

async function tableCounts() {
  return Promise.all((["users", "sessions", "email_tokens", "mails", "jobs"] as const).map((table) => countRows(testApp, table)));
}

describe("every endpoint that takes a body refuses malformed ones with 400 and changes nothing", () => {
  it("covers the account endpoints", () => {
    expect(endpointsWithBody.length).toBeGreaterThanOrEqual(12);
  });

  it.each(endpointsWithBody.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s",
    async (_name, endpoint) => {
      const before = await tableCounts();
      const url = `/api${endpoint.path}`;
      const malformed: unknown[] = [{ unexpectedField: true }, [], "text", 42, null];
      for (const payload of malformed) {
        const response = await testApp.request({
          method: endpoint.method,
          url,
          token,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code: "validation_failed" });
      }
      expect(await tableCounts()).toEqual(before);
    },
  );
});

describe("paths the router cannot take", () => {
  it.each([
    ["a path that does not decode", `/api/v3/signature-requests/%E0%A4%A`],
    ["invalid UTF-8 in a path parameter", `/api/v3/documents/%ff%fe`],
    ["a path parameter longer than any id", `/api/v3/documents/${"x".repeat(5_000)}`],
  ])("refuses %s with 400 and a catalogued code", async (_name, url) => {
    const response = await testApp.request({ method: "GET", url, token });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
  });
});
