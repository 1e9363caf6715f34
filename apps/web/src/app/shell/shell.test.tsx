import "../../test/dom-cleanup.ts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeUser } from "../../test/user-factory.ts";
import { json, renderApp } from "../../test/render-app.tsx";

const notice = (overrides: Record<string, unknown>) => () =>
  json(200, { status: "active", isBlocking: false, url: null, message: "Upgrade on Sunday 02:00–04:00", ...overrides });

afterEach(() => {
  document.head.querySelectorAll('meta[name="paraph-mode"]').forEach((meta) => meta.remove());
  document.cookie = "paraph_staff=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

describe("maintenance", () => {
  it("shows a banner for an active notice that does not block", async () => {
    await renderApp("/login", { "GET /api/v1/maintenance": notice({}) });
    expect(await screen.findByText("Upgrade on Sunday 02:00–04:00")).toBeTruthy();
    expect(screen.getByText("Scheduled maintenance:")).toBeTruthy();
  });

  it("shows no banner when the notice is inactive", async () => {
    await renderApp("/login", { "GET /api/v1/maintenance": notice({ status: "inactive" }) });
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    expect(screen.queryByText("Scheduled maintenance:")).toBeNull();
  });

  it("sends everyone to /maintenance while it blocks", async () => {
    const app = await renderApp("/login", { "GET /api/v1/maintenance": notice({ isBlocking: true }) });
    await screen.findByRole("heading", { name: "Paraph is under maintenance" });
    await app.expectLocation("/maintenance");
    expect(screen.getByText("Upgrade on Sunday 02:00–04:00")).toBeTruthy();
  });

  it("lets staff with the marker cookie through", async () => {
    document.cookie = "paraph_staff=1; path=/";
    const app = await renderApp("/login", { "GET /api/v1/maintenance": notice({ isBlocking: true }) });
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await app.expectLocation("/login");
  });
});

describe("test system frame", () => {
  it("shows four strips when the mode is not production", async () => {
    await renderApp("/login", {});
    const frame = await screen.findByTestId("test-system-frame");
    expect(frame.children).toHaveLength(5);
    expect(screen.getByText("Test system")).toBeTruthy();
  });

  it("is absent in production", async () => {
    const meta = document.createElement("meta");
    meta.name = "paraph-mode";
    meta.content = "production";
    document.head.append(meta);
    await renderApp("/login", {});
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    expect(screen.queryByTestId("test-system-frame")).toBeNull();
  });

  it("is absent when hide-staging-alert is set, and the Hide button sets it", async () => {
    const app = await renderApp("/login", {});
    fireEvent.click(await screen.findByRole("button", { name: "Hide" }));
    expect(screen.queryByTestId("test-system-frame")).toBeNull();
    expect(app.services.localStorage.get("hide-staging-alert")).not.toBeNull();
  });
});

describe("languages", () => {
  it("switches the interface with a supported lang query parameter", async () => {
    await renderApp("/login?lang=de-ch", {});
    expect(await screen.findByRole("heading", { name: "Bei Paraph anmelden" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("de-ch");
  });

  it("ignores an unsupported lang query parameter", async () => {
    await renderApp("/login?lang=es", {});
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("heading", { name: "Log in to Paraph" })).toBeTruthy();
  });

  it("shows a logged-in user's own language", async () => {
    await renderApp("/profile", { "GET /api/v1/user": () => json(200, makeUser({ attributes: { lang: "fr-ch" } })) }, { token: "t" });
    expect(await screen.findByRole("heading", { name: "Votre compte" })).toBeTruthy();
  });
});

describe("business pages", () => {
  it("send a user without a business to /business/register", async () => {
    const app = await renderApp("/business/members", { "GET /api/v1/user": () => json(200, makeUser()) }, { token: "t" });
    await app.expectLocation("/business/register");
    expect(await screen.findByRole("heading", { name: "Register a business" })).toBeTruthy();
  });

  it("redirect /business/members/activity to /business/activity", async () => {
    const app = await renderApp("/business/members/activity", {});
    await app.expectLocation("/login");
    expect(app.services.sessionStorage.get("paraph-remembered-path")).toBe("/business/activity");
  });
});
