import "../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { UserBusiness } from "@paraph/contracts";
import { json, renderApp } from "../../test/render-app.tsx";
import { makeUser } from "../../test/user-factory.ts";

const business = (isAdmin: boolean): UserBusiness => ({ id: "b-1", name: "Muster AG", isAdmin, isMember: true, seals: [] });
const openAs = (membership: UserBusiness | null, path = "/profile") =>
  renderApp(path, { "GET /api/v1/user": () => json(200, makeUser({ business: membership })) }, { token: "t" });
const menuLinks = (list: HTMLElement) =>
  within(list)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the business menu in the header", () => {
  it("gives an admin the business's name and every business page, as a disclosure", async () => {
    await openAs(business(true));
    const toggle = await screen.findByRole("button", { name: "Business: Muster AG" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(list?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(list?.hidden).toBe(false);
    expect(menuLinks(list as HTMLElement)).toEqual([
      ["Business dashboard", "/business/dashboard"],
      ["Activity", "/business/activity"],
      ["Members", "/business/members"],
      ["Signer groups", "/business/members/signer-groups"],
      ["Seals", "/business/seals"],
      ["API access", "/business/developers/api"],
      ["Webhooks", "/business/developers/webhooks"],
      ["Business settings", "/business/settings"],
      ["Plan and billing", "/business/billing/plan"],
      ["Business profile", "/business/profile"],
    ]);
  });

  it("closes with Escape and gives the focus back to its button", async () => {
    await openAs(business(true));
    const toggle = await screen.findByRole("button", { name: "Business: Muster AG" });
    fireEvent.click(toggle);
    const firstLink = screen.getByRole("link", { name: "Business dashboard" });
    firstLink.focus();
    fireEvent.keyDown(firstLink, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("closes when a page is chosen from it", async () => {
    const app = await openAs(business(true));
    fireEvent.click(await screen.findByRole("button", { name: "Business: Muster AG" }));
    fireEvent.click(screen.getByRole("link", { name: "Members" }));
    await app.expectLocation("/business/members");
    await screen.findByRole("heading", { name: "Members", level: 1 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Business: Muster AG" }).getAttribute("aria-expanded")).toBe("false"));
  });

  it("gives a member the business's name and their membership only", async () => {
    await openAs(business(false));
    const toggle = await screen.findByRole("button", { name: "Business: Muster AG" });
    fireEvent.click(toggle);
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(menuLinks(list)).toEqual([["Your membership", "/profile"]]);
  });

  it("is not there for a user without a business, who is offered to register one instead", async () => {
    await openAs(null);
    await screen.findByRole("link", { name: "Log out" });
    expect(screen.queryByRole("button", { name: /^Business:/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Register a business" }).getAttribute("href")).toBe("/business/register");
  });
});
