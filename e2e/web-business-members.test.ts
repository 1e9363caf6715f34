import { describe, expect, it } from "vitest";
import { acceptBusinessInvitation, createBusiness, inviteBusinessMembers, listBusinessMembers } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";

/**
 * Issue 14, the members pages against the real server: allowed domains checked by spec §5 and
 * kept, invitations refused whole by the domain rule with the refused address named, and roles
 * changed while the last admin stays.
 */
const suite = useServerAndBrowser();

const ADMIN = { email: "ada.admin@members.example", firstName: "Ada", lastName: "Admin" };
const MEMBER = { email: "max.member@members.example", firstName: "Max", lastName: "Member" };

describe("the business members pages in the browser", () => {
  it("lets the admin limit invitations to a domain, invite within it, and promote a member", async () => {
    const adminToken = await signUpThroughApi(suite.server.url, ADMIN.email, ADMIN);
    const created = await callApi(suite.server.url, createBusiness.method, createBusiness.path, {
      token: adminToken,
      body: { name: "Members AG", email: "office@members.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const businessId = String(created.body.id);
    const memberToken = await signUpThroughApi(suite.server.url, MEMBER.email, MEMBER);
    const invited = await callApi(suite.server.url, inviteBusinessMembers.method, inviteBusinessMembers.path.replace(":id", businessId), {
      token: adminToken,
      body: { users: [MEMBER.email] },
    });
    const invitationId = String((invited.body.invited as Array<{ id: string }>)[0]?.id);
    const accepted = await callApi(suite.server.url, acceptBusinessInvitation.method, acceptBusinessInvitation.path.replace(":id", invitationId), { token: memberToken });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const page = await newQuietPage(suite.browser);
    await logInInBrowser(page, suite.server.url, ADMIN.email, API_PASSWORD);

    await page.goto(`${suite.server.url}/business/members/domains`);
    await page.getByText("No domain is listed: any address may be invited.").waitFor();
    const domain = page.getByRole("textbox", { name: /Domain/ });
    await domain.fill("members");
    await page.getByRole("button", { name: "Add domain" }).click();
    await page.getByText("Please enter a valid domain, such as example.ch.").waitFor();
    await domain.fill("Members.Example");
    await page.getByRole("button", { name: "Add domain" }).click();
    await page.getByText("members.example is now allowed.").waitFor();

    await page.goto(`${suite.server.url}/business/members`);
    await page.getByRole("cell", { name: MEMBER.email }).waitFor();
    await page.getByRole("button", { name: "Invite members" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite members" });
    await dialog.getByRole("textbox", { name: "E-mail addresses" }).fill("new.one@members.example\nmallory@elsewhere.example");
    await dialog.getByRole("button", { name: "Send invitations" }).click();
    await dialog.getByText("Not in the allowed domains (members.example): mallory@elsewhere.example. Nobody was invited.").waitFor();
    await dialog.getByRole("textbox", { name: "E-mail addresses" }).fill("new.one@members.example");
    await dialog.getByRole("button", { name: "Send invitations" }).click();
    await page.getByText("Invitations sent: 1.").waitFor();
    await page.getByRole("list", { name: "Pending invitations" }).getByText("new.one@members.example").waitFor();

    const memberRow = page.getByRole("row").filter({ hasText: MEMBER.email });
    await memberRow.getByRole("button", { name: "Make administrator" }).click();
    await page.getByText("Max Member is now an administrator.").waitFor();
    const members = await callApi(suite.server.url, listBusinessMembers.method, listBusinessMembers.path.replace(":id", businessId), { token: adminToken });
    expect(members.body.members).toEqual(expect.arrayContaining([expect.objectContaining({ email: MEMBER.email, isAdmin: true })]));

    // axe-core on the pages, with the add-member dialog open over the members page.
    for (const path of ["/business/members/domains", "/business/seals", "/business/members"]) {
      await page.goto(`${suite.server.url}${path}`, { waitUntil: "networkidle" });
      await page.locator("h1").first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.getByRole("button", { name: "Invite members" }).click();
    await page.getByRole("dialog", { name: "Invite members" }).waitFor();
    expect(await seriousViolations(page), "add member dialog").toEqual([]);
    await page.close();
  });
});
