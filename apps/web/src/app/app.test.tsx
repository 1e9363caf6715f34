import "../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "../test/user-factory.ts";
import { apiError, json, noContent, renderApp } from "../test/render-app.tsx";

const loginAnswer = () => json(200, { token: "new-token", expiresAt: "2026-01-02T00:00:00Z" });

describe("the app", () => {
  it("shows 'Page Not Found' with the path for an unknown path", async () => {
    await renderApp("/no/such/page", {});
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByText("/no/such/page")).toBeTruthy();
    expect(document.title).toBe("Page Not Found - Paraph");
  });

  it("sends a logged-out visitor to /login and back to the page after logging in", async () => {
    const app = await renderApp("/profile/settings", {
      "POST /api/v1/login": loginAnswer,
      "GET /api/v1/user": ({ headers }) => (headers.get("Authorization") === "Bearer new-token" ? json(200, makeUser()) : apiError(401, "unauthenticated")),
    });
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    await app.expectLocation("/login");
    expect(document.title).toBe("Log in - Paraph");
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "Ada@Example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse battery" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    await screen.findByRole("heading", { name: "Settings" });
    await app.expectLocation("/profile/settings");
    // Keyboard and screen-reader users start at the new page's content.
    expect(document.activeElement?.id).toBe("main");
    expect(app.calls.find((call) => call.key === "POST /api/v1/login")?.body).toEqual({ email: "ada@example.com", password: "correct horse battery" });
  });

  it("shows the server's verdict on wrong credentials and stays on /login", async () => {
    const app = await renderApp("/login", { "POST /api/v1/login": () => apiError(401, "invalid_credentials") });
    fireEvent.change(await screen.findByLabelText("E-mail address"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("The e-mail address or the password is wrong.")).toBeTruthy();
    await app.expectLocation("/login");
  });

  it("refuses an invalid e-mail address before calling the server", async () => {
    const app = await renderApp("/login", {});
    fireEvent.change(await screen.findByLabelText("E-mail address"), { target: { value: "ada@example" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText(/Please enter a valid e-mail address/)).toBeTruthy();
    expect(app.calls.some((call) => call.key === "POST /api/v1/login")).toBe(false);
  });

  it("fills the login e-mail from a valid email query parameter, lower-cased", async () => {
    await renderApp("/login?email=Ada%40Example.COM", {});
    expect(((await screen.findByLabelText("E-mail address")) as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("sends a user to /sorry when the server fails with a 500", async () => {
    const app = await renderApp("/profile", { "GET /api/v1/user": () => apiError(500, "internal_error") }, { token: "stored" });
    await screen.findByRole("heading", { name: "Sorry, something went wrong" });
    await app.expectLocation("/sorry");
    // Spec §8: the stored token of a user who could not be loaded is removed.
    expect(app.services.tokenStore.get()).toBeNull();
  });

  it("forces a weak-password user to /profile/change-password", async () => {
    const app = await renderApp("/dashboard", { "GET /api/v1/user": () => json(200, makeUser({ attributes: { weakPassword: true } })) }, { token: "t" });
    await screen.findByText("Please choose a new password");
    await app.expectLocation("/profile/change-password");
  });

  it("logs out on a 401 and remembers the page", async () => {
    const app = await renderApp("/profile", { "GET /api/v1/user": () => apiError(401, "unauthenticated") }, { token: "expired" });
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    expect(app.services.tokenStore.get()).toBeNull();
    expect(app.services.sessionStorage.get("paraph-remembered-path")).toBe("/profile");
  });

  it("asks for the general terms before use and records the acceptance", async () => {
    let accepted = false;
    await renderApp(
      "/profile",
      {
        "GET /api/v1/user": () => json(200, makeUser({ attributes: { acceptedGtc: accepted } })),
        "POST /api/v1/user/accept": ({ body }) => {
          accepted = (body as { type: string }).type === "gtc";
          return json(200, makeUser({ attributes: { acceptedGtc: true } }));
        },
      },
      { token: "t" },
    );
    const dialog = await screen.findByRole("dialog");
    // The terms and the privacy notice it asks for are a click away, in a new tab (the built-in pages without TERMS_URL).
    const terms = within(dialog).getByRole("link", { name: /terms of use/ });
    expect([terms.getAttribute("href"), terms.getAttribute("target"), terms.getAttribute("rel")]).toEqual(["/legal/terms", "_blank", "noopener noreferrer"]);
    expect(within(dialog).getByRole("link", { name: /privacy notice/ }).getAttribute("href")).toBe("/legal/privacy");
    fireEvent.click(await screen.findByRole("button", { name: "Accept and continue" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Accept and continue" })).toBeNull());
    expect(accepted).toBe(true);
  });

  it("deletes the account with the password and shows /bye once", async () => {
    const app = await renderApp(
      "/profile",
      {
        "GET /api/v1/user": () => json(200, makeUser()),
        "POST /api/v1/user/delete": ({ body }) => ((body as { password: string }).password === "right" ? noContent() : apiError(403, "wrong_password")),
      },
      { token: "t" },
    );
    // First the delete-user overlay says what goes and what others keep; cancelling it asks nothing.
    fireEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    let overlay = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(within(overlay).getByRole("region", { name: "Deleted with your account" }).textContent).toContain("Your visual signatures");
    expect(within(overlay).getByRole("region", { name: "What others keep" }).textContent).toContain("Copies of signed documents that others downloaded or received stay with them");
    fireEvent.click(within(overlay).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByLabelText("Password")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Delete account" }));
    overlay = await screen.findByRole("dialog", { name: "Delete your account?" });
    fireEvent.click(within(overlay).getByRole("button", { name: "Continue to delete" }));
    const password = await screen.findByLabelText("Password");
    expect(screen.queryByRole("dialog", { name: "Delete your account?" })).toBeNull();
    fireEvent.change(password, { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("The password is wrong.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "right" } });
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await screen.findByRole("heading", { name: "Your account has been deleted" });
    await app.expectLocation("/bye");
    expect(app.services.tokenStore.get()).toBeNull();
    await app.router.navigate("/login");
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    await app.router.navigate("/bye");
    await app.expectLocation("/login");
  });
});
