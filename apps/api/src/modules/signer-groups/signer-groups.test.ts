import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNER_GROUP_LIMITS, signerGroupSchema } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast, getUserAs } from "../businesses/test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
function call(method: Method, url: string, token: string | undefined, payload?: Record<string, unknown>) {
  return testApp.request({ method, url: `/api${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
}

const FINANCE = {
  name: "Finance approvers",
  members: [
    { email: "Cfo@Muster.ch", firstName: "Carla", lastName: "Finanz" },
    { email: "auditor@external.example", firstName: "", lastName: null },
  ],
};

async function createGroup(token: string, body: Record<string, unknown> = FINANCE) {
  const response = await call("POST", "/v3/groups", token, body);
  expect(response.statusCode, response.body).toBe(201);
  return signerGroupSchema.parse(response.json());
}

async function setLimits(businessId: string, token: string, signerGroups: Record<string, number | null>) {
  const response = await call("PUT", `/v1/businesses/${businessId}/settings`, token, { settings: { signerGroups } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().settings.signerGroups;
}

describe("signer groups", () => {
  it("lets an admin create a group of members and outside addresses, kept in order with names optional", async () => {
    const { admin } = await createBusinessCast(testApp);
    const group = await createGroup(admin.token);
    expect(group).toMatchObject({ name: "Finance approvers", participantCount: 2, version: 1 });
    expect(group.members).toEqual([
      { email: "cfo@muster.ch", firstName: "Carla", lastName: "Finanz" },
      { email: "auditor@external.example", firstName: null, lastName: null },
    ]);
  });

  it("shows the business's groups to its members, by name, filtered by query, with members only when asked", async () => {
    const { admin, member } = await createBusinessCast(testApp);
    const finance = await createGroup(admin.token);
    await createGroup(admin.token, { name: "board", members: [{ email: "chair@muster.ch" }] });
    const list = await call("GET", "/v3/groups", member.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().groups.map((group: { name: string }) => group.name)).toEqual(["board", "Finance approvers"]);
    expect(list.json().groups[0].members).toBeUndefined();
    expect(list.json().limits).toEqual(SIGNER_GROUP_LIMITS.defaultLimits);
    const filtered = await call("GET", "/v3/groups?query=FIN", member.token);
    expect(filtered.json().groups.map((group: { id: string }) => group.id)).toEqual([finance.id]);
    // LIKE's wildcards are plain text in a query.
    expect((await call("GET", "/v3/groups?query=%25", member.token)).json().groups).toEqual([]);

    const plain = await call("GET", `/v3/groups/${finance.id}`, member.token);
    expect(plain.json().members).toBeUndefined();
    expect(plain.json().participantCount).toBe(2);
    const full = await call("GET", `/v3/groups/${finance.id}?includeMembers=true`, member.token);
    expect(full.json().members.map((person: { email: string }) => person.email)).toEqual(["cfo@muster.ch", "auditor@external.example"]);
  });

  it("gives someone in no business an empty list with limits 0 and refuses them a group", async () => {
    const loner = await createSignedInUser(testApp);
    const list = await call("GET", "/v3/groups", loner.token);
    expect(list.json()).toEqual({ groups: [], limits: { maxGroups: 0, maxParticipants: 0 } });
    const create = await call("POST", "/v3/groups", loner.token, FINANCE);
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe("business_admin_required");
  });

  it("answers 404 to outsiders and another business's admin, on every call, and changes nothing", async () => {
    const { admin, outsider } = await createBusinessCast(testApp);
    const rival = await createBusinessCast(testApp);
    const group = await createGroup(admin.token);
    for (const caller of [outsider, rival.admin]) {
      for (const [method, url, body] of [
        ["GET", `/v3/groups/${group.id}?includeMembers=true`, undefined],
        ["PUT", `/v3/groups/${group.id}`, { name: "Taken", members: [{ email: "x@example.ch" }] }],
        ["DELETE", `/v1/groups/${group.id}`, undefined],
      ] as const) {
        const response = await call(method, url, caller.token, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().code).toBe("not_found");
        expect(response.body).not.toContain("Finance");
      }
    }
    expect((await call("GET", "/v3/groups", rival.admin.token)).json().groups).toEqual([]);
    const after = await call("GET", `/v3/groups/${group.id}?includeMembers=true`, admin.token);
    expect(after.json()).toMatchObject({ name: "Finance approvers", version: 1, participantCount: 2 });
  });

  it("refuses changes by a member who is not admin (403) and anyone anonymous (401)", async () => {
    const { admin, member } = await createBusinessCast(testApp);
    const group = await createGroup(admin.token);
    for (const [method, url, body] of [
      ["POST", "/v3/groups", FINANCE],
      ["PUT", `/v3/groups/${group.id}`, { name: "Renamed", members: [{ email: "x@example.ch" }] }],
      ["DELETE", `/v1/groups/${group.id}`, undefined],
    ] as const) {
      const byMember = await call(method, url, member.token, body);
      expect(byMember.statusCode, `${method} ${url}`).toBe(403);
      expect(byMember.json().code).toBe("business_admin_required");
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await call("GET", "/v3/groups", undefined)).statusCode).toBe(401);
    expect((await call("GET", `/v3/groups/${group.id}`, undefined)).statusCode).toBe(401);
    expect((await call("GET", "/v3/groups", admin.token)).json().groups).toHaveLength(1);
  });

  it("renames and replaces participants, counting versions, and deletes", async () => {
    const { admin, member } = await createBusinessCast(testApp);
    const group = await createGroup(admin.token);
    const updated = await call("PUT", `/v3/groups/${group.id}`, admin.token, {
      name: "Finance",
      members: [{ email: "new@example.ch", lastName: "Neu" }, { email: "cfo@muster.ch" }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: "Finance", version: 2, participantCount: 2 });
    expect(updated.json().members).toEqual([
      { email: "new@example.ch", firstName: null, lastName: "Neu" },
      { email: "cfo@muster.ch", firstName: null, lastName: null },
    ]);
    // Same name in another case on the group itself is a rename, not a clash.
    expect((await call("PUT", `/v3/groups/${group.id}`, admin.token, { name: "FINANCE", members: [{ email: "a@example.ch" }] })).statusCode).toBe(200);

    const deleted = await call("DELETE", `/v1/groups/${group.id}`, admin.token);
    expect(deleted.statusCode).toBe(204);
    expect((await call("GET", `/v3/groups/${group.id}`, member.token)).statusCode).toBe(404);
    expect((await call("DELETE", `/v1/groups/${group.id}`, admin.token)).statusCode).toBe(404);
  });

  it("keeps names unique per business whatever their case, but not across businesses", async () => {
    const { admin } = await createBusinessCast(testApp);
    const other = await createBusinessCast(testApp);
    const first = await createGroup(admin.token);
    const clash = await call("POST", "/v3/groups", admin.token, { ...FINANCE, name: "  FINANCE approvers " });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe("signer_group_name_taken");
    const second = await createGroup(admin.token, { name: "Legal", members: [{ email: "l@example.ch" }] });
    const rename = await call("PUT", `/v3/groups/${second.id}`, admin.token, { name: "finance APPROVERS", members: [{ email: "l@example.ch" }] });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe("signer_group_name_taken");
    await createGroup(other.admin.token);
    expect((await call("GET", `/v3/groups/${first.id}`, admin.token)).json().name).toBe("Finance approvers");
  });

  it("validates names and addresses and refuses an address twice in a group, saving nothing", async () => {
    const { admin } = await createBusinessCast(testApp);
    const invalid = [
      { name: "", members: [{ email: "a@example.ch" }] },
      { name: "x".repeat(101), members: [{ email: "a@example.ch" }] },
      { name: "Bell\u0007", members: [{ email: "a@example.ch" }] },
      { name: "No people", members: [] },
      { name: "Bad address", members: [{ email: "not-an-address" }] },
      { name: "Twice", members: [{ email: "same@example.ch" }, { email: "SAME@example.ch " }] },
      { name: "Extra", members: [{ email: "a@example.ch", role: "boss" }] },
      { name: "Too many", members: Array.from({ length: SIGNER_GROUP_LIMITS.ceiling.maxParticipants + 1 }, (_, index) => ({ email: `p${index}@example.ch` })) },
    ];
    for (const body of invalid) {
      const response = await call("POST", "/v3/groups", admin.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe("validation_failed");
    }
    const twice = await call("POST", "/v3/groups", admin.token, invalid[5]);
    expect(JSON.stringify(twice.json().details)).toContain("members.1.email");
    expect((await call("GET", "/v3/groups", admin.token)).json().groups).toEqual([]);
    expect((await call("GET", "/v3/groups/not-a-uuid", admin.token)).statusCode).toBe(400);
  });

  it("enforces the business's limits with signer_group_limit_reached naming the limit", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    expect(await setLimits(business.id, admin.token, { maxGroups: 2, maxParticipants: 3 })).toEqual({ maxGroups: 2, maxParticipants: 3 });
    const tooBig = await call("POST", "/v3/groups", admin.token, {
      name: "Big",
      members: ["a", "b", "c", "d"].map((letter) => ({ email: `${letter}@example.ch` })),
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toMatchObject({ code: "signer_group_limit_reached", details: { limit: "maxParticipants", max: 3, requested: 4 } });

    const one = await createGroup(admin.token, { name: "One", members: [{ email: "a@example.ch" }] });
    await createGroup(admin.token, { name: "Two", members: [{ email: "a@example.ch" }] });
    const third = await call("POST", "/v3/groups", admin.token, { name: "Three", members: [{ email: "a@example.ch" }] });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ code: "signer_group_limit_reached", details: { limit: "maxGroups", max: 2, requested: 3 } });
    const grow = await call("PUT", `/v3/groups/${one.id}`, admin.token, { name: "One", members: ["a", "b", "c", "d"].map((letter) => ({ email: `${letter}@example.ch` })) });
    expect(grow.json()).toMatchObject({ code: "signer_group_limit_reached", details: { limit: "maxParticipants" } });

    // A lowered limit keeps what exists: the groups stay and may be edited without growing.
    await setLimits(business.id, admin.token, { maxGroups: 1, maxParticipants: 0 });
    expect((await call("GET", "/v3/groups", admin.token)).json()).toMatchObject({ limits: { maxGroups: 1, maxParticipants: 0 } });
    expect((await call("PUT", `/v3/groups/${one.id}`, admin.token, { name: "Uno", members: [{ email: "z@example.ch" }] })).statusCode).toBe(200);
    // Null goes back to Paraph's defaults; over the ceiling is refused.
    expect(await setLimits(business.id, admin.token, { maxGroups: null, maxParticipants: null })).toEqual(SIGNER_GROUP_LIMITS.defaultLimits);
    const overCeiling = await call("PUT", `/v1/businesses/${business.id}/settings`, admin.token, { settings: { signerGroups: { maxGroups: 10_000 } } });
    expect(overCeiling.statusCode).toBe(400);
  });

  it("fills the User's groupInfo with the groups naming the user's address and their versions", async () => {
    const { admin, member } = await createBusinessCast(testApp);
    expect((await getUserAs(testApp, member.token)).groupInfo).toEqual({ groups: [], groupVersions: {} });
    const group = await createGroup(admin.token, { name: "With Max", members: [{ email: member.user.email.toUpperCase() }] });
    await createGroup(admin.token, { name: "Without Max", members: [{ email: "someone@example.ch" }] });
    await call("PUT", `/v3/groups/${group.id}`, admin.token, { name: "With Max", members: [{ email: "x@example.ch" }, { email: member.user.email }] });
    expect((await getUserAs(testApp, member.token)).groupInfo).toEqual({ groups: [group.id], groupVersions: { [group.id]: 2 } });
    expect((await getUserAs(testApp, admin.token)).groupInfo.groups).toEqual([]);
  });
});
