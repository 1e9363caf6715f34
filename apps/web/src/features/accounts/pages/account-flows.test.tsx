import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../../test/user-factory.ts";
import { apiError, json, noContent, renderApp } from "../../../test/render-app.tsx";

const TOKEN = "t".repeat(32);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const passwordVerdict = ({ body }: { body: unknown }) => {
  const password = (body as { password: string }).password;
  return json(200, password.length >= 10 ? { validPassword: true, errorCode: null } : { validPassword: false, errorCode: "too_short" });
};

describe("sign-up", () => {
  it("requests a confirmation link and says where it went", async () => {
    const app = await renderApp("/signup?ucc=FRIEND42", { "POST /api/v1/request-confirmation": () => noContent() });
    await screen.findByRole("heading", { name: "Create your free account" });
    type("E-mail address", "New.Person@Example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    await screen.findByRole("heading", { name: "Check your inbox" });
    expect(screen.getByText(/new\.person@example\.com/)).toBeTruthy();
    expect(app.calls.find((call) => call.key === "POST /api/v1/request-confirmation")?.body).toEqual({
      email: "new.person@example.com",
      flow: "free",
      lang: "en-gb",
    });
  });

  it("registers from the e-mailed link, checks the password live, validates the mobile and logs in", async () => {
    let registered: unknown = null;
    const app = await renderApp(`/signup/steps?token=${TOKEN}`, {
      "POST /api/v1/valid-confirmation": () => json(200, { email: "new@example.com", flow: "free", expiresAt: "2026-01-02T00:00:00Z" }),
      "POST /api/v1/check-password": passwordVerdict,
      "POST /api/v1/register": ({ body }) => {
        registered = body;
        return json(201, { token: "session", expiresAt: "2026-01-02T00:00:00Z" });
      },
      "GET /api/v1/user": () => json(200, makeUser({ firstName: "Grace" })),
    });
    await screen.findByText(/new@example\.com is confirmed/);
    type("First name", "Grace");
    type("Last name", "Hopper");
    type("Password", "short");
    expect(await screen.findByText("This password is too short.")).toBeTruthy();
    type("Password", "a long enough passphrase");
    expect(await screen.findByText(/strong enough/)).toBeTruthy();
    type("Mobile number (optional)", "12-34");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(/Please enter a valid phone number/)).toBeTruthy();
    expect(await screen.findByText(/Please accept the terms of use/)).toBeTruthy();
    type("Mobile number (optional)", "079 123 4567");
    fireEvent.click(screen.getByLabelText(/I accept the terms of use/));
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByRole("heading", { name: "Hello Grace" });
    await app.expectLocation(/^\/dashboard\?tab=inbox/);
    expect(registered).toMatchObject({ token: TOKEN, firstName: "Grace", lastName: "Hopper", gtc: true, mobile: "079 123 4567", lang: "en-gb" });
  });

  it("links the terms checkbox to the operator's terms and privacy notice, each in a new tab", async () => {
    const meta = document.createElement("meta");
    meta.name = "paraph-legal";
    meta.content = JSON.stringify({ termsUrl: "https://sign.example.ch/terms", privacyUrl: "https://sign.example.ch/privacy", operatorName: "Example AG" });
    document.head.append(meta);
    try {
      await renderApp(`/signup/steps?token=${TOKEN}`, {
        "POST /api/v1/valid-confirmation": () => json(200, { email: "new@example.com", flow: "free", expiresAt: "2026-01-02T00:00:00Z" }),
      });
      const checkbox = await screen.findByRole("checkbox", { name: /I accept the terms of use \(opens in a new tab\) and have read the privacy notice/ });
      const terms = screen.getByRole("link", { name: /terms of use/ });
      const privacy = screen.getByRole("link", { name: /privacy notice/ });
      expect([terms.getAttribute("href"), terms.getAttribute("target")]).toEqual(["https://sign.example.ch/terms", "_blank"]);
      expect([privacy.getAttribute("href"), privacy.getAttribute("target"), privacy.getAttribute("rel")]).toEqual(["https://sign.example.ch/privacy", "_blank", "noopener noreferrer"]);
      expect((checkbox as HTMLInputElement).checked).toBe(false);
    } finally {
      meta.remove();
    }
  });

  it("explains an expired confirmation link", async () => {
    await renderApp(`/signup/steps?token=${TOKEN}`, { "POST /api/v1/valid-confirmation": () => apiError(410, "token_expired") });
    expect(await screen.findByText("This link has expired. Please request a new one.")).toBeTruthy();
  });
});

describe("password reset", () => {
  it("requests a reset link", async () => {
    const app = await renderApp("/password-reset?email=ada%40example.com", { "POST /api/v1/request-reset": () => noContent() });
    await screen.findByRole("heading", { name: "Reset your password" });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await screen.findByText(/ada@example\.com, a reset link/);
    await app.expectLocation("/password-reset/mail-sent?email=ada%40example.com");
  });

  it("sets a new password with the link's token and confirms", async () => {
    let sent: unknown = null;
    const app = await renderApp(`/password-reset/new?token=${TOKEN}`, {
      "POST /api/v1/check-password": passwordVerdict,
      "POST /api/v1/reset-password": ({ body }) => {
        sent = body;
        return noContent();
      },
    });
    await screen.findByRole("heading", { name: "Choose a new password" });
    type("New password", "a long enough passphrase");
    type("Repeat the new password", "something else entirely");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The two passwords are not the same.")).toBeTruthy();
    type("Repeat the new password", "a long enough passphrase");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await screen.findByRole("heading", { name: "Your password has been changed" });
    await app.expectLocation("/password-reset/confirm");
    expect(sent).toEqual({ token: TOKEN, new: "a long enough passphrase" });
  });

  it("does not send a password the policy refuses", async () => {
    const app = await renderApp(`/password-reset/new?token=${TOKEN}`, { "POST /api/v1/check-password": passwordVerdict });
    await screen.findByRole("heading", { name: "Choose a new password" });
    type("New password", "short");
    type("Repeat the new password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("This password is too short.")).toBeTruthy();
    await waitFor(() => expect(app.calls.some((call) => call.key === "POST /api/v1/check-password")).toBe(true));
    expect(app.calls.some((call) => call.key === "POST /api/v1/reset-password")).toBe(false);
  });
});

describe("logout", () => {
  it("ends the session on the server and forgets it here", async () => {
    const app = await renderApp("/logout", { "GET /api/v1/user": () => json(200, makeUser()), "POST /api/v1/logout": () => noContent() }, { token: "t" });
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    expect(app.calls.some((call) => call.key === "POST /api/v1/logout")).toBe(true);
    expect(app.services.tokenStore.get()).toBeNull();
  });
});
