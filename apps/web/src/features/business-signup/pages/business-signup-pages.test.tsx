import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UserBusiness } from "@paraph/contracts";
import { apiError, json, noContent, renderApp } from "../../../test/render-app.tsx";
import { makeBusiness } from "../../../test/business-factory.ts";
import { makeUser } from "../../../test/user-factory.ts";

const TOKEN = "t".repeat(32);
const ADMIN_OF: UserBusiness = { id: "b-1", name: "Brunner Treuhand AG", isAdmin: true, isMember: true, seals: [] };
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const strongPassword = () => json(200, { validPassword: true, errorCode: null });
const confirmed = () => json(200, { email: "nora@brunner.example", flow: "business", expiresAt: "2026-12-01T00:00:00Z" });

async function fillPerson() {
  await screen.findByText(/nora@brunner\.example is confirmed/);
  type("First name", "Nora");
  type("Last name", "Brunner");
  type("Password", "a long enough passphrase");
}

function fillBusiness() {
  type("Business name", "Brunner Treuhand AG");
  type("Business e-mail address", "Office@Brunner.example");
  fireEvent.click(screen.getByLabelText(/I accept the terms of use/));
  fireEvent.click(screen.getByLabelText(/data processing agreement/));
}

describe("business sign-up", () => {
  it("asks for the address with the business flow, keeps the ucc referral code and sends it with the registration", async () => {
    let registered: Record<string, unknown> | null = null;
    const app = await renderApp("/business/signup?ucc=partner-77", {
      "POST /api/v1/request-confirmation": () => noContent(),
      "POST /api/v1/valid-confirmation": confirmed,
      "POST /api/v1/check-password": strongPassword,
      "POST /api/v1/register/business": ({ body }) => {
        registered = body as Record<string, unknown>;
        return json(201, { token: "session", expiresAt: "2026-12-01T00:00:00Z", businessId: "b-1" });
      },
      "GET /api/v1/user": () => json(200, makeUser({ firstName: "Nora", business: ADMIN_OF })),
    });
    await screen.findByRole("heading", { name: "Create your business account" });
    type("E-mail address", "Nora@Brunner.example");
    fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    await screen.findByRole("heading", { name: "Check your inbox" });
    await app.expectLocation("/business/signup/mail-sent?email=nora%40brunner.example");
    expect(app.calls.find((call) => call.key === "POST /api/v1/request-confirmation")?.body).toEqual({
      email: "nora@brunner.example",
      flow: "business",
      lang: "en-gb",
    });
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/business/signup");

    // The link of the mail, opened in the same browser.
    await app.router.navigate(`/business/signup/steps?token=${TOKEN}`);
    await fillPerson();
    fillBusiness();
    fireEvent.click(screen.getByRole("button", { name: "Create account and business" }));
    expect(await screen.findByRole("heading", { name: "Welcome, Nora!" })).toBeTruthy();
    await app.expectLocation("/business/welcome");
    expect(registered).toEqual({
      token: TOKEN,
      firstName: "Nora",
      lastName: "Brunner",
      password: "a long enough passphrase",
      gtc: true,
      lang: "en-gb",
      celloUCC: "partner-77",
      business: { name: "Brunner Treuhand AG", email: "office@brunner.example", gtc_accepted: true, dpa_accepted: true },
    });
  });

  it("names what is missing before anything is sent", async () => {
    const app = await renderApp(`/business/signup/steps?token=${TOKEN}`, {
      "POST /api/v1/valid-confirmation": confirmed,
      "POST /api/v1/check-password": strongPassword,
    });
    await screen.findByText(/nora@brunner\.example is confirmed/);
    type("Business e-mail address", "office@brunner");
    type("Business phone number (optional)", "12-34");
    fireEvent.click(screen.getByRole("button", { name: "Create account and business" }));
    expect(await screen.findByText("Please accept the data processing agreement to continue.")).toBeTruthy();
    expect(screen.getByText("Please accept the terms of use to continue.")).toBeTruthy();
    expect(screen.getByText(/Please enter a valid e-mail address/)).toBeTruthy();
    expect(screen.getByText(/Please enter a valid phone number/)).toBeTruthy();
    expect(screen.getAllByText("Please fill in this field.").length).toBeGreaterThanOrEqual(3);
    expect(app.calls.some((call) => call.key === "POST /api/v1/register/business")).toBe(false);
  });

  it("shows the server's refusal of an address registered meanwhile", async () => {
    await renderApp(`/business/signup/steps?token=${TOKEN}`, {
      "POST /api/v1/valid-confirmation": confirmed,
      "POST /api/v1/check-password": strongPassword,
      "POST /api/v1/register/business": () => apiError(409, "email_already_registered"),
    });
    await fillPerson();
    fillBusiness();
    fireEvent.click(screen.getByRole("button", { name: "Create account and business" }));
    expect(await screen.findByText("An account with this e-mail address exists already. Please log in.")).toBeTruthy();
  });

  it("explains a used link and offers a new one from the business sign-up", async () => {
    await renderApp(`/business/signup/steps?token=${TOKEN}`, { "POST /api/v1/valid-confirmation": () => apiError(410, "token_used") });
    await screen.findByRole("heading", { name: "This link cannot be used" });
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/business/signup");
  });
});

