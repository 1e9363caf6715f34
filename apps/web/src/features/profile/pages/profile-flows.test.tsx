import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { User } from "@paraph/contracts";
import { makeUser } from "../../../test/user-factory.ts";
import { apiError, json, renderApp } from "../../../test/render-app.tsx";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("settings", () => {
  it("saves names, language, notifications, legislation and quality, then shows the new language", async () => {
    let user: User = makeUser();
    let sent: unknown = null;
    await renderApp(
      "/profile/settings",
      {
        "GET /api/v1/user": () => json(200, user),
        "PUT /api/v1/user": ({ body }) => {
          sent = body;
          const update = body as { firstName: string; lastName: string; attributes: Partial<User["attributes"]> };
          user = makeUser({ firstName: update.firstName, lastName: update.lastName, attributes: update.attributes });
          return json(200, user);
        },
      },
      { token: "t" },
    );
    await screen.findByRole("heading", { name: "Settings" });
    type("First name", "Augusta");
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "de-ch" } });
    fireEvent.click(screen.getByLabelText(/^Essential/));
    fireEvent.change(screen.getByLabelText("Default legislation"), { target: { value: "zertes" } });
    fireEvent.change(screen.getByLabelText("Default signature quality"), { target: { value: "qes" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Ihre Einstellungen wurden gespeichert.")).toBeTruthy();
    expect(sent).toEqual({
      firstName: "Augusta",
      lastName: "Lovelace",
      attributes: { lang: "de-ch", emailNotificationLevel: "essential", defaultLegislation: "zertes", defaultQuality: "qes" },
    });
  });

  it("shows the names an identification fixed as read-only and leaves them out of the update", async () => {
    const identified = makeUser({ attributes: { immutableEidFields: ["firstName", "lastName", "dateOfBirth", "documentNumber"] } });
    let sent: unknown = null;
    await renderApp(
      "/profile/settings",
      {
        "GET /api/v1/user": () => json(200, identified),
        "PUT /api/v1/user": ({ body }) => {
          sent = body;
          return json(200, identified);
        },
      },
      { token: "t" },
    );
    await screen.findByRole("heading", { name: "Settings" });
    expect(screen.getByText("Your first and last name come from your identification and cannot be changed.")).toBeTruthy();
    expect((screen.getByLabelText("First name") as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText("Last name") as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText("Default legislation"), { target: { value: "eidas" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Your settings have been saved.");
    expect(sent).toEqual({ attributes: { lang: "en-gb", emailNotificationLevel: "all", defaultLegislation: "eidas", defaultQuality: null } });
  });

  it("lets an account without identification edit its names", async () => {
    await renderApp("/profile/settings", { "GET /api/v1/user": () => json(200, makeUser()) }, { token: "t" });
    await screen.findByRole("heading", { name: "Settings" });
    expect((screen.getByLabelText("First name") as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByText("Your first and last name come from your identification and cannot be changed.")).toBeNull();
  });

  it("asks before leaving with unsaved changes, and stays when asked to", async () => {
    const app = await renderApp("/profile/settings", { "GET /api/v1/user": () => json(200, makeUser()) }, { token: "t" });
    await screen.findByRole("heading", { name: "Settings" });
    type("Last name", "Byron");
    fireEvent.click(screen.getByRole("link", { name: "Profile" }));
    fireEvent.click(await screen.findByRole("button", { name: "Stay on the page" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Stay on the page" })).toBeNull());
    await app.expectLocation("/profile/settings");
    fireEvent.click(screen.getByRole("link", { name: "Profile" }));
    fireEvent.click(await screen.findByRole("button", { name: "Leave without saving" }));
    await app.expectLocation("/profile");
  });
});

describe("change password", () => {
  it("shows a wrong current password at its field", async () => {
    await renderApp(
      "/profile/change-password",
      {
        "GET /api/v1/user": () => json(200, makeUser()),
        "POST /api/v1/check-password": () => json(200, { validPassword: true, errorCode: null }),
        "POST /api/v1/change-password": () => apiError(403, "wrong_password"),
      },
      { token: "t" },
    );
    await screen.findByRole("heading", { name: "Change password" });
    type("Current password", "not it");
    type("New password", "a long enough passphrase");
    type("Repeat the new password", "a long enough passphrase");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The password is wrong.")).toBeTruthy();
  });

  it("continues with the new token and lets a weak-password user go on", async () => {
    let weak = true;
    const app = await renderApp(
      "/dashboard",
      {
        "GET /api/v1/user": ({ headers }) => json(200, makeUser({ attributes: { weakPassword: weak && headers.get("Authorization") === "Bearer old" } })),
        "POST /api/v1/check-password": () => json(200, { validPassword: true, errorCode: null }),
        "POST /api/v1/change-password": () => {
          weak = false;
          return json(200, { token: "fresh", expiresAt: "2026-01-02T00:00:00Z" });
        },
      },
      { token: "old" },
    );
    await screen.findByText("Please choose a new password");
    type("Current password", "old password");
    type("New password", "a long enough passphrase");
    type("Repeat the new password", "a long enough passphrase");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await screen.findByText("Your password has been changed.");
    await app.expectLocation("/profile");
    expect(app.services.tokenStore.get()).toBe("fresh");
  });
});
