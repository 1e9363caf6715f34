import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aes4bizSchema } from "@paraph/contracts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const DECLARATION = {
  enabled: true,
  representativeName: "Ada Admin",
  representativeEmail: "Ada@Muster.ch",
  commercialRegister: "CHE-123.456.789",
  domains: ["muster.ch"],
};

async function castWithDomains(domains: string[]) {
  const cast = await createBusinessCast(testApp);
  for (const domain of domains) {
    const added = await testApp.request({ method: "POST", url: `/api/v1/businesses/${cast.business.id}/domains`, token: cast.admin.token, payload: { domain } });
    expect(added.statusCode).toBe(200);
  }
  const url = `/api/v2/businesses/${cast.business.id}/aes4biz`;
  return { ...cast, url };
}

describe("AES for business", () => {
  it("is empty and disabled until an admin declares it, and is for admins only", async () => {
    const { admin, member, outsider, url } = await castWithDomains(["muster.ch"]);
    const read = await testApp.request({ method: "GET", url, token: admin.token });
    expect(aes4bizSchema.parse(read.json())).toEqual({ enabled: false, representativeName: null, representativeEmail: null, commercialRegister: null, domains: [], updatedAt: null });
    expect((await testApp.request({ method: "GET", url })).statusCode).toBe(401);
    expect((await testApp.request({ method: "GET", url, token: outsider.token })).statusCode).toBe(404);
    expect((await testApp.request({ method: "PUT", url, token: outsider.token, payload: DECLARATION })).statusCode).toBe(404);
    for (const method of ["GET", "PUT"] as const) {
      const byMember = await testApp.request({ method, url, token: member.token, ...(method === "PUT" ? { payload: DECLARATION } : {}) });
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().code).toBe("business_admin_required");
    }
  });

  it("stores the declaration with lower-cased addresses and domains, replacing it as a whole", async () => {
    const { admin, url } = await castWithDomains(["muster.ch", "filiale.muster.ch"]);
    const saved = await testApp.request({ method: "PUT", url, token: admin.token, payload: { ...DECLARATION, domains: ["Muster.CH", "filiale.muster.ch", "muster.ch"] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, representativeEmail: "ada@muster.ch", domains: ["filiale.muster.ch", "muster.ch"] });
    expect(saved.json().updatedAt).toEqual(expect.any(String));
    const disabled = await testApp.request({ method: "PUT", url, token: admin.token, payload: { ...DECLARATION, enabled: false, commercialRegister: "", domains: [] } });
    expect(disabled.json()).toMatchObject({ enabled: false, commercialRegister: null, domains: [] });
    expect((await testApp.request({ method: "GET", url, token: admin.token })).json()).toEqual(disabled.json());
  });

  it("refuses domains the business does not allow, and missing or invalid fields while enabled, changing nothing", async () => {
    const { admin, url } = await castWithDomains(["muster.ch"]);
    await testApp.request({ method: "PUT", url, token: admin.token, payload: DECLARATION });
    const outside = await testApp.request({ method: "PUT", url, token: admin.token, payload: { ...DECLARATION, domains: ["muster.ch", "elsewhere.ch"] } });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ code: "aes4biz_domain_not_allowed", details: { domains: ["elsewhere.ch"] } });
    for (const payload of [
      { ...DECLARATION, representativeName: null },
      { ...DECLARATION, commercialRegister: "  " },
      { ...DECLARATION, domains: [] },
      { ...DECLARATION, representativeEmail: "ada@muster" },
      { ...DECLARATION, domains: ["not a domain"] },
      { ...DECLARATION, representativeName: "x".repeat(201) },
    ]) {
      const refused = await testApp.request({ method: "PUT", url, token: admin.token, payload });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe("validation_failed");
    }
    expect((await testApp.request({ method: "GET", url, token: admin.token })).json()).toMatchObject({ ...DECLARATION, representativeEmail: "ada@muster.ch" });
  });

  it("stops covering a domain the business no longer allows", async () => {
    const { business, admin, url } = await castWithDomains(["muster.ch", "filiale.muster.ch"]);
    await testApp.request({ method: "PUT", url, token: admin.token, payload: { ...DECLARATION, domains: ["muster.ch", "filiale.muster.ch"] } });
    await testApp.request({ method: "DELETE", url: `/api/v1/businesses/${business.id}/domains/filiale.muster.ch`, token: admin.token });
    expect((await testApp.request({ method: "GET", url, token: admin.token })).json().domains).toEqual(["muster.ch"]);
  });
});
