import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { User } from "@paraph/contracts";
import { peekRememberedPath } from "../../../shared/session/remembered-path.ts";
import { makeUser } from "../../../test/user-factory.ts";
import { apiError, json, noContent, renderApp } from "../../../test/render-app.tsx";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openSettings(handlers: Parameters<typeof renderApp>[1]) {
  const app = await renderApp("/profile/settings", handlers, { token: "t" });
  await screen.findByRole("heading", { name: "E-mail address" });
  return app;
}

describe("changing the e-mail address on the settings page", () => {
  it("sends the new address with the password, then shows the change as pending and cancels it", async () => {
    let user: User = makeUser({ email: "ada@example.ch", pendingEmail: null });
    const sent: unknown[] = [];
    await openSettings({
      "GET /api/v1/user": () => json(200, user),
      "POST /api/v1/user/email-change": ({ body }) => {
        sent.push(body);
        user = { ...user, pendingEmail: "ada@new.example.ch" };
        return noContent();
      },
      "DELETE /api/v1/user/email-change": () => {
        user = { ...user, pendingEmail: null };
        return noContent();
      },
    });
    expect(screen.getByText("Your account uses ada@example.ch.")).toBeTruthy();
    type("New e-mail address", " Ada@New.Example.ch ");
    type("Current password", "my-password");
    fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("We sent a confirmation link to ada@new.example.ch.")).toBeTruthy();
    expect(sent).toEqual([{ email: "ada@new.example.ch", password: "my-password" }]);
    expect(await screen.findByText(/Waiting for confirmation at ada@new\.example\.ch\./)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancel the change" }));
    expect(await screen.findByText("The change of e-mail address was cancelled.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Waiting for confirmation/)).toBeNull());
  });

  it("checks the address before sending, and shows a wrong password at the password field", async () => {
    const app = await openSettings({
      "GET /api/v1/user": () => json(200, makeUser()),
      "POST /api/v1/user/email-change": () => apiError(403, "wrong_password"),
    });
    type("New e-mail address", "not-an-address");
    type("Current password", "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("Please enter a valid e-mail address, such as name@example.com.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === "POST /api/v1/user/email-change")).toBe(false);

    type("New e-mail address", "ada@new.example.ch");
    fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    const field = (await screen.findByLabelText("Current password")).closest("div")?.parentElement as HTMLElement;
    expect(await within(field).findByText("The password is wrong.")).toBeTruthy();
  });

  it("says why a refused address cannot be used", async () => {
    await openSettings({
      "GET /api/v1/user": () => json(200, makeUser()),
      "POST /api/v1/user/email-change": () => apiError(422, "email_change_sso_domain"),
    });
    type("New e-mail address", "ada@covered.example.ch");
    type("Current password", "my-password");
    fireEvent.click(screen.getByRole("button", { name: "Send confirmation link" }));
    expect(await screen.findByText("Single sign-on covers this domain; choose another address.")).toBeTruthy();
  });

  it("offers no change to an account whose address comes from single sign-on", async () => {
    await openSettings({ "GET /api/v1/user": () => json(200, makeUser({ hasSso: true })) });
    expect(screen.getByText(/comes from your company's single sign-on/)).toBeTruthy();
    expect(screen.queryByLabelText("New e-mail address")).toBeNull();
  });
});

describe("/profile/confirm", () => {
  it("confirms the link once and shows the new address", async () => {
    let confirmations = 0;
    const app = await renderApp(
      "/profile/confirm?token=abcdefghijklmnopqrstuvwxyz",
      {
        "GET /api/v1/user": () => json(200, makeUser({ email: "ada@example.ch" })),
        "POST /api/v1/user/email-change/confirm": ({ body }) => {
          confirmations += 1;
          expect(body).toEqual({ token: "abcdefghijklmnopqrstuvwxyz" });
          return json(200, makeUser({ email: "ada@new.example.ch" }));
        },
      },
      { token: "t" },
    );
    await screen.findByRole("heading", { name: "Confirm e-mail address" });
    expect(await screen.findByText("E-mail address changed")).toBeTruthy();
    expect(screen.getByText(/Your account now uses ada@new\.example\.ch\./)).toBeTruthy();
    expect(confirmations).toBe(1);
    fireEvent.click(screen.getByRole("link", { name: "Go to settings" }));
    await app.expectLocation("/profile/settings");
  });

  it.each([
    [410, "token_expired", "The link has expired. Ask for the change again in your settings."],
    [410, "token_used", /has been used, or a newer request or a cancellation replaced it/],
    [404, "email_change_other_account", /This link was sent for another account/],
    [409, "email_already_registered", /Another account has taken this e-mail address meanwhile/],
  ])("explains a %s %s", async (status, code, message) => {
    await renderApp(
      "/profile/confirm?token=abcdefghijklmnopqrstuvwxyz",
      { "GET /api/v1/user": () => json(200, makeUser()), "POST /api/v1/user/email-change/confirm": () => apiError(status, code) },
      { token: "t" },
    );
    expect(await screen.findByText("The e-mail address was not changed")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it("asks for the link when the token is missing", async () => {
    const app = await renderApp("/profile/confirm", { "GET /api/v1/user": () => json(200, makeUser()) }, { token: "t" });
    expect(await screen.findByText(/This page needs the link from the confirmation e-mail/)).toBeTruthy();
    expect(app.calls.some((call) => call.key === "POST /api/v1/user/email-change/confirm")).toBe(false);
  });

  it("sends a logged-out visitor to the login and remembers the link", async () => {
    const app = await renderApp("/profile/confirm?token=abcdefghijklmnopqrstuvwxyz", {});
    await app.expectLocation(/^\/login/);
    expect(peekRememberedPath(app.services.sessionStorage)).toBe("/profile/confirm?token=abcdefghijklmnopqrstuvwxyz");
  });
});
