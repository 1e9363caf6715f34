import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contracts from "@paraph/contracts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "../businesses/test-helpers.ts";
import { apiTokenOf, createApiUserAs } from "./test-helpers.ts";

/**
 * Every contract of the API, asked by an API user. The ones it may call are the reviewed list
 * below; every other one that takes a session answers 403 api_user_not_allowed, or 400 when the
 * request's shape is refused first (validation runs before the handler), and never succeeds.
 */
const ALLOWED_PREFIXES = ["/v3/documents", "/v3/signature-requests", "/v3/templates", "/v3/bulk-sends", "/v3/embedded-sessions", "/v3/sign", "/v3/user/signature-qualities-detail", "/v1/user", "/v1/extend"];

const endpoints = (Object.values(contracts) as unknown[]).filter(
  (value): value is contracts.Endpoint => typeof value === "object" && value !== null && "successStatus" in value && "path" in value && "auth" in value,
);
const SAMPLE_PARAMETERS: Record<string, string> = { n: "1", seal: "no-such-seal", username: `api_${"0".repeat(24)}`, domain: "example.ch", provider: "srs", method: "video" };
const UNKNOWN_ID = "0f0e0d0c-0b0a-4908-8706-050403020100";

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const { admin, business } = await createBusinessCast(testApp);
  token = await apiTokenOf(testApp, await createApiUserAs(testApp, admin.token, business.id));
});
afterAll(async () => testApp.close());

describe("what an API user may call", () => {
  it("allows only documents, signature requests, templates and their bulk sends, composer links, signing, extending signed PDFs and its own user", () => {
    const allowed = endpoints.filter((endpoint) => endpoint.apiUsers);
    expect(allowed.length).toBeGreaterThan(30);
    for (const endpoint of allowed) {
      expect(endpoint.auth, `${endpoint.method} ${endpoint.path}`).toBe("user");
      expect(ALLOWED_PREFIXES.some((prefix) => endpoint.path.startsWith(prefix)), `${endpoint.method} ${endpoint.path}`).toBe(true);
    }
    expect(allowed.filter((endpoint) => endpoint.path === "/v1/user").map((endpoint) => endpoint.method)).toEqual(["GET"]);
  });

  it("refuses every other call that takes a session", async () => {
    const refused = endpoints.filter((endpoint) => !endpoint.apiUsers && (endpoint.auth === "user" || endpoint.auth === "optional-user" || endpoint.auth === "user-or-direct"));
    let forbidden = 0;
    for (const endpoint of refused) {
      const url = `/api${endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => SAMPLE_PARAMETERS[name] ?? UNKNOWN_ID)}`;
      const response = await testApp.request({ method: endpoint.method, url, token, ...(endpoint.method === "GET" || endpoint.method === "DELETE" ? {} : { payload: {} }) });
      const code = (response.json() as { code?: string }).code;
      expect([400, 403, 415], `${endpoint.method} ${endpoint.path}: ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
      if (response.statusCode === 403) expect(code, `${endpoint.method} ${endpoint.path}`).toBe("api_user_not_allowed");
      if (response.statusCode === 403) forbidden += 1;
    }
    // Most calls get past validation with an empty body: the refusal is the registrar's, not the shape's.
    expect(forbidden).toBeGreaterThan(refused.length / 2);
  });
});
