import "../../../test/dom-cleanup.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, renderApp } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeRequest } from "../test/request-factory.ts";

installFakeIntersectionObserver();

const SECRET = "s".repeat(43);
const request = makeRequest({ myRole: "signer", allowedActions: ["decline", "delegate"] });
const invitation = { signatureRequestId: request.id, title: "Lease agreement", ownerName: "Bea Keller", invitedEmail: "ada.private@example.com", isClaimable: true, isClaimedByMe: false };

describe("/sendto/{id}", () => {
  it("claims the invitation into the account and opens the request", async () => {
    const app = await renderApp(
      `/sendto/${SECRET}`,
      {
        "GET /api/v1/user": () => json(200, makeUser()),
        [`GET /api/v3/sendto/${SECRET}/get-internal`]: () => json(200, invitation),
        [`POST /api/v3/sendto/${SECRET}/claim`]: () => json(200, { signatureRequestId: request.id }),
        [`GET /api/v3/signature-requests/${request.id}`]: () => json(200, request),
        [`GET /api/v3/signature-requests/${request.id}/status`]: () => json(200, { status: "open", signers: [], updatedAt: request.updatedAt }),
        [`GET /api/v3/signature-requests/${request.id}/events`]: () => json(200, { events: [] }),
      },
      { token: "t" },
    );
    expect(await screen.findByText("Bea Keller asks you to sign “Lease agreement”.")).toBeTruthy();
    expect(screen.getByText(/You are logged in as ada@example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Claim and open" }));
    await app.expectLocation(`/view/${request.id}`);
  });

  it("says 'Failed to claim signature request' when the claim fails", async () => {
    const app = await renderApp(
      `/sendto/${SECRET}`,
      {
        "GET /api/v1/user": () => json(200, makeUser()),
        [`GET /api/v3/sendto/${SECRET}/get-internal`]: () => json(200, invitation),
        [`POST /api/v3/sendto/${SECRET}/claim`]: () => apiError(409, "invitation_already_claimed"),
      },
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Claim and open" }));
    expect(await screen.findByText("Failed to claim signature request")).toBeTruthy();
    await app.expectLocation(`/sendto/${SECRET}`);
  });

  it("offers no claim for an invitation that can no longer be taken", async () => {
    await renderApp(
      `/sendto/${SECRET}`,
      { "GET /api/v1/user": () => json(200, makeUser()), [`GET /api/v3/sendto/${SECRET}/get-internal`]: () => json(200, { ...invitation, isClaimable: false }) },
      { token: "t" },
    );
    expect(await screen.findByText(/can no longer be claimed/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Claim and open" })).toBeNull();
  });
});
