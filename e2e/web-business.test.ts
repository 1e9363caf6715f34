import { describe, expect, it } from "vitest";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { createBusiness, inviteBusinessMembers, listBusinessMembers } from "@paraph/contracts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { waitForMail } from "./support/server.ts";

/**
 * Issue 3, business roles: an invited user must answer the invitation before using the app;
 * accepting makes them a member, which opens the member pages but not the admin ones.
 */
const suite = useServerAndBrowser();

const ADMIN = { email: "ada.admin@muster.example", firstName: "Ada", lastName: "Admin" };
const INVITED = { email: "grace.member@muster.example", firstName: "Grace", lastName: "Member" };

describe("business roles in the browser", () => {
  it("asks the invited user first, then lets the new member in and keeps the admin pages closed", async () => {
    const adminToken = await signUpThroughApi(suite.server.url, ADMIN.email, ADMIN);
    const created = await callApi(suite.server.url, createBusiness.method, createBusiness.path, {
      token: adminToken,
      body: { name: "Muster AG", email: "office@muster.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const businessId = String(created.body.id);
    await signUpThroughApi(suite.server.url, INVITED.email, INVITED);
    const invited = await callApi(suite.server.url, inviteBusinessMembers.method, inviteBusinessMembers.path.replace(":id", businessId), {
      token: adminToken,
      body: { users: [INVITED.email] },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    // The sign-up mail came first; the invitation is the second mail to that address.
    await waitForMail(suite.server.url, INVITED.email, 2);

    const page = await newQuietPage(suite.browser);
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel("E-mail address").fill(INVITED.email);
    await page.getByLabel("Password", { exact: true }).fill(API_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    const invitation = page.getByRole("dialog", { name: "Invitation to join Muster AG" });
    await invitation.waitFor();
    await invitation.getByText("Ada Admin invited you to join Muster AG on Paraph.").waitFor();

    // Not answered, not gone: another page asks again, and the member page is not theirs yet.
    await page.goto(`${suite.server.url}/invite/some-request`);
    await invitation.waitFor();
    await page.locator("h1", { hasText: "Page Not Found" }).waitFor({ state: "attached" });

    await invitation.getByRole("button", { name: "Accept and join" }).click();
    await page.getByText("You are now a member of Muster AG.").waitFor();
    await invitation.waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Invitation", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/invite/some-request");

    // The admin pages are for admins: a member is told so and sent home.
    await page.goto(`${suite.server.url}/business/members`);
    await page.getByText("Only administrators of your business can open this page.").waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");

    await page.goto(`${suite.server.url}/profile`);
    await page.getByRole("heading", { name: "Business" }).waitFor();
    await page.getByRole("main").getByText("Muster AG").waitFor();
    // The header names the business too, as its menu.
    await page.getByRole("button", { name: "Business: Muster AG" }).waitFor();
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    const members = await callApi(suite.server.url, listBusinessMembers.method, listBusinessMembers.path.replace(":id", businessId), { token: adminToken });
    expect(members.body.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: INVITED.email, isAdmin: false }), expect.objectContaining({ email: ADMIN.email, isAdmin: true })]),
    );
    await page.close();
  });
});
