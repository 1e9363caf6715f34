import { describe, expect, it } from "vitest";
import { BUSINESS_LIMITS, createBusiness, getBusiness } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";

/**
 * Issue 14, the business profile against the real server: details saved, a logo cropped in the
 * browser and stored by the server, and a deletion scheduled with the password and revoked from
 * the notice every business page shows; axe-core on both profile pages.
 */
const suite = useServerAndBrowser();

const ADMIN = { email: "ada.admin@profile.example", firstName: "Ada", lastName: "Admin" };
/** A wide SVG logo: the browser decodes it, crops it to 3 : 1 and uploads a PNG. */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="900" height="200" fill="#ffffff"/><rect x="40" y="40" width="820" height="120" fill="#0b4f8a"/></svg>`;

describe("the business profile in the browser", () => {
  it("edits the profile, uploads a cropped logo, schedules the deletion and revokes it", async () => {
    const adminToken = await signUpThroughApi(suite.server.url, ADMIN.email, ADMIN);
    const created = await callApi(suite.server.url, createBusiness.method, createBusiness.path, {
      token: adminToken,
      body: { name: "Profile AG", email: "office@profile.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const businessId = String(created.body.id);
    const readBusiness = async () => (await callApi(suite.server.url, getBusiness.method, getBusiness.path.replace(":id", businessId), { token: adminToken })).body;

    const page = await newQuietPage(suite.browser);
    await logInInBrowser(page, suite.server.url, ADMIN.email, API_PASSWORD);

    await page.goto(`${suite.server.url}/business/profile`);
    await page.getByRole("heading", { name: "Business details" }).waitFor();
    await page.getByRole("textbox", { name: /Business name/ }).fill("Profile Holding AG");
    await page.getByRole("textbox", { name: /Support e-mail/ }).fill("help@profile.example");
    await page.getByRole("textbox", { name: /Support phone/ }).fill("044 555 6677");
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByText("The business details are saved.").waitFor();
    expect(await readBusiness()).toMatchObject({ name: "Profile Holding AG", settings: { supportContact: { email: "help@profile.example", phone: "044 555 6677" } } });

    await page.getByLabel("Choose an image").setInputFiles([{ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(LOGO_SVG) }]);
    await page.getByRole("img", { name: "Cropped logo as it will be uploaded" }).waitFor();
    await page.getByRole("slider", { name: "Part of the image kept, from left to right" }).fill("0");
    await page.getByRole("button", { name: "Upload logo" }).click();
    await page.getByText("The logo is saved.").waitFor();
    await page.getByRole("img", { name: "Logo of Profile Holding AG" }).waitFor();
    const logo = ((await readBusiness()).settings as { companyBranding: { logo: { width: number; height: number } | null } }).companyBranding.logo;
    // 900 × 200 cropped to 600 × 200 in the browser; the server trims the white margin around the blue bar.
    expect(logo).not.toBeNull();
    expect(logo!.height).toBe(120);
    expect(logo!.width).toBe(560);

    await page.getByRole("button", { name: "Delete business…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Profile Holding AG?" });
    await dialog.getByLabel(/Your password/).fill("Not-the-password-9");
    await dialog.getByRole("button", { name: "Delete business" }).click();
    await dialog.getByText("The password is wrong.").waitFor();
    await dialog.getByLabel(/Your password/).fill(API_PASSWORD);
    await dialog.getByRole("button", { name: "Delete business" }).click();
    await page.getByText(/^This business will be deleted on/).waitFor();
    const deletion = (await readBusiness()).deletion as { requestedAt: string; effectiveAt: string } | null;
    expect(new Date(deletion!.effectiveAt).getTime() - new Date(deletion!.requestedAt).getTime()).toBe(BUSINESS_LIMITS.deletionGraceDays * 24 * 60 * 60_000);
    expect(await seriousViolations(page), "profile page with a pending deletion").toEqual([]);

    await page.goto(`${suite.server.url}/business/profile/aes-for-business`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "AES for business", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Revoke deletion" }).click();
    await page.getByText("The deletion is revoked; the business stays.").waitFor();
    expect((await readBusiness()).deletion).toBeNull();
    expect(await seriousViolations(page), "AES for business page").toEqual([]);
    await page.close();
  });
});
