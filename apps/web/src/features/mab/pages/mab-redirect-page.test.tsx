import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { readDirectSignSession } from "../../../entities/direct-sign/direct-sign-session.ts";
import { readMabSigning } from "../../../entities/mab/mab-signing.ts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../../signature-requests/test/request-factory.ts";

installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const GUEST = "g".repeat(43);
const REDEEM = `POST /api/v3/mab/redirect-sign/${ID}`;
const RETURN = "/mab/redirect?code=the-code&state=the-state";

const pendingGuest = (redirectQueryParams = "declineRedirect=true") => ({
  "paraph-direct-sign": JSON.stringify({
    username: GUEST,
    password: ID,
    mabIdentInProgress: false,
    mabSigningState: { signatureRequestId: ID, userId: GUEST, signingStatus: "ERROR", redirectQueryParams },
    signatureState: "OPEN",
  }),
});

const pendingAccount = () => ({
  "paraph-mab-signing": JSON.stringify({ signatureRequestId: ID, userId: "user-1", signingStatus: "ERROR", redirectQueryParams: "" }),
});

const signed = (status: string) => json(200, { signatureRequests: [{ signatureRequestId: ID, status, signedDocuments: [] }], redirectQueryParams: "", title: "Lease agreement" });

/** What the guest's page reads once the signer is back on it. */
function guestPage(): Record<string, FakeHandler> {
  const view = makeRequest({ myRole: "signer", allowedActions: [], signers: [makeSigner({ isMe: true, status: "signed" }), makeSigner({ id: "signer-b", position: 2 })] });
  return {
    [`GET /api/v3/direct/signature-requests/${ID}`]: () => json(200, view),
    "GET /api/v1/direct/user": () =>
      json(200, { email: "giulia@example.com", firstName: "Giulia", lastName: "Ospite", lang: "en-gb", signatureRequestId: ID, signerId: "signer-g", senderBusinessId: null }),
  };
}

function accountPage(): Record<string, FakeHandler> {
  const view = makeRequest({ status: "completed", myRole: "signer", allowedActions: [], signers: [makeSigner({ isMe: true, status: "signed" })] });
  const base = `/api/v3/signature-requests/${ID}`;
  return {
    "GET /api/v1/user": () => json(200, makeUser()),
    [`GET ${base}`]: () => json(200, view),
    [`GET ${base}/status`]: () => json(200, { status: "completed", signers: [], updatedAt: view.updatedAt }),
    [`GET ${base}/events`]: () => json(200, { events: [] }),
  };
}

describe("/mab/redirect: back from the mobile app", () => {
  it("redeems a guest's approval once with the link's credentials, then shows their page as signed with the success overlay", async () => {
    const app = await renderApp(RETURN, { ...guestPage(), [REDEEM]: () => signed("open") }, { session: pendingGuest() });
    expect(await screen.findByRole("heading", { name: "You have signed" })).toBeTruthy();
    expect(screen.getByText("Your signature is on “Lease agreement”. The others are asked to sign next.")).toBeTruthy();
    await app.expectLocation(`/view/${ID}/${GUEST}?declineRedirect=true`);

    const redeemed = app.calls.filter((call) => call.key === REDEEM);
    expect(redeemed.map((call) => call.body)).toEqual([{ params: { code: "the-code", state: "the-state" } }]);
    expect(redeemed[0]?.headers.get("Authorization")).toBe(`Basic ${btoa(`${GUEST}:${ID}`)}`);
    // The tab knows the guest signed; the round trip is over.
    const session = readDirectSignSession(app.services.sessionStorage);
    expect(session).toMatchObject({ signatureState: "SIGNED", mabSigningState: null });
    expect(readMabSigning(app.services.sessionStorage)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("heading", { name: "Thank you for signing" })).toBeTruthy();
  });

  it("lets a logged-in signer back in, signs with their session and returns to /view/{id} with the success overlay", async () => {
    const app = await renderApp(RETURN, { ...accountPage(), [REDEEM]: () => signed("completed") }, { token: "account-token", session: pendingAccount() });
    expect(await screen.findByRole("heading", { name: "You have signed" })).toBeTruthy();
    expect(screen.getByText("Everyone has signed “Lease agreement”. The signed documents are ready to download.")).toBeTruthy();
    await app.expectLocation(`/view/${ID}`);
    expect(app.calls.find((call) => call.key === REDEEM)?.headers.get("Authorization")).toBe("Bearer account-token");
    expect(readMabSigning(app.services.sessionStorage)).toBeNull();
  });

  it("shows the MAB signing failure overlay when the signing was rejected in the app, with the way back to the link", async () => {
    const app = await renderApp(`/mab/redirect?error=access_denied&state=the-state`, { ...guestPage(), [REDEEM]: () => apiError(422, "mab_signing_rejected") }, { session: pendingGuest() });
    expect(await screen.findByRole("heading", { name: "Signing with the mobile app failed" })).toBeTruthy();
    expect(screen.getByText("You rejected the signing in the mobile app. Nothing was signed.")).toBeTruthy();
    expect(app.calls.find((call) => call.key === REDEEM)?.body).toEqual({ params: { error: "access_denied", state: "the-state" } });
    expect(app.location()).toBe("/mab/redirect?error=access_denied&state=the-state");

    fireEvent.click(screen.getByRole("button", { name: "Back to the document" }));
    await app.expectLocation(`/view/${ID}/${GUEST}?declineRedirect=true`);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Signing with the mobile app failed" })).toBeNull());
    expect(readDirectSignSession(app.services.sessionStorage)).toMatchObject({ signatureState: "OPEN", mabSigningState: null });
  });

  it("explains an expired or used confirmation in its own words", async () => {
    await renderApp(RETURN, { ...accountPage(), [REDEEM]: () => apiError(410, "mab_state_expired") }, { token: "account-token", session: pendingAccount() });
    expect(await screen.findByText("The confirmation in the mobile app took longer than five minutes. Nothing was signed; please start again.")).toBeTruthy();
  });

  it("says so when no mobile signing was started in the tab, and sends a visitor who is logged in to the dashboard", async () => {
    const app = await renderApp(RETURN, {});
    expect(await screen.findByText("No signing with the mobile app was started in this browser tab. Open the document and start again.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === REDEEM)).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Go to Paraph" }));
    await app.expectLocation(/^\/login/);
    app.unmount();

    // Spec §2: unauthenticated only, unless this tab started a mobile signing.
    const loggedIn = await renderApp(RETURN, { ...accountPage(), "GET /api/v3/signature-requests-redesign": () => json(200, { items: [], total: 0, page: 0, size: 25 }) }, { token: "account-token" });
    await loggedIn.expectLocation(/^\/dashboard/);
    expect(loggedIn.calls.some((call) => call.key === REDEEM)).toBe(false);
  });
});
