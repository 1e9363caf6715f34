import { describe, expect, it } from "vitest";
import { acceptBusinessInvitation, getBusiness, getBusinessSettings, getSignatureRequest, getUser, listBusinessMembers, listReceivedBusinessInvitations } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { BROWSER_PASSWORD, newQuietPage } from "./support/browser-accounts.ts";
import { waitForMail } from "./support/server.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { startRequestFromUpload } from "./support/request-from-upload.ts";

/**
 * Issue 14's "done when", walked as a new admin would in Chromium against the built server: the
 * business signed up through the mailed link, its profile, settings and logo, an allowed domain
 * and two invitations (the one outside the domain refused), a member promoted, a signer group
 * used in a request, the request in the activity and the statistics, the signatures exported as
 * CSV and read back, and the business's deletion scheduled and revoked.
 */
const suite = useServerAndBrowser();

const DOMAIN = "journey.example";
const OUTSIDER = "mallory@elsewhere.example";
const BUSINESS = "Journey Treuhand AG";
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#0b4f8a"/></svg>`;

/** RFC 4180 lines without quoted line breaks, as the export writes them for these rows. */
function parseCsv(text: string): string[][] {
  return text
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = ""]) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell)));
}

describe("a new business admin's journey in the browser", () => {
  it("signs up, sets the business up, invites, sends a request to a signer group, reads the activity, exports it and schedules then revokes the deletion", async () => {
    const url = suite.server.url;
    // Fresh addresses per attempt: a retried test signs up again on the same server.
    const ADMIN = { email: `nora.founder.${Date.now()}@${DOMAIN}`, firstName: "Nora", lastName: "Founder" };
    const MEMBER = { email: `max.member.${Date.now()}@${DOMAIN}`, firstName: "Max", lastName: "Member" };
    const page = await newQuietPage(suite.browser, { width: 1360, height: 900 });
    const tokenOf = async () => String(await page.evaluate(() => window.localStorage.getItem("paraph-token")));

    // 1. The business sign-up: the address, the mailed link, the person and the business.
    await page.goto(`${url}/business/signup`);
    await page.getByLabel("E-mail address").fill(ADMIN.email);
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    const link = (await waitForMail(url, ADMIN.email)).links.find((candidate) => candidate.includes("/business/signup/steps?token="));
    expect(link).toBeDefined();
    const { pathname, search } = new URL(String(link));
    await page.goto(`${url}${pathname}${search}`);
    await page.getByLabel("First name").fill(ADMIN.firstName);
    await page.getByLabel("Last name").fill(ADMIN.lastName);
    await page.getByLabel("Password", { exact: true }).fill(BROWSER_PASSWORD);
    await page.getByText("This password is strong enough.").waitFor();
    await page.getByLabel("Business name").fill(BUSINESS);
    await page.getByLabel("Business e-mail address").fill(`office@${DOMAIN}`);
    await page.getByLabel(/I accept the terms of use/).check();
    await page.getByLabel(/data processing agreement/).check();
    await page.getByRole("button", { name: "Create account and business" }).click();
    await page.getByRole("heading", { name: `Welcome, ${ADMIN.firstName}!` }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/business/welcome");
    const adminToken = await tokenOf();
    const me = await callApi(url, getUser.method, `${getUser.path}?v2=true`, { token: adminToken });
    expect(me.body).toMatchObject({ email: ADMIN.email, business: { name: BUSINESS, isAdmin: true } });
    const businessId = String((me.body.business as { id: string }).id);
    const asAdmin = async (endpoint: { method: string; path: string }) => (await callApi(url, endpoint.method, endpoint.path.replace(":id", businessId), { token: adminToken })).body;

    // 2. The profile's support contact and logo, then the settings: an attachment and automatic deletion.
    await page.goto(`${url}/business/profile`);
    await page.getByRole("heading", { name: "Business details" }).waitFor();
    await page.getByRole("textbox", { name: /Support e-mail/ }).fill(`help@${DOMAIN}`);
    await page.getByRole("textbox", { name: /Support phone/ }).fill("044 555 6677");
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByText("The business details are saved.").waitFor();
    await page.getByLabel("Choose an image").setInputFiles([{ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(LOGO_SVG) }]);
    await page.getByRole("img", { name: "Cropped logo as it will be uploaded" }).waitFor();
    await page.getByRole("button", { name: "Upload logo" }).click();
    await page.getByText("The logo is saved.").waitFor();
    await page.getByRole("img", { name: `Logo of ${BUSINESS}` }).waitFor();
    expect(await asAdmin(getBusiness)).toMatchObject({
      settings: { supportContact: { email: `help@${DOMAIN}`, phone: "044 555 6677" }, companyBranding: { logo: { width: 600, height: 200 } } },
    });

    await page.goto(`${url}/business/settings`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Business settings", level: 1 }).waitFor();
    const protocolSwitch = page.getByRole("group", { name: "Signature protocol" }).getByRole("switch", { name: "Attach to the completion e-mail" });
    const attachProtocol = !(await protocolSwitch.isChecked());
    await protocolSwitch.setChecked(attachProtocol);
    await page.getByRole("button", { name: "Save: E-mail attachments" }).click();
    await page.getByText("Saved: E-mail attachments.").waitFor();
    const retention = page.getByRole("group", { name: "Automatic deletion" });
    await retention.getByRole("spinbutton", { name: /Days after the end/ }).fill("60");
    await retention.getByRole("button", { name: "Turn on automatic deletion…" }).click();
    await page.getByRole("dialog", { name: "Turn on automatic deletion" }).getByRole("button", { name: "Turn on and delete" }).click();
    await retention.getByText(/^On: requests that ended as .* are deleted 60 days after they ended\.$/).waitFor();
    expect((await asAdmin(getBusinessSettings)).settings).toMatchObject({
      mailService: { attachments: { signatureProtocol: { enabled: attachProtocol } } },
      signatureRequests: { retention: { enabled: true, days: 60 } },
    });

    // 3. An allowed domain; the address outside it is refused, the one inside invited, accepts and is promoted.
    await page.goto(`${url}/business/members/domains`);
    await page.getByRole("textbox", { name: /Domain/ }).fill(DOMAIN);
    await page.getByRole("button", { name: "Add domain" }).click();
    await page.getByText(`${DOMAIN} is now allowed.`).waitFor();
    const memberToken = await signUpThroughApi(url, MEMBER.email, MEMBER);
    await page.goto(`${url}/business/members`);
    await page.getByRole("button", { name: "Invite members" }).click();
    const invite = page.getByRole("dialog", { name: "Invite members" });
    const addresses = invite.getByRole("textbox", { name: "E-mail addresses" });
    await addresses.fill(OUTSIDER);
    await invite.getByRole("button", { name: "Send invitations" }).click();
    await invite.getByText(`Not in the allowed domains (${DOMAIN}): ${OUTSIDER}. Nobody was invited.`).waitFor();
    await addresses.fill(MEMBER.email);
    await invite.getByRole("button", { name: "Send invitations" }).click();
    await page.getByText("Invitations sent: 1.").waitFor();
    await page.getByRole("list", { name: "Pending invitations" }).getByText(MEMBER.email).waitFor();

    const received = await callApi(url, listReceivedBusinessInvitations.method, listReceivedBusinessInvitations.path, { token: memberToken });
    const invitations = received.body.invitations as { id: string }[];
    expect(invitations).toHaveLength(1);
    const accepted = await callApi(url, acceptBusinessInvitation.method, acceptBusinessInvitation.path.replace(":id", String(invitations[0]?.id)), { token: memberToken });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    await page.reload();
    await page.getByRole("row").filter({ hasText: MEMBER.email }).getByRole("button", { name: "Make administrator" }).click();
    await page.getByText(`${MEMBER.firstName} ${MEMBER.lastName} is now an administrator.`).waitFor();
    const members = (await asAdmin(listBusinessMembers)).members as { email: string; isAdmin: boolean }[];
    expect(members.map((member) => [member.email, member.isAdmin]).sort()).toEqual([
      [MEMBER.email, true],
      [ADMIN.email, true],
    ].sort());

    // 4. A signer group (the admin first, then the member) used in a new request from the composer.
    await page.goto(`${url}/business/members/signer-groups`);
    await page.getByRole("button", { name: "Create signer group" }).click();
    const overlay = page.getByRole("dialog", { name: "Create signer group" });
    await overlay.getByLabel("Group name").fill("Board");
    await overlay.getByRole("group", { name: "Person 1" }).getByLabel("E-mail address").fill(ADMIN.email);
    await overlay.getByRole("button", { name: "Add person" }).click();
    await overlay.getByRole("group", { name: "Person 2" }).getByLabel("E-mail address").fill(MEMBER.email);
    await overlay.getByRole("button", { name: "Save group" }).click();
    await page.getByText("The signer group Board was saved.").waitFor();

    await page.goto(`${url}/`);
    const requestId = await startRequestFromUpload(page, [{ name: "Board minutes.pdf", mimeType: "application/pdf", buffer: makeSimplePdf("Board minutes", 1) }]);
    await page.getByRole("region", { name: "Documents" }).getByText("Board minutes", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Add signer group" }).click();
    const groupDialog = page.getByRole("dialog", { name: "Add signer group" });
    await groupDialog.getByRole("radio", { name: "Board (2 people)" }).check();
    await groupDialog.getByRole("button", { name: "Add signers" }).click();
    await page.getByText("Signers added from Board: 2.").waitFor();
    await page.getByLabel("Title").fill("Board minutes 2027");
    const placeField = page.getByRole("button", { name: /^Place a signature field for / });
    await expect.poll(() => placeField.count()).toBe(2);
    for (const chip of await placeField.all()) await chip.click();
    await page.getByRole("button", { name: "Send for signature" }).click();
    await page.getByText("The request has been sent to its signers.").waitFor();
    const sent = await callApi(url, getSignatureRequest.method, getSignatureRequest.path.replace(":id", requestId), { token: adminToken });
    expect(sent.body.status).toBe("open");
    expect((sent.body.signers as { email: string; status: string }[]).filter((signer) => signer.status !== "removed").map((signer) => signer.email)).toEqual([ADMIN.email, MEMBER.email]);
    // The admin signs first, with a simple signature confirmed by their verified address.
    const panel = page.getByRole("region", { name: "Your signature" });
    await panel.getByText("Simple electronic signature (SES): confirmed by your verified e-mail address.").waitFor();
    await panel.getByLabel("I have read the documents and want to sign them.").check();
    await panel.getByRole("button", { name: "Sign", exact: true }).click();
    const success = page.getByRole("dialog", { name: "You have signed" });
    await success.getByRole("button", { name: "Back to the request" }).click();
    await panel.getByText(/You signed this request on/).waitFor();
    const afterSigning = await callApi(url, getSignatureRequest.method, getSignatureRequest.path.replace(":id", requestId), { token: adminToken });
    expect(afterSigning.body.status).toBe("open");
    expect((afterSigning.body.signers as { email: string; status: string }[]).filter((signer) => signer.status !== "removed").map((signer) => [signer.email, signer.status])).toEqual([
      [ADMIN.email, "signed"],
      [MEMBER.email, "open"],
    ]);

    // 5. The signature in the activity, the request in the statistics.
    await page.goto(`${url}/business/activity`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    const memberRow = page.getByRole("row").filter({ hasText: MEMBER.email });
    await memberRow.waitFor();
    expect(await memberRow.getByRole("cell").allTextContents()).toEqual([`${MEMBER.firstName} ${MEMBER.lastName}`, MEMBER.email, "Admin", expect.any(String), expect.any(String), "0"]);
    await page.getByRole("tab", { name: "Signatures" }).click();
    const signatureRow = page.getByRole("row").filter({ hasText: "Board minutes 2027" });
    await signatureRow.waitFor();
    expect(await signatureRow.textContent()).toContain(ADMIN.email);
    expect(await seriousViolations(page), "/business/activity").toEqual([]);

    // 6. The signatures exported as CSV and read back.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^signature_usage_\d{8}_\d{8}\.csv$/);
    const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(csv.slice(1));
    expect(header).toEqual(["Signed at (UTC)", "First name", "Last name", "E-mail", "Request", "Request id", "Quality", "Legislation", "Kind", "Seal"]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(1)).toEqual([ADMIN.firstName, ADMIN.lastName, ADMIN.email, "Board minutes 2027", requestId, "SES", "", "Personal", ""]);
    expect(Math.abs(Date.parse(String(rows[0]?.[0])) - Date.now())).toBeLessThan(10 * 60_000);

    await page.goto(`${url}/business/dashboard`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const summary = page.locator("dl");
    await expect.poll(() => summary.locator("div").filter({ hasText: "Requests sent" }).locator("dd").textContent()).toBe("1");
    expect(await summary.locator("div").filter({ hasText: /^Signatures/ }).locator("dd").textContent()).toBe("1");

    // 7. The deletion scheduled with the password, shown, and revoked.
    await page.goto(`${url}/business/profile`);
    await page.getByRole("button", { name: "Delete business…" }).click();
    const deleteDialog = page.getByRole("dialog", { name: `Delete ${BUSINESS}?` });
    await deleteDialog.getByLabel(/Your password/).fill(BROWSER_PASSWORD);
    await deleteDialog.getByRole("button", { name: "Delete business" }).click();
    await page.getByText(/^This business will be deleted on/).waitFor();
    expect((await asAdmin(getBusiness)).deletion).not.toBeNull();
    await page.getByRole("button", { name: "Revoke deletion" }).click();
    await page.getByText("The deletion is revoked; the business stays.").waitFor();
    expect((await asAdmin(getBusiness)).deletion).toBeNull();
    await page.close();
  });
});
