import "../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DirectUser } from "@paraph/contracts";
import { readMabSigning } from "./mab-signing.ts";
import { installFakeIntersectionObserver } from "../../test/fake-intersection-observer.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../test/render-app.tsx";
import { makeUser } from "../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../../features/signature-requests/test/request-factory.ts";

// Leaving the app for the provider is watched, not done.
const leaveTo = vi.hoisted(() => vi.fn());
vi.mock("../../shared/lib/leave-to.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  leaveTo,
}));

installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const SIGNER = "22222222-2222-4222-8222-222222222222";
const GUEST = "g".repeat(43);
const AUTHORIZE = "http://paraph.test/api/dev/mab/authorize?client_id=paraph&request_uri=urn%3Aexample";
const START = `POST /api/v3/mab/create-par/${ID}/signatures/${SIGNER}`;
const AVAILABILITY = `GET /api/v3/mab/availability/${ID}`;

const available = (isAvailable: boolean, reason: string | null = null) => () => json(200, { isAvailable, reason, isDemo: true });

function guestServer(extra: Record<string, FakeHandler>): Record<string, FakeHandler> {
  let user: DirectUser = { email: "giulia@example.com", firstName: null, lastName: null, lang: "en-gb", signatureRequestId: ID, signerId: SIGNER, senderBusinessId: null };
  const view = makeRequest({ myRole: "signer", allowedActions: ["sign", "decline"], signers: [makeSigner({ id: SIGNER, email: "giulia@example.com", isMe: true })] });
  return {
    [`GET /api/v3/direct/signature-requests/${ID}`]: () => json(200, view),
    "GET /api/v1/direct/user": () => json(200, user),
    "PUT /api/v1/direct/user": ({ body }) => {
      user = { ...user, ...(body as Partial<DirectUser>) };
      return json(200, user);
    },
    ...extra,
  };
}

describe("signing with the mobile app: the choice in the signing panels", () => {
  it("lets a guest save their name, start the mobile signing with the link's credentials, remember it in the direct-sign session and go to the provider", async () => {
    leaveTo.mockClear();
    const app = await renderApp(`/view/${ID}/${GUEST}?exitURL=https%3A%2F%2Fshop.example%2Fdone`, guestServer({
      [AVAILABILITY]: available(true),
      [START]: () => json(201, { authorizationUrl: AUTHORIZE, expiresAt: "2026-03-01T10:05:00.000Z" }),
    }));
    const panel = await screen.findByRole("region", { name: "Your signature" });
    const button = await within(panel).findByRole("button", { name: "Sign with the mobile app" });
    expect(within(panel).getByText(/Demo: a page of this Paraph stands in for the mobile app/)).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(panel).getByLabelText(/First name/), { target: { value: "Giulia" } });
    fireEvent.change(within(panel).getByLabelText(/Last name/), { target: { value: "Ospite" } });
    fireEvent.click(within(panel).getByLabelText("I have read the documents and want to sign them."));
    fireEvent.click(button);

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(AUTHORIZE));
    expect(app.calls.find((call) => call.key === "PUT /api/v1/direct/user")?.body).toEqual({ firstName: "Giulia", lastName: "Ospite" });
    const started = app.calls.find((call) => call.key === START);
    expect(started?.body).toEqual({ language: "en-gb", redirect_query_params: "exitURL=https%3A%2F%2Fshop.example%2Fdone" });
    expect(started?.headers.get("Authorization")).toBe(`Basic ${btoa(`${GUEST}:${ID}`)}`);
    expect(readMabSigning(app.services.sessionStorage)).toEqual({
      isGuest: true,
      state: { signatureRequestId: ID, userId: GUEST, signingStatus: "ERROR", redirectQueryParams: "exitURL=https%3A%2F%2Fshop.example%2Fdone" },
    });
  });

  it("is not offered to a guest when the sender does not enable it", async () => {
    await renderApp(`/view/${ID}/${GUEST}`, guestServer({ [AVAILABILITY]: available(false, "not_enabled") }));
    await screen.findByRole("button", { name: "Sign" });
    expect(screen.queryByRole("button", { name: "Sign with the mobile app" })).toBeNull();
  });

  it("lets an account signer start it with their session; a refusal shows the MAB failure overlay and nothing is remembered", async () => {
    leaveTo.mockClear();
    const view = makeRequest({ quality: "ses", myRole: "signer", allowedActions: ["sign", "decline"], signers: [makeSigner({ id: SIGNER, isMe: true })] });
    const base = `/api/v3/signature-requests/${ID}`;
    const app = await renderApp(`/view/${ID}`, {
      "GET /api/v1/user": () => json(200, makeUser()),
      [`GET ${base}`]: () => json(200, view),
      [`GET ${base}/status`]: () => json(200, { status: "open", signers: [], updatedAt: view.updatedAt }),
      [`GET ${base}/events`]: () => json(200, { events: [] }),
      [`GET ${base}/signatures/${SIGNER}/ident-method`]: () => json(200, { quality: "ses", legislation: null, method: "email", isSatisfied: true }),
      [AVAILABILITY]: available(true),
      [START]: () => apiError(409, "signer_not_your_turn"),
    }, { token: "account-token" });
    const button = await screen.findByRole("button", { name: "Sign with the mobile app" });
    fireEvent.click(screen.getByLabelText("I have read the documents and want to sign them."));
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: "Signing with the mobile app failed" })).toBeTruthy();
    expect(screen.getByText("It is not your turn yet: earlier signers have not signed.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === START)?.headers.get("Authorization")).toBe("Bearer account-token");
    expect(leaveTo).not.toHaveBeenCalled();
    expect(readMabSigning(app.services.sessionStorage)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Signing with the mobile app failed" })).toBeNull());
  });
});
