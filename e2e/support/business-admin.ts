import type { Browser, Page } from "playwright-core";
import { acceptBusinessInvitation, createBusiness, inviteBusinessMembers } from "@paraph/contracts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./api-accounts.ts";
import { newQuietPage, submitLoginForm } from "./browser-accounts.ts";

/** Signs a person up and makes them the admin of a new business; answers their API token and the business id. */
export async function createBusinessAdmin(
  serverUrl: string,
  admin: { email: string; firstName: string; lastName: string },
  business: { name: string; email: string },
): Promise<{ adminToken: string; businessId: string }> {
  const adminToken = await signUpThroughApi(serverUrl, admin.email, admin);
  const created = await callApi(serverUrl, createBusiness.method, createBusiness.path, { token: adminToken, body: { ...business, gtc_accepted: true, dpa_accepted: true } });
  if (created.status !== 201) throw new Error(`business not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { adminToken, businessId: String(created.body.id) };
}

/** Signs a person up, has the admin invite them into the business and accepts the invitation as them; answers their API token. */
export async function addBusinessMember(serverUrl: string, admin: { adminToken: string; businessId: string }, member: { email: string; firstName: string; lastName: string }): Promise<string> {
  const memberToken = await signUpThroughApi(serverUrl, member.email, member);
  const invited = await callApi(serverUrl, inviteBusinessMembers.method, inviteBusinessMembers.path.replace(":id", admin.businessId), { token: admin.adminToken, body: { users: [member.email] } });
  if (invited.status !== 200) throw new Error(`member not invited: ${invited.status} ${JSON.stringify(invited.body)}`);
  const invitationId = String((invited.body.invited as Array<{ id: string }>)[0]?.id);
  const accepted = await callApi(serverUrl, acceptBusinessInvitation.method, acceptBusinessInvitation.path.replace(":id", invitationId), { token: memberToken });
  if (accepted.status !== 200) throw new Error(`invitation not accepted: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return memberToken;
}

/** A new page logged in through the login form as someone signed up with the API password. */
export async function logInInBrowser(browser: Browser, serverUrl: string, email: string): Promise<Page> {
  const page = await newQuietPage(browser);
  await page.goto(`${serverUrl}/login`);
  await submitLoginForm(page, email, API_PASSWORD);
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/dashboard");
  return page;
}
