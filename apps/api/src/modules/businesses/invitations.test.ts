import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteBusinessMembersResponseSchema, userSchema } from "@paraph/contracts";
import { createSignedInUser, uniqueEmail } from "../../test-support/factories.ts";
import { createTestApp, proseOfMail, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessAs, createBusinessCast, getUserAs } from "./test-helpers.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function invite(businessId: string, token: string, users: string[]) {
  const response = await testApp.request({ method: "POST", url: `/api/v1/businesses/${businessId}/members`, token, payload: { users } });
  expect(response.statusCode, response.body).toBe(200);
  return inviteBusinessMembersResponseSchema.parse(response.json());
}

async function receivedInvitations(token: string) {
  const response = await testApp.request({ method: "GET", url: "/api/v1/user/business-invitations", token });
  expect(response.statusCode).toBe(200);
  return (response.json() as { invitations: { id: string; business: { id: string; name: string }; invitedBy: string | null }[] }).invitations;
}

describe("inviting people to a business", () => {
  it("invites accounts to answer and other addresses to sign up, each by mail in their language", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const invitee = await createSignedInUser(testApp, { lang: "de-ch" });
    const newcomer = uniqueEmail("newcomer");

    const result = await invite(business.id, admin.token, [invitee.user.email, newcomer.toUpperCase(), member.user.email]);
    expect(result.invited.map((invitation) => invitation.email).sort()).toEqual([invitee.user.email, newcomer].sort());
    expect(result.invited[0]?.invitedBy).toBe("Ada Admin");
    expect(result.alreadyMembers).toEqual([member.user.email]);

    const [accountMail] = await testApp.mailsTo(invitee.user.email);
    expect(accountMail).toMatchObject({ template: "business-invitation", lang: "de-ch" });
    expect(accountMail?.subject).toBe("Ada Admin lädt Sie ein, Muster AG auf Paraph beizutreten");
    expect(accountMail?.links).toContain(`http://paraph.test/login?email=${encodeURIComponent(invitee.user.email)}`);
    const [signupMail] = await testApp.mailsTo(newcomer);
    expect(signupMail).toMatchObject({ template: "business-invitation-signup", lang: "en-gb" });
    expect(proseOfMail(signupMail)).toContain("Create your account with this e-mail address");
    expect(signupMail?.links).toContain(`http://paraph.test/signup?email=${encodeURIComponent(newcomer)}`);
    expect(await testApp.mailsTo(member.user.email)).toEqual([]);

    const listed = await testApp.request({ method: "GET", url: `/api/v2/businesses/${business.id}/invitations`, token: member.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().invitedMembers.map((invitation: { email: string }) => invitation.email).sort()).toEqual([invitee.user.email, newcomer].sort());
    const read = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}`, token: member.token });
    expect(read.json().invitedMembers.sort()).toEqual([invitee.user.email, newcomer].sort());
  });

  it("renews an invitation sent again, mailing it once more", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const email = uniqueEmail("twice");
    const first = await invite(business.id, admin.token, [email]);
    const second = await invite(business.id, admin.token, [email, email]);
    expect(second.invited).toHaveLength(1);
    expect(second.invited[0]?.id).toBe(first.invited[0]?.id);
    expect(await testApp.mailsTo(email)).toHaveLength(2);
  });

  it("is for admins only, with at most 50 valid addresses", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const url = `/api/v1/businesses/${business.id}/members`;
    const byMember = await testApp.request({ method: "POST", url, token: member.token, payload: { users: [uniqueEmail()] } });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe("business_admin_required");
    const invalid = await testApp.request({ method: "POST", url, token: admin.token, payload: { users: ["not-an-address"] } });
    expect(invalid.statusCode).toBe(400);
    const tooMany = await testApp.request({ method: "POST", url, token: admin.token, payload: { users: Array.from({ length: 51 }, () => uniqueEmail()) } });
    expect(tooMany.statusCode).toBe(400);
  });

  it("invites only addresses of the allowed domains once the business lists any", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    await testApp.request({ method: "POST", url: `/api/v1/businesses/${business.id}/domains`, token: admin.token, payload: { domain: "muster.ch" } });
    const refused = await testApp.request({
      method: "POST",
      url: `/api/v1/businesses/${business.id}/members`,
      token: admin.token,
      payload: { users: ["anna@muster.ch", "eve@elsewhere.ch"] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "email_domain_not_allowed", details: { emails: ["eve@elsewhere.ch"], domains: ["muster.ch"] } });
    expect(await testApp.mailsTo("anna@muster.ch")).toEqual([]);

    const allowed = await invite(business.id, admin.token, ["anna@muster.ch", "bruno@zuerich.muster.ch"]);
    expect(allowed.invited).toHaveLength(2);
  });

  it("lets admins withdraw an invitation, which the invited person then no longer sees", async () => {
    const { business, admin, member } = await createBusinessCast(testApp);
    const invitee = await createSignedInUser(testApp);
    const [invitation] = (await invite(business.id, admin.token, [invitee.user.email])).invited;
    const url = `/api/v1/businesses/${business.id}/invitations/${invitation!.id}`;
    expect((await testApp.request({ method: "DELETE", url, token: member.token })).json().code).toBe("business_admin_required");
    expect((await testApp.request({ method: "DELETE", url, token: admin.token })).statusCode).toBe(204);
    expect(await receivedInvitations(invitee.token)).toEqual([]);
    expect((await testApp.request({ method: "DELETE", url, token: admin.token })).statusCode).toBe(404);

    // An invitation of another business is unknown here.
    const other = await createBusinessCast(testApp);
    const [foreign] = (await invite(other.business.id, other.admin.token, [uniqueEmail()])).invited;
    const crossed = await testApp.request({ method: "DELETE", url: `/api/v1/businesses/${business.id}/invitations/${foreign!.id}`, token: admin.token });
    expect(crossed.statusCode).toBe(404);
  });
});

describe("answering a business invitation", () => {
  it("shows the invitation in the User and joins the business as a member on accepting", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const other = await createBusinessCast(testApp);
    const invitee = await createSignedInUser(testApp);
    await invite(business.id, admin.token, [invitee.user.email]);
    await invite(other.business.id, other.admin.token, [invitee.user.email]);

    const before = await getUserAs(testApp, invitee.token);
    expect(before.business).toBeNull();
    expect(before.pendingBusinessInvitations.map((invitation) => invitation.business.id)).toEqual([business.id, other.business.id]);
    const [first] = await receivedInvitations(invitee.token);
    expect(first).toMatchObject({ business: { id: business.id, name: "Muster AG" }, invitedBy: "Ada Admin" });

    const accepted = await testApp.request({ method: "POST", url: `/api/v1/user/business-invitations/${first!.id}/accept`, token: invitee.token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const user = userSchema.parse(accepted.json());
    expect(user.business).toMatchObject({ id: business.id, isAdmin: false, isMember: true });
    expect(user.attributes.acceptedBusinessInvite).toBe(true);
    // One business at most: joining withdraws the other invitation.
    expect(user.pendingBusinessInvitations).toEqual([]);
    const otherInvitations = await testApp.request({ method: "GET", url: `/api/v2/businesses/${other.business.id}/invitations`, token: other.admin.token });
    expect(otherInvitations.json().invitedMembers).toEqual([]);

    const members = await testApp.request({ method: "GET", url: `/api/v1/businesses/${business.id}/members`, token: admin.token });
    expect(members.json().members.map((entry: { id: string }) => entry.id)).toContain(invitee.user.id);
  });

  it("refuses to accept while the user belongs to another business", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const other = await createBusinessCast(testApp);
    const [invitation] = (await invite(business.id, admin.token, [other.member.user.email])).invited;
    const response = await testApp.request({ method: "POST", url: `/api/v1/user/business-invitations/${invitation!.id}/accept`, token: other.member.token });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe("already_in_business");
    expect((await getUserAs(testApp, other.member.token)).business?.id).toBe(other.business.id);
  });

  it("declines an invitation, and keeps other people's invitations out of reach", async () => {
    const { business, admin, outsider } = await createBusinessCast(testApp);
    const invitee = await createSignedInUser(testApp);
    const [invitation] = (await invite(business.id, admin.token, [invitee.user.email])).invited;
    for (const action of ["accept", "decline"]) {
      const response = await testApp.request({ method: "POST", url: `/api/v1/user/business-invitations/${invitation!.id}/${action}`, token: outsider.token });
      expect(response.statusCode, action).toBe(404);
    }
    const declined = await testApp.request({ method: "POST", url: `/api/v1/user/business-invitations/${invitation!.id}/decline`, token: invitee.token });
    expect(declined.statusCode).toBe(204);
    expect((await getUserAs(testApp, invitee.token)).pendingBusinessInvitations).toEqual([]);
    const listed = await testApp.request({ method: "GET", url: `/api/v2/businesses/${business.id}/invitations`, token: admin.token });
    expect(listed.json().invitedMembers).toEqual([]);
  });

  it("waits for an address without an account until it signs up, and only for a verified address", async () => {
    const { business, admin } = await createBusinessCast(testApp);
    const email = uniqueEmail("later");
    await invite(business.id, admin.token, [email]);
    const newcomer = await createSignedInUser(testApp, { email });
    expect((await getUserAs(testApp, newcomer.token)).pendingBusinessInvitations).toHaveLength(1);

    await testApp.context.db.updateTable("users").set({ email_verified: false }).where("id", "=", newcomer.user.id).execute();
    expect(await receivedInvitations(newcomer.token)).toEqual([]);
    const [invitation] = (await testApp.request({ method: "GET", url: `/api/v2/businesses/${business.id}/invitations`, token: admin.token })).json().invitedMembers;
    const refused = await testApp.request({ method: "POST", url: `/api/v1/user/business-invitations/${invitation.id}/accept`, token: newcomer.token });
    expect(refused.statusCode).toBe(404);
  });

  it("accepts the oldest invitation through POST /v1/user/accept with business_invite", async () => {
    const invitee = await createSignedInUser(testApp);
    const none = await testApp.request({ method: "POST", url: "/api/v1/user/accept", token: invitee.token, payload: { type: "business_invite" } });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe("no_pending_invitation");

    const { business, admin } = await createBusinessCast(testApp);
    await invite(business.id, admin.token, [invitee.user.email]);
    const accepted = await testApp.request({ method: "POST", url: "/api/v1/user/accept", token: invitee.token, payload: { type: "business_invite" } });
    expect(accepted.statusCode).toBe(200);
    expect(userSchema.parse(accepted.json()).business?.id).toBe(business.id);
  });

  it("lets someone who created a business be invited elsewhere only after leaving it", async () => {
    const founder = await createSignedInUser(testApp);
    const own = await createBusinessAs(testApp, founder.token, { name: "Eigen GmbH" });
    const { business, admin } = await createBusinessCast(testApp);
    const [invitation] = (await invite(business.id, admin.token, [founder.user.email])).invited;
    expect((await getUserAs(testApp, founder.token)).business?.id).toBe(own.id);
    const refused = await testApp.request({ method: "POST", url: `/api/v1/user/business-invitations/${invitation!.id}/accept`, token: founder.token });
    expect(refused.json().code).toBe("already_in_business");
  });
});
