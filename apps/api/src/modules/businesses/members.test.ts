import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessAdminsResponseSchema, businessMembersResponseSchema, userSchema } from "@paraph/contracts";
import { createSignedInUser, STRONG_PASSWORD } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { addToBusiness, createBusinessCast, getUserAs } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

function post(url: string, token: string, payload: Record<string, unknown>) {
  return testApp.request({ method: "POST", url, token, payload });
}

describe("members and admins", () => {
  it("lists everyone with names, admins first, and the admins alone", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const members = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}/members`, token: member.token });
    expect(members.statusCode).toBe(200);
    expect(businessMembersResponseSchema.parse(members.json()).members).toEqual([
      expect.objectContaining({ id: admin.user.id, email: admin.user.email, firstName: "Ada", lastName: "Admin", isAdmin: true }),
      expect.objectContaining({ id: member.user.id, firstName: "Max", lastName: "Member", isAdmin: false }),
    ]);
    const admins = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}/admins`, token: member.token });
    expect(businessAdminsResponseSchema.parse(admins.json()).admins.map((entry) => entry.id)).toEqual([admin.user.id]);
  });

  it("lets admins promote a member and demote an admin again, which changes the member's role", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const promoted = await post(`/api/v1/businesses/${business.id}/change-to-admins`, admin.token, { user_ids: [member.user.id] });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().members.every((entry: { isAdmin: boolean }) => entry.isAdmin)).toBe(true);
    expect((await getUserAs(testApp, member.token)).business?.isAdmin).toBe(true);

    // The promoted member may now demote the one who promoted them.
    const demoted = await post(`/api/v1/businesses/${business.id}/change-to-members`, member.token, { user_ids: [admin.user.id] });
    expect(demoted.statusCode).toBe(200);
    expect((await getUserAs(testApp, admin.token)).business?.isAdmin).toBe(false);
    const byDemoted = await post(`/api/v1/businesses/${business.id}/change-to-admins`, admin.token, { user_ids: [admin.user.id] });
    expect(byDemoted.statusCode).toBe(403);
    expect(byDemoted.json().code).toBe("business_admin_required");
  });

  it("keeps the last admin: demoting or removing them answers last_business_admin and changes nothing", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const demote = await post(`/api/v1/businesses/${business.id}/change-to-members`, admin.token, { user_ids: [admin.user.id] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe("last_business_admin");
    const remove = await post(`/api/v1/businesses/${business.id}/remove-members`, admin.token, { user_ids: [admin.user.id, member.user.id] });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe("last_business_admin");
    expect((await getUserAs(testApp, admin.token)).business?.isAdmin).toBe(true);
    expect((await getUserAs(testApp, member.token)).business?.id).toBe(business.id);
  });

  it("allows demoting all admins but one in one call", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const third = await createSignedInUser(testApp);
    await addToBusiness(testApp, business.id, third.user.id, "admin");
    await post(`/api/v1/businesses/${business.id}/change-to-admins`, admin.token, { user_ids: [member.user.id] });
    const all = await post(`/api/v1/businesses/${business.id}/change-to-members`, admin.token, { user_ids: [admin.user.id, member.user.id, third.user.id] });
    expect(all.json().code).toBe("last_business_admin");
    const allButOne = await post(`/api/v1/businesses/${business.id}/change-to-members`, admin.token, { user_ids: [admin.user.id, member.user.id] });
    expect(allButOne.statusCode).toBe(200);
    expect(allButOne.json().members.filter((entry: { isAdmin: boolean }) => entry.isAdmin).map((entry: { id: string }) => entry.id)).toEqual([third.user.id]);
  });

  it("refuses user ids that are not members of the business, naming them", async () => {
    const { business, admin, outsider } = await createBusinessCast(testApp);
    for (const path of ["change-to-admins", "change-to-members", "remove-members"]) {
      const response = await post(`/api/v1/businesses/${business.id}/${path}`, admin.token, { user_ids: [outsider.user.id] });
      expect(response.statusCode, path).toBe(422);
      expect(response.json()).toMatchObject({ code: "user_not_business_member", details: { userIds: [outsider.user.id] } });
    }
    const empty = await post(`/api/v1/businesses/${business.id}/remove-members`, admin.token, { user_ids: [] });
    expect(empty.statusCode).toBe(400);
    const camel = await post(`/api/v1/businesses/${business.id}/remove-members`, admin.token, { userIds: [outsider.user.id] });
    expect(camel.statusCode).toBe(400);
  });

  it("removes members, who lose access and see the removedFromBusiness notice until they dismiss it", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const byMember = await post(`/api/v1/businesses/${business.id}/remove-members`, member.token, { user_ids: [admin.user.id] });
    expect(byMember.json().code).toBe("business_admin_required");

    const removed = await post(`/api/v1/businesses/${business.id}/remove-members`, admin.token, { user_ids: [member.user.id] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().members.map((entry: { id: string }) => entry.id)).toEqual([admin.user.id]);
    const formerMember = await getUserAs(testApp, member.token);
    expect(formerMember.business).toBeNull();
    expect(formerMember.attributes.removedFromBusiness).toBe(true);
    expect((await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}`, token: member.token })).statusCode).toBe(404);

    const dismissed = await testApp.request({ method: "PUT", url: "/api/v1/user?v2=true", token: member.token, payload: { attributes: { removedFromBusiness: false } } });
    expect(userSchema.parse(dismissed.json()).attributes.removedFromBusiness).toBe(false);
  });
});

describe("leaving a business", () => {
  it("lets a member leave, and keeps the last admin until someone else is admin", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const left = await testApp.request({ method: "POST", url: "/api/v1/user/leave-business", token: member.token });
    expect(left.statusCode).toBe(200);
    expect(userSchema.parse(left.json()).business).toBeNull();
    expect(left.json().attributes.removedFromBusiness).toBe(false);

    const lastAdmin = await testApp.request({ method: "POST", url: "/api/v1/user/leave-business", token: admin.token });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().code).toBe("last_business_admin");
    expect((await getUserAs(testApp, admin.token)).business?.id).toBe(business.id);

    const again = await testApp.request({ method: "POST", url: "/api/v1/user/leave-business", token: member.token });
    expect(again.statusCode).toBe(404);
  });
});

describe("deleting the account of a business member", () => {
  it("refuses for the last admin while others are in the business", async () => {
    const { admin } = await createBusinessCast(testApp);
    const response = await post("/api/v1/user/delete", admin.token, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("last_business_admin");
    expect((await getUserAs(testApp, admin.token)).business).not.toBeNull();
  });

  it("takes a business along whose only member deletes their account", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    await post(`/api/v1/businesses/${business.id}/remove-members`, admin.token, { user_ids: [member.user.id] });
    const response = await post("/api/v1/user/delete", admin.token, { password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(204);
    const row = await testApp.context.db.selectFrom("businesses").select("id").where("id", "=", business.id).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("lets a plain member delete their account, leaving the business to the others", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    expect((await post("/api/v1/user/delete", member.token, { password: STRONG_PASSWORD })).statusCode).toBe(204);
    const members = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}/members`, token: admin.token });
    expect(members.json().members.map((entry: { id: string }) => entry.id)).toEqual([admin.user.id]);
  });
});
