import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, noContent, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeListItem } from "../test/template-factory.ts";

const BUSINESS = { id: "b0a1c2d3-0000-4000-8000-000000000001", name: "Muster AG", isAdmin: false, isMember: true, seals: [] };
const mine = makeListItem();
const colleagues = makeListItem({ id: "7e000000-0000-4000-8000-000000000002", title: "NDA", businessId: BUSINESS.id, canEdit: false, owner: { id: "u2", email: "bob@muster.ch", firstName: "Bob", lastName: "Muster" }, roleNames: ["Partner"] });

/** The list call answers by scope and title filter, and DELETE removes a template, as the server would. */
function fakeServer(user = makeUser({ business: BUSINESS })) {
  let templates = [mine, colleagues];
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, user),
    "GET /api/v3/templates": ({ url }) => {
      const scope = url.searchParams.get("scope");
      const q = url.searchParams.get("q")?.toLowerCase();
      const items = templates.filter((template) => (scope === "shared" ? template.businessId !== null : template.owner.id === "user-1")).filter((template) => !q || template.title.toLowerCase().includes(q));
      return json(200, { items, page: 1, size: 25, total: items.length });
    },
    [`DELETE /api/v3/templates/${mine.id}`]: () => {
      templates = templates.filter((template) => template.id !== mine.id);
      return noContent();
    },
  };
  return handlers;
}

describe("/templates", () => {
  it("lists my templates with roles, documents, date and actions; the shared tab shows a colleague's without Edit or Delete", async () => {
    const view = await renderApp("/templates", fakeServer(), { token: "t" });
    const row = (await screen.findByText("Employment contract")).closest("tr");
    if (!row) throw new Error("no row");
    expect(within(row).getByText("Employee → HR")).toBeTruthy();
    expect(within(row).getByText("2 Nov 2026")).toBeTruthy();
    expect(within(row).getByRole("link", { name: "Edit Employment contract" }).getAttribute("href")).toBe(`/templates/${mine.id}`);
    expect(within(row).getByRole("link", { name: "Use Employment contract" }).getAttribute("href")).toBe(`/templates/${mine.id}/use`);
    expect(within(row).getByRole("link", { name: "Bulk send with Employment contract" }).getAttribute("href")).toBe(`/templates/${mine.id}/bulk-send`);
    expect(screen.getByRole("link", { name: "Templates" })).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Shared with my business" }));
    await view.expectLocation("/templates?scope=shared");
    const shared = (await screen.findByText("NDA")).closest("tr");
    if (!shared) throw new Error("no row");
    expect(within(shared).getByText("Shared")).toBeTruthy();
    expect(within(shared).getByText("by Bob Muster")).toBeTruthy();
    expect(within(shared).getByRole("link", { name: "Use NDA" })).toBeTruthy();
    expect(within(shared).queryByRole("link", { name: "Edit NDA" })).toBeNull();
    expect(within(shared).queryByRole("button", { name: "Delete NDA" })).toBeNull();
  });

  it("searches by name and says when nothing matches", async () => {
    const view = await renderApp("/templates", fakeServer(), { token: "t" });
    await screen.findByText("Employment contract");
    fireEvent.change(screen.getByLabelText("Search templates"), { target: { value: "lease" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await view.expectLocation("/templates?scope=mine&q=lease");
    expect(await screen.findByText("No template matches your search.")).toBeTruthy();
  });

  it("deletes after asking, then shows the empty list with New template", async () => {
    const view = await renderApp("/templates", fakeServer(), { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Delete Employment contract" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the template?" });
    expect(within(dialog).getByText(/“Employment contract” is deleted for everyone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete template" }));
    expect(await screen.findByText("You have no template yet.")).toBeTruthy();
    await waitFor(() => expect(view.calls.some((call) => call.key === `DELETE /api/v3/templates/${mine.id}`)).toBe(true));
    expect(screen.getAllByRole("link", { name: "New template" }).map((link) => link.getAttribute("href"))).toContain("/templates/new");
  });

  it("offers no shared tab outside a business, and asks which template to use when opened from the dashboard", async () => {
    await renderApp("/templates?use=1", fakeServer(makeUser()), { token: "t" });
    expect(await screen.findByText("Choose the template to make a request from.")).toBeTruthy();
    await screen.findByText("Employment contract");
    expect(screen.queryByRole("link", { name: "Shared with my business" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Edit Employment contract" })).toBeNull();
    expect(screen.getByRole("link", { name: "Use Employment contract" })).toBeTruthy();
  });
});
