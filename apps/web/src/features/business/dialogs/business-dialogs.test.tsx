import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReceivedBusinessInvitation, User, UserBusiness } from "@paraph/contracts";
import { apiError, json, noContent, renderApp } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

const MUSTER: ReceivedBusinessInvitation = {
  id: "6f1c2b8e-9a41-4c52-8d0e-3b7a5c1d2e01",
  business: { id: "b0a1c2d3-0000-4000-8000-000000000001", name: "Muster AG" },
  invitedBy: "Ada Admin",
  createdAt: "2026-01-01T00:00:00.000Z",
};
const BEISPIEL: ReceivedBusinessInvitation = {
  id: "6f1c2b8e-9a41-4c52-8d0e-3b7a5c1d2e02",
  business: { id: "b0a1c2d3-0000-4000-8000-000000000002", name: "Beispiel GmbH" },
  invitedBy: null,
  createdAt: "2026-01-02T00:00:00.000Z",
};
const membership = (isAdmin: boolean): UserBusiness => ({ id: MUSTER.business.id, name: "Muster AG", isAdmin, isMember: true, seals: [] });

/** A server that keeps one user and answers the business calls the way the API does. */
function fakeServer(initial: User) {
  let user = initial;
  const handlers = {
    "GET /api/v1/user": () => json(200, user),
    [`POST /api/v1/user/business-invitations/${MUSTER.id}/accept`]: () => {
      user = { ...user, business: membership(false), pendingBusinessInvitations: [] };
      return json(200, user);
    },
    [`POST /api/v1/user/business-invitations/${MUSTER.id}/decline`]: () => {
      user = { ...user, pendingBusinessInvitations: user.pendingBusinessInvitations.filter((invitation) => invitation.id !== MUSTER.id) };
      return noContent();
    },
    "PUT /api/v1/user": ({ body }: { body: unknown }) => {
      const attributes = (body as { attributes: Partial<User["attributes"]> }).attributes;
      user = { ...user, attributes: { ...user.attributes, ...attributes } };
      return json(200, user);
    },
  };
  return { handlers, current: () => user };
}

const dialog = () => screen.findByRole("dialog");

describe("the business invitation dialog", () => {
  it("must be answered first; accepting joins the business and unlocks the member pages", async () => {
    const server = fakeServer(makeUser({ pendingBusinessInvitations: [MUSTER] }));
    const app = await renderApp("/invite/x1", server.handlers, { token: "t" });
    expect(await screen.findByRole("heading", { name: "Invitation to join Muster AG" })).toBeTruthy();
    expect(screen.getByText("Ada Admin invited you to join Muster AG on Paraph.")).toBeTruthy();
    // Not a member yet: the member page behind the dialog is not for this user.
    expect(screen.getByRole("heading", { name: "Page Not Found", hidden: true })).toBeTruthy();
    // Nothing but the two answers: no close button, Escape does not dismiss it.
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent(await dialog(), new Event("cancel", { cancelable: true }));
    expect(screen.getByRole("dialog")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Accept and join" }));
    expect(await screen.findByText("You are now a member of Muster AG.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(app.calls.some((call) => call.key === `POST /api/v1/user/business-invitations/${MUSTER.id}/accept`)).toBe(true);
    expect(await screen.findByRole("heading", { name: "Invitation" })).toBeTruthy();
    await app.expectLocation("/invite/x1");
  });

  it("declines, reloads the user and asks about the next invitation", async () => {
    const server = fakeServer(makeUser({ pendingBusinessInvitations: [MUSTER, BEISPIEL] }));
    const app = await renderApp("/dashboard", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "Invitation to join Muster AG" });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("You declined the invitation to Muster AG.")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Invitation to join Beispiel GmbH" })).toBeTruthy();
    // Nobody is named as the inviter of this one.
    expect(screen.getByText("You have been invited to join Beispiel GmbH on Paraph.")).toBeTruthy();
    expect(app.calls.filter((call) => call.key === "GET /api/v1/user").length).toBeGreaterThanOrEqual(2);
    expect(server.current().business).toBeNull();
  });

  it("shows why the answer failed and stays open", async () => {
    const server = fakeServer(makeUser({ pendingBusinessInvitations: [MUSTER] }));
    await renderApp(
      "/dashboard",
      { ...server.handlers, [`POST /api/v1/user/business-invitations/${MUSTER.id}/accept`]: () => apiError(409, "already_in_business") },
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Accept and join" }));
    expect(await screen.findByText("You already belong to a business. Leave it first.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Invitation to join Muster AG" })).toBeTruthy();
  });
});

describe("the business downgraded dialog", () => {
  it("tells about the deleted business, then the removal, and clears each notice once read", async () => {
    const server = fakeServer(makeUser({ attributes: { businessDeleted: true, removedFromBusiness: true } }));
    const app = await renderApp("/dashboard", server.handlers, { token: "t" });
    await screen.findByRole("heading", { name: "Your business has been deleted" });
    expect(screen.getByText(/continues as a personal account/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Understood" }));
    await screen.findByRole("heading", { name: "You are no longer in your business" });
    fireEvent.click(screen.getByRole("button", { name: "Understood" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const updates = app.calls.filter((call) => call.key === "PUT /api/v1/user").map((call) => call.body);
    expect(updates).toEqual([{ attributes: { businessDeleted: false } }, { attributes: { removedFromBusiness: false } }]);
    expect(server.current().attributes).toMatchObject({ businessDeleted: false, removedFromBusiness: false });
  });
});

describe("the leave business dialog", () => {
  it("refuses the last admin with the server's reason, then lets a member leave", async () => {
    let user = makeUser({ business: membership(true) });
    let isLastAdmin = true;
    await renderApp(
      "/profile",
      {
        "GET /api/v1/user": () => json(200, user),
        "POST /api/v1/user/leave-business": () => {
          if (isLastAdmin) return apiError(409, "last_business_admin");
          user = { ...user, business: null };
          return json(200, user);
        },
      },
      { token: "t" },
    );
    expect(await screen.findByText("Administrator")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Business profile" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Leave business" }));
    // The <dialog> joins the accessibility tree once its effect has opened it, a moment after its text is in the page.
    const leave = await screen.findByRole("dialog", { name: "Leave business" });
    expect(within(leave).getByText(/You are about to leave Muster AG/)).toBeTruthy();
    fireEvent.click(within(leave).getByRole("button", { name: "Leave the business" }));
    expect(await screen.findByText("A business needs an admin. Make someone else an admin first.")).toBeTruthy();

    isLastAdmin = false;
    fireEvent.click(screen.getByRole("button", { name: "Leave the business" }));
    expect(await screen.findByText("You have left Muster AG.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Leave business" })).toBeNull();
  });

  it("is not offered to someone outside a business", async () => {
    await renderApp("/profile", { "GET /api/v1/user": () => json(200, makeUser()) }, { token: "t" });
    await screen.findByRole("heading", { name: "Your account" });
    expect(screen.queryByRole("button", { name: "Leave business" })).toBeNull();
  });
});
