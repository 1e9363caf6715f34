import "../../test/dom-cleanup.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UserBusiness } from "@paraph/contracts";
import { json, renderApp } from "../../test/render-app.tsx";
import { makeUser } from "../../test/user-factory.ts";

const business = (isAdmin: boolean): UserBusiness => ({ id: "business-1", name: "Muster AG", isAdmin, isMember: true, seals: [] });
const openAs = (path: string, membership: UserBusiness | null) =>
  renderApp(path, { "GET /api/v1/user": () => json(200, makeUser({ business: membership })) }, { token: "t" });

/** Spec §4 and §6 in the whole app: the role comes from the user's business and decides the business routes. */
describe("business routes by the user's place in a business", () => {
  it("open the admin pages to an admin", async () => {
    const app = await openAs("/business/members", business(true));
    expect(await screen.findByRole("heading", { name: "Members" })).toBeTruthy();
    await app.expectLocation("/business/members");
  });

  it("send an admin away from register to the business profile", async () => {
    const app = await openAs("/business/register", business(true));
    await screen.findByRole("heading", { name: "Business profile" });
    await app.expectLocation("/business/profile");
  });

  it("tell a member who is not admin and send them to /", async () => {
    const app = await openAs("/business/members", business(false));
    expect(await screen.findByText("Only administrators of your business can open this page.")).toBeTruthy();
    await app.expectLocation("/");
  });

  it("let a member use the member pages and the pages of every user", async () => {
    const app = await openAs("/invite/x1", business(false));
    expect(await screen.findByRole("heading", { name: "Invitation" })).toBeTruthy();
    await app.router.navigate("/profile");
    expect(await screen.findByText("Member")).toBeTruthy();
  });

  it("keep the member pages from a user without a business and offer registering one", async () => {
    const app = await openAs("/invite/x1", null);
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    await app.router.navigate("/business/members");
    await screen.findByRole("heading", { name: "Register a business" });
    await app.expectLocation("/business/register");
  });

  it("keep the strict upgrade page from a member who is not admin", async () => {
    const app = await openAs("/business/upgrade", business(false));
    await app.expectLocation("/");
  });
});
