import type { Browser, Page } from "playwright-core";
import { createBusiness } from "@paraph/contracts";
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

/** A new page logged in through the login form as someone signed up with the API password. */
export async function logInInBrowser(browser: Browser, serverUrl: string, email: string): Promise<Page> {
  const page = await newQuietPage(browser);
  await page.goto(`${serverUrl}/login`);
  await submitLoginForm(page, email, API_PASSWORD);
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/dashboard");
  return page;
}