describe("register and upgrade for a logged-in user", () => {
  it("creates the business of a user without one and greets the new admin", async () => {
    let business: UserBusiness | null = null;
    let sent: unknown = null;
    const app = await renderApp(
      "/business/register",
      {
        "GET /api/v1/user": () => json(200, makeUser({ firstName: "Luca", business })),
        "POST /api/v2/businesses": ({ body }) => {
          sent = body;
          business = { ...ADMIN_OF, name: "Luca Design" };
          return json(201, makeBusiness({ id: "b-1", name: "Luca Design", email: "hello@luca.example", members: ["u-1"], admins: ["u-1"] }));
        },
      },
      { token: "t" },
    );
    await screen.findByRole("heading", { name: "Register a business" });
    type("Business name", "Luca Design");
    type("Business e-mail address", "hello@luca.example");
    type("Business phone number (optional)", "044 123 4567");
    fireEvent.click(screen.getByLabelText(/I accept the terms of use/));
    fireEvent.click(screen.getByLabelText(/data processing agreement/));
    fireEvent.click(screen.getByRole("button", { name: "Create business" }));
    expect(await screen.findByRole("heading", { name: "Welcome, Luca!" })).toBeTruthy();
    expect(screen.getByText(/Luca Design is ready/)).toBeTruthy();
    await app.expectLocation("/business/welcome");
    expect(sent).toEqual({ name: "Luca Design", email: "hello@luca.example", phone: "044 123 4567", gtc_accepted: true, dpa_accepted: true });
  });

  it("tells a user who belongs to a business already, as the server answers", async () => {
    await renderApp(
      "/business/upgrade",
      { "GET /api/v1/user": () => json(200, makeUser()), "POST /api/v2/businesses": () => apiError(409, "already_in_business") },
      { token: "t" },
    );
    await screen.findByRole("heading", { name: "Upgrade to business" });
    fillBusiness();
    fireEvent.click(screen.getByRole("button", { name: "Create business" }));
    expect(await screen.findByText("You already belong to a business. Leave it first.")).toBeTruthy();
  });
});

describe("welcome", () => {
  it("links each next step to its business page", async () => {
    await renderApp("/business/welcome", { "GET /api/v1/user": () => json(200, makeUser({ firstName: "Nora", business: ADMIN_OF })) }, { token: "t" });
    const list = await screen.findByRole("list");
    const links = within(list)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/business/profile", "/business/members", "/business/settings", "/business/members/signer-groups", "/business/activity"]);
    expect(screen.getByRole("link", { name: "Go to the business dashboard" }).getAttribute("href")).toBe("/business/dashboard");
  });
});
