import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptBusinessInvitation, addBusinessDomain, getBusinessSso, inviteBusinessMembers, listReceivedBusinessInvitations } from "@paraph/contracts";
import { startTestIssuer, type TestIssuer } from "../apps/api/src/test-support/oidc-issuer/test-issuer.ts";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { createBusinessAdmin, logInInBrowser } from "./support/business-admin.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { useServerAndBrowser } from "./support/browser-suite.ts";

/**
 * Single sign-on in Chromium against a real OpenID provider (oidc-provider) started by the test:
 * the admin configures it on /business/settings, a member logs in through the provider's login
 * page and lands on the dashboard, a newcomer completes /signup/sso, and a forged callback or an
 * ID token for another nonce lands on /sso/error; axe on every new page.
 */
const suite = useServerAndBrowser();
let issuer: TestIssuer;

const ADMIN = { email: "ada.admin@sso-web.example", firstName: "Ada", lastName: "Admin" };
const MEMBER = { email: "max.member@sso-web.example", firstName: "Max", lastName: "Member" };
const ISSUER_PASSWORD = "issuer-password-9";
const path = (template: string, id: string) => template.replace(":id", id);

beforeAll(async () => {
  issuer = await startTestIssuer(`${suite.server.url}/api/v1/sso/callback`, [
    { login: "max", password: ISSUER_PASSWORD, email: MEMBER.email, emailVerified: true },
    { login: "nora", password: ISSUER_PASSWORD, email: "nora.new@sso-web.example", emailVerified: true, givenName: "Nora" },
  ]);
});

afterAll(async () => {
  await issuer.close();
});

async function logInWithCompany(email: string, login: string, tamper?: (authorization: URL) => void) {
  const page = await newQuietPage(suite.browser, { width: 800, height: 900 });
  if (tamper) {
    // The browser reaches the issuer through Paraph's start URL, which redirects there: the
    // authorization request is changed in that redirect (a route does not see redirect targets).
    await page.route(`${suite.server.url}/api/v1/sso/start?*`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const authorization = new URL(response.headers().location ?? "");
      tamper(authorization);
      await route.fulfill({ response, headers: { ...response.headers(), location: authorization.href } });
    });
  }
  await page.goto(`${suite.server.url}/login`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Log in with your company" }).click();
  await page.waitForURL((url) => url.origin === issuer.issuer);
  await page.getByLabel("Login").fill(login);
  await page.getByLabel("Password").fill(ISSUER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  return page;
}

describe("single sign-on in the browser", () => {
  it("is configured by the admin; a member logs in through the provider and lands on the dashboard", async () => {
    const { adminToken, businessId } = await createBusinessAdmin(suite.server.url, ADMIN, { name: "SSO AG", email: "office@sso-web.example" });
    const domain = await callApi(suite.server.url, addBusinessDomain.method, path(addBusinessDomain.path, businessId), { token: adminToken, body: { domain: "sso-web.example" } });
    expect(domain.status).toBe(200);
    const memberToken = await signUpThroughApi(suite.server.url, MEMBER.email, MEMBER);
    await callApi(suite.server.url, inviteBusinessMembers.method, path(inviteBusinessMembers.path, businessId), { token: adminToken, body: { users: [MEMBER.email] } });
    const received = await callApi(suite.server.url, listReceivedBusinessInvitations.method, listReceivedBusinessInvitations.path, { token: memberToken });
    const invitationId = String((received.body.invitations as { id: string }[])[0]?.id);
    expect((await callApi(suite.server.url, acceptBusinessInvitation.method, path(acceptBusinessInvitation.path, invitationId), { token: memberToken })).status).toBe(200);

    const admin = await logInInBrowser(suite.browser, suite.server.url, ADMIN.email);
    await admin.setViewportSize({ width: 800, height: 900 });
    await admin.goto(`${suite.server.url}/business/settings`, { waitUntil: "networkidle" });
    const section = admin.getByRole("group", { name: "Single sign-on" });
    await section.getByText(`${suite.server.url}/api/v1/sso/callback`).waitFor();
    await section.getByRole("textbox", { name: /Issuer URL/ }).fill(issuer.issuer);
    await section.getByRole("textbox", { name: /Client ID/ }).fill(issuer.clientId);
    await section.getByLabel(/Client secret/).fill(issuer.clientSecret);
    await section.getByRole("textbox", { name: /E-mail domains/ }).fill("sso-web.example");
    await section.getByRole("switch", { name: "Offer single sign-on at log-in" }).check();
    await admin.getByRole("button", { name: "Save: Single sign-on" }).click();
    await admin.getByText("Saved: Single sign-on.").waitFor();
    await section.getByText("A secret is stored. Leave this empty to keep it.").waitFor();
    expect(await seriousViolations(admin), "/business/settings with single sign-on").toEqual([]);
    const stored = await callApi(suite.server.url, getBusinessSso.method, path(getBusinessSso.path, businessId), { token: adminToken });
    expect(stored.body.config).toMatchObject({ issuer: issuer.issuer, hasClientSecret: true, domains: ["sso-web.example"], enabled: true });
    expect(JSON.stringify(stored.body)).not.toContain(issuer.clientSecret);
    await admin.close();

    const member = await logInWithCompany(MEMBER.email, "max");
    await member.waitForURL((url) => url.origin === suite.server.url && (url.pathname === "/" || url.pathname === "/dashboard"));
    expect(member.url()).not.toContain("sso=");
    await member.close();
  });

  it("creates the account of a newcomer, who completes it on /signup/sso", async () => {
    const page = await logInWithCompany("nora.new@sso-web.example", "nora");
    await page.waitForURL((url) => url.pathname === "/signup/sso");
    await page.getByRole("heading", { name: "Complete your account" }).waitFor();
    expect(await page.getByRole("textbox", { name: /First name/ }).inputValue()).toBe("Nora");
    expect(await seriousViolations(page), "/signup/sso").toEqual([]);
    await page.getByRole("textbox", { name: /Last name/ }).fill("Neu");
    await page.getByRole("checkbox", { name: /I accept the terms of use/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/dashboard");
    await page.close();
  });

  it("lands a callback with a wrong state on /sso/error, and says why", async () => {
    const page = await newQuietPage(suite.browser, { width: 800, height: 900 });
    await page.goto(`${suite.server.url}/api/v1/sso/callback?code=forged&state=${"A".repeat(43)}`);
    await page.waitForURL((url) => url.pathname === "/sso/error");
    expect(new URL(page.url()).searchParams.get("reason")).toBe("invalid_state");
    await page.getByRole("heading", { name: "Single sign-on failed" }).waitFor();
    await page.getByText("The answer of the sign-on was not for a log-in started here, or was used already.").waitFor();
    expect(await seriousViolations(page), "/sso/error").toEqual([]);

    await page.goto(`${suite.server.url}/sso/error/company?reason=email_not_covered`);
    await page.getByText("Your e-mail address is not in a domain your company's sign-on covers.").waitFor();
    expect(await seriousViolations(page), "/sso/error/company").toEqual([]);
    await page.close();
  });

  it("lands an ID token with another nonce than the log-in's on /sso/error", async () => {
    const page = await logInWithCompany(MEMBER.email, "max", (authorization) => authorization.searchParams.set("nonce", "a-nonce-paraph-never-sent"));
    await page.waitForURL((url) => url.pathname === "/sso/error");
    expect(new URL(page.url()).searchParams.get("reason")).toBe("invalid_response");
    await page.getByText("Your identity provider's answer could not be verified.").waitFor();
    await page.close();
  });
});
