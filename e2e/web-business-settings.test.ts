import { describe, expect, it } from "vitest";
import { getBusinessSettings } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { callApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { createBusinessAdmin, logInInBrowser } from "./support/business-admin.ts";

/**
 * Issue 14, the business settings page against the real server: settings changed and kept over
 * a reload, automatic deletion turned on through its dialog, and axe on the page and the dialog.
 */
const suite = useServerAndBrowser();

const ADMIN = { email: "ada.admin@settings.example", firstName: "Ada", lastName: "Admin" };

describe("the business settings page in the browser", () => {
  it("keeps the changed settings and turns on automatic deletion through its dialog", async () => {
    const { adminToken, businessId } = await createBusinessAdmin(suite.server.url, ADMIN, { name: "Settings AG", email: "office@settings.example" });
    const page = await logInInBrowser(suite.browser, suite.server.url, ADMIN.email);

    await page.goto(`${suite.server.url}/business/settings`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Business settings", level: 1 }).waitFor();
    await page.getByRole("textbox", { name: /Support e-mail address/ }).fill("help@settings.example");
    await page.getByRole("button", { name: "Save: Support contact" }).click();
    await page.getByText("Saved: Support contact.").waitFor();
    await page.getByRole("switch", { name: "Part 11 mode for all members" }).check();
    await page.getByRole("button", { name: "Save: Part 11 mode" }).click();
    await page.getByText("Saved: Part 11 mode.").waitFor();

    const retention = page.getByRole("group", { name: "Automatic deletion" });
    await retention.getByRole("checkbox", { name: "Declined" }).uncheck();
    await retention.getByRole("spinbutton", { name: /Days after the end/ }).fill("45");
    await retention.getByRole("button", { name: "Turn on automatic deletion…" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn on automatic deletion" });
    await dialog.getByText(/more than 45 days ago/).waitFor();
    expect(await seriousViolations(page), "activate auto-deletion dialog").toEqual([]);
    await dialog.getByRole("button", { name: "Turn on and delete" }).click();
    await retention.getByText("On: requests that ended as Completed, Withdrawn, Expired are deleted 45 days after they ended.").waitFor();

    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Business settings", level: 1 }).waitFor();
    expect(await page.getByRole("textbox", { name: /Support e-mail address/ }).inputValue()).toBe("help@settings.example");
    expect(await page.getByRole("switch", { name: "Part 11 mode for all members" }).isChecked()).toBe(true);
    await page.getByText("On: requests that ended as Completed, Withdrawn, Expired are deleted 45 days after they ended.").waitFor();
    expect(await seriousViolations(page), "/business/settings").toEqual([]);

    const stored = await callApi(suite.server.url, getBusinessSettings.method, getBusinessSettings.path.replace(":id", businessId), { token: adminToken });
    expect(stored.body.settings).toMatchObject({
      supportContact: { email: "help@settings.example" },
      signatureRequests: { part11: { enabled: true }, retention: { enabled: true, terminalState: ["completed", "withdrawn", "expired"], days: 45 } },
    });
    await page.close();
  });
});
