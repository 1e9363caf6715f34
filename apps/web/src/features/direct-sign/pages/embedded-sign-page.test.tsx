import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DirectUser } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeRequest, makeSigner } from "../../signature-requests/test/request-factory.ts";

installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const TOKEN = "t".repeat(43);
const USED_TOKEN = "u".repeat(43);
const CREDENTIAL = "c".repeat(43);
const HOST = "https://shop.example";
const direct = `/api/v3/direct/signature-requests/${ID}`;
const opened = { signatureRequestId: ID, signerId: "signer-g", credential: CREDENTIAL, credentialExpiresAt: "2026-03-01T11:00:00.000Z", hostOrigin: HOST, returnUrl: null };
const guestUser: DirectUser = { email: "giulia@example.com", firstName: "Giulia", lastName: "Ospite", lang: "en-gb", signatureRequestId: ID, signerId: "signer-g", senderBusinessId: null };
const guestView = (status: "open" | "declined" = "open") =>
  makeRequest({ id: ID, status, myRole: "signer", allowedActions: status === "open" ? ["sign", "decline"] : [], signers: [makeSigner({ id: "signer-g", email: "giulia@example.com", isMe: true })] });

function server(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`POST /api/v3/embedded-signing/${TOKEN}/open`]: () => json(200, opened),
    [`GET ${direct}`]: () => json(200, guestView()),
    "GET /api/v1/direct/user": () => json(200, guestUser),
    [`POST ${direct}/decline`]: () => json(200, guestView("declined")),
    ...extra,
  };
}

/** The view inside a frame: its parent is the host page, which records what it is told. */
let host: { postMessage: ReturnType<typeof vi.fn> };
beforeEach(() => {
  host = { postMessage: vi.fn() };
  vi.spyOn(window, "parent", "get").mockReturnValue(host as unknown as Window);
});
afterEach(() => vi.restoreAllMocks());

const messages = () => host.postMessage.mock.calls.map(([message]) => message as { type: string });

describe("/embed/sign/{token}: the embedded signing view", () => {
  it("opens the link once, signs in through its credential without the app's header, and tells only the host's origin", async () => {
    const app = await renderApp(`/embed/sign/${TOKEN}`, server());
    expect(await screen.findByRole("heading", { name: "Lease agreement", level: 1 })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(app.calls.filter((call) => call.key === `POST /api/v3/embedded-signing/${TOKEN}/open`)).toHaveLength(1);
    expect(app.calls.find((call) => call.key === `GET ${direct}`)?.headers.get("Authorization")).toBe(`Basic ${btoa(`${CREDENTIAL}:${ID}`)}`);
    await waitFor(() => expect(messages()).toContainEqual({ type: "paraph:ready", signatureRequestId: ID, signerId: "signer-g" }));

    fireEvent.click(screen.getByRole("button", { name: "Decline to sign" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline a signing request" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await screen.findByRole("heading", { name: "You declined" })).toBeTruthy();
    await waitFor(() => expect(messages()).toContainEqual({ type: "paraph:declined", signatureRequestId: ID, signerId: "signer-g" }));
    expect(host.postMessage.mock.calls.every(([, origin]) => origin === HOST)).toBe(true);
    // The first test of the file loads the page's chunk and its strings cold: more than the default 5 s on a busy machine.
  }, 20_000);

  it("says a used link no longer works and tells the host why", async () => {
    await renderApp(`/embed/sign/${USED_TOKEN}`, {
      [`POST /api/v3/embedded-signing/${USED_TOKEN}/open`]: () =>
        json(410, { code: "embedded_link_used", message: "used", details: { hostOrigin: HOST, returnUrl: null } }),
    });
    expect(await screen.findByRole("heading", { name: "This signing link no longer works" })).toBeTruthy();
    expect(screen.getByText("This signing link was used already.")).toBeTruthy();
    await waitFor(() => expect(host.postMessage).toHaveBeenCalledWith({ type: "paraph:error", code: "embedded_link_used" }, HOST));
    expect(host.postMessage.mock.calls.every(([, origin]) => origin === HOST)).toBe(true);
  });
});
