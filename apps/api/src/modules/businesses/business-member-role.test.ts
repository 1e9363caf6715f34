import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contracts from "@paraph/contracts";
import type { Endpoint } from "@paraph/contracts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { provisionTestSeal } from "../seals/test-helpers.ts";
import { createBusinessCast } from "./test-helpers.ts";

/**
 * Spec §6 on the server, for the calls behind the members, domains and seals pages: a member
 * who is not admin may read them all and change nothing (`403 business_admin_required`), and a
 * member of another business sees nothing (`404`). The calls come from the contracts: those
 * whose summary says "(admins)" are the admin calls, so a new one is covered by its summary.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "tag" in value;
}

const PEOPLE_AND_SEALS = /^\/v[12]\/businesses\/:id\/(members|admins|change-to-admins|change-to-members|remove-members|invitations|domains|seals)(\/|$)/;
const endpoints = (Object.values(contracts) as unknown[]).filter(isEndpoint).filter((endpoint) => PEOPLE_AND_SEALS.test(endpoint.path));
const isAdminCall = (endpoint: Endpoint) => endpoint.summary.includes("(admins)");

describe("the calls of the members, domains and seals pages", () => {
  it("refuse every change to a member who is not admin, let them read, and show another business's members nothing", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const other = await createBusinessCast(testApp);
    await provisionTestSeal(testApp, business.id, "role-seal", "Role Seal");
    const post = (url: string, payload: unknown) => testApp.request({ method: "POST", url, token: admin.token, payload: payload as Record<string, unknown> });
    const invited = await post(`/api/v1/businesses/${business.id}/members`, { users: ["pending@muster.ch"] });
    const inviteId = invited.json().invited[0].id as string;
    await post(`/api/v1/businesses/${business.id}/domains`, { domain: "muster.ch" });
    await post(`/api/v1/businesses/${business.id}/seals/role-seal/members`, { members: [member.user.id] });
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#345678" } }).png().toBuffer();
    await testApp.request({ method: "POST", url: `/api/v1/businesses/${business.id}/seals/role-seal/image`, token: admin.token, payload: png, headers: { "content-type": "image/png" } });

    const snapshot = async () => {
      const read = async (path: string) => (await testApp.request({ method: "GET", url: `/api${path}`, token: admin.token })).json() as unknown;
      return {
        business: await read(`/v1/businesses/${business.id}`),
        members: await read(`/v1/businesses/${business.id}/members`),
        invitations: await read(`/v2/businesses/${business.id}/invitations`),
        seal: await read(`/v1/businesses/${business.id}/seals/role-seal`),
      };
    };
    const before = await snapshot();

    // Bodies that would succeed for an admin: the refusal is about the role, not the input.
    const bodies: Record<string, unknown> = {
      "POST /v1/businesses/:id/members": { users: ["another@muster.ch"] },
      "POST /v1/businesses/:id/change-to-admins": { user_ids: [member.user.id] },
      "POST /v1/businesses/:id/change-to-members": { user_ids: [admin.user.id] },
      "POST /v1/businesses/:id/remove-members": { user_ids: [member.user.id] },
      "POST /v1/businesses/:id/domains": { domain: "filiale.muster.ch" },
      "PUT /v1/businesses/:id/seals/:seal": { displayName: "Taken" },
      "POST /v1/businesses/:id/seals/:seal/members": { members: [member.user.id] },
      "DELETE /v1/businesses/:id/seals/:seal/members": { members: [member.user.id] },
    };
    const adminCalls = endpoints.filter(isAdminCall);
    const reads = endpoints.filter((endpoint) => !isAdminCall(endpoint));
    expect(adminCalls.length).toBeGreaterThanOrEqual(11);
    expect(reads.length).toBeGreaterThanOrEqual(6);

    const call = (endpoint: Endpoint, token: string) => {
      const key = `${endpoint.method} ${endpoint.path}`;
      const payload = endpoint.rawBody ? png : bodies[key];
      if (endpoint.body) expect(payload, `a body for ${key}`).toBeDefined();
      return testApp.request({
        method: endpoint.method,
        url: `/api${contracts.buildPath(endpoint.path, { id: business.id, seal: "role-seal", inviteId, domain: "muster.ch" })}`,
        token,
        ...(payload !== undefined ? { payload: payload as Buffer } : {}),
        ...(endpoint.rawBody ? { headers: { "content-type": "image/png" } } : {}),
      });
    };

    for (const endpoint of adminCalls) {
      const response = await call(endpoint, member.token);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}: ${response.body}`).toBe(403);
      expect(response.json().code).toBe("business_admin_required");
    }
    for (const endpoint of reads) {
      const response = await call(endpoint, member.token);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}: ${response.body}`).toBe(200);
    }
    // A plain member of another business: not even the reads answer.
    for (const endpoint of endpoints) {
      const response = await call(endpoint, other.member.token);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
    expect(await snapshot()).toEqual(before);
  });
});
