import { describe, expect, it } from "vitest";
import { apiLogin, createBusiness, getUser } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";

/**
 * Issue 17, the API users page against the real server: the admin creates an API user, copies
 * its key from the one dialog that shows it, the key logs in over HTTP, and renaming, a new key
 * (the old one stops) and deleting work from the page.
 */
const suite = useServerAndBrowser();

const ADMIN = { email: "ada.admin@developers.example", firstName: "Ada", lastName: "Admin" };

const loginWith = (username: string, apiKey: string) => callApi(suite.server.url, apiLogin.method, apiLogin.path, { body: { username, api_key: apiKey } });

describe("the API users page in the browser", () => {
  it("creates an API user whose copied key logs in, renames it, gives it a new key and deletes it", async () => {
    const adminToken = await signUpThroughApi(suite.server.url, ADMIN.email, ADMIN);
    const created = await callApi(suite.server.url, createBusiness.method, createBusiness.path, {
      token: adminToken,
      body: { name: "Developers AG", email: "office@developers.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const page = await newQuietPage(suite.browser);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.server.url });
    await logInInBrowser(page, suite.server.url, ADMIN.email, API_PASSWORD);
    await page.goto(`${suite.server.url}/business/developers/api`);
    await page.getByText("The business has no API user yet.").waitFor();
    expect(await seriousViolations(page), "empty list").toEqual([]);

    await page.getByRole("button", { name: "Create API user" }).click();
    const createDialog = page.getByRole("dialog", { name: "Create API user" });
    await createDialog.getByRole("textbox", { name: /Description/ }).fill("Invoicing system");
    expect(await seriousViolations(page), "create dialog").toEqual([]);
    await createDialog.getByRole("button", { name: "Create" }).click();

    const keyDialog = page.getByRole("dialog", { name: "The API user's key" });
    await keyDialog.getByText("Paraph shows it only this once").waitFor();
    expect(await seriousViolations(page), "key dialog").toEqual([]);
    const username = await keyDialog.getByRole("textbox", { name: /Username/ }).inputValue();
    await keyDialog.getByRole("button", { name: "Copy the key" }).click();
    await keyDialog.getByText("The key is copied.").waitFor();
    const copiedKey = await page.evaluate(() => navigator.clipboard.readText());
    expect(copiedKey).toBe(await keyDialog.getByRole("textbox", { name: /^Key/ }).inputValue());
    await keyDialog.getByRole("button", { name: "I have stored the key" }).click();

    const login = await loginWith(username, copiedKey);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const me = await callApi(suite.server.url, getUser.method, getUser.path, { token: String(login.body.token) });
    expect(me.status).toBe(200);

    const row = page.getByRole("row").filter({ hasText: username });
    await row.getByRole("cell", { name: "Invoicing system", exact: true }).waitFor();
    expect(await seriousViolations(page), "list").toEqual([]);

    await row.getByRole("button", { name: "Edit Invoicing system" }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit API user" });
    await editDialog.getByRole("textbox", { name: /Description/ }).fill("Billing system");
    await editDialog.getByRole("button", { name: "Save" }).click();
    await row.getByRole("cell", { name: "Billing system", exact: true }).waitFor();

    await page.getByRole("button", { name: "New key for Billing system" }).click();
    const resetDialog = page.getByRole("dialog", { name: "Make a new key?" });
    expect(await seriousViolations(page), "reset dialog").toEqual([]);
    await resetDialog.getByRole("button", { name: "Make a new key" }).click();
    const newKey = await page.getByRole("dialog", { name: "The API user's key" }).getByRole("textbox", { name: /^Key/ }).inputValue();
    await page.getByRole("button", { name: "I have stored the key" }).click();
    expect(newKey).not.toBe(copiedKey);
    expect((await loginWith(username, copiedKey)).status).toBe(401);
    expect((await callApi(suite.server.url, getUser.method, getUser.path, { token: String(login.body.token) })).status).toBe(401);
    expect((await loginWith(username, newKey)).status).toBe(200);

    await page.getByRole("button", { name: "Delete Billing system" }).click();
    const deleteDialog = page.getByRole("dialog", { name: "Delete the API user?" });
    await deleteDialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("The business has no API user yet.").waitFor();
    expect((await loginWith(username, newKey)).status).toBe(401);
    await page.close();
  });
});
