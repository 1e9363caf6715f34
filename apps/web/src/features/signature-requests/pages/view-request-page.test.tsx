import "../../../test/dom-cleanup.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SignatureRequestView } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../test/request-factory.ts";

installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const base = `/api/v3/signature-requests/${ID}`;

function handlersFor(view: () => SignatureRequestView, extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    "GET /api/v1/user": () => json(200, makeUser()),
    [`GET ${base}`]: () => json(200, view()),
    [`GET ${base}/status`]: () => json(200, { status: view().status, signers: [], updatedAt: view().updatedAt }),
    [`GET ${base}/events`]: () => json(200, { events: [] }),
    ...extra,
  };
}

const ACTION_BUTTONS = ["Remind signers", "Delegate my signature", "Decline to sign", "Withdraw request"];
const shownButtons = () => ACTION_BUTTONS.filter((name) => screen.queryByRole("button", { name }) !== null);

describe("/view/{srid}", () => {
  it("shows the owner of an open request remind and withdraw, and nothing a signer does", async () => {
    const view = makeRequest({ allowedActions: ["update", "add_signer", "remove_signer", "add_observer", "remove_observer", "withdraw", "remind"] });
    await renderApp(`/view/${ID}`, handlersFor(() => view), { token: "t" });
    await screen.findByRole("heading", { name: "Lease agreement" });
    expect(shownButtons()).toEqual(["Remind signers", "Withdraw request"]);
    // The tab names the request and the one document it shows.
    await waitFor(() => expect(document.title).toBe("Lease agreement · Lease - Paraph"));
    expect(screen.getByRole("button", { name: "Add signer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add observer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove" })).toBeTruthy();
  });

  it("shows a signer decline and delegate only, and an observer no action but the downloads", async () => {
    const signerView = makeRequest({ myRole: "signer", allowedActions: ["sign", "decline", "delegate"], signers: [makeSigner({ isMe: true })] });
    const first = await renderApp(`/view/${ID}`, handlersFor(() => signerView), { token: "t" });
    await screen.findByRole("heading", { name: "Lease agreement" });
    expect(shownButtons()).toEqual(["Delegate my signature", "Decline to sign"]);
    expect(screen.queryByRole("button", { name: "Add signer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    first.unmount();

    const observerView = makeRequest({ myRole: "observer", allowedActions: [] });
    await renderApp(`/view/${ID}`, handlersFor(() => observerView), { token: "t" });
    await screen.findByRole("heading", { name: "Lease agreement" });
    expect(shownButtons()).toEqual([]);
    expect(screen.getByText("There is nothing for you to do at the moment.")).toBeTruthy();
    // One document downloads as the PDF itself, not in a ZIP.
    expect(screen.getByRole("button", { name: "Document (PDF)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Documents (ZIP)" })).toBeNull();
    expect(screen.getByRole("button", { name: "Signature protocol (PDF)" })).toBeTruthy();
  });

  it("downloads the evidence package for anyone who sees the request, saved under the request's title", async () => {
    const observerView = makeRequest({ myRole: "observer", allowedActions: [] });
    const asked: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:evidence");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderApp(
      `/view/${ID}`,
      handlersFor(() => observerView, {
        [`GET ${base}/evidence`]: ({ url }) => {
          asked.push(url.pathname);
          return new Response(new Blob(["PK"]), { status: 200, headers: { "Content-Type": "application/zip" } });
        },
      }),
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Download evidence package (ZIP)" }));
    expect(screen.getByText(/the audit trail sealed by this service/)).toBeTruthy();
    await waitFor(() => expect(saved).toEqual(["Lease agreement - evidence package.zip"]));
    expect(asked).toEqual([`${base}/evidence`]);
    vi.restoreAllMocks();
  });

  it("says 'Failed to remind signers' when reminding fails", async () => {
    const view = makeRequest({ allowedActions: ["remind", "withdraw"] });
    await renderApp(`/view/${ID}`, handlersFor(() => view, { [`POST ${base}/remind`]: () => apiError(409, "request_not_open") }), { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Remind signers" }));
    expect(await screen.findByText("Failed to remind signers")).toBeTruthy();
  });

  it("declines with the message in the dialog and then shows /declined", async () => {
    let view = makeRequest({ myRole: "signer", allowedActions: ["decline", "delegate"], signers: [makeSigner({ isMe: true })] });
    let sent: unknown = null;
    const app = await renderApp(
      `/view/${ID}`,
      handlersFor(() => view, {
        [`POST ${base}/decline`]: ({ body }) => {
          sent = body;
          view = { ...view, status: "declined", allowedActions: [] };
          return json(200, view);
        },
      }),
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Decline to sign" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline a signing request" });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Wrong amount" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    await app.expectLocation("/declined");
    expect(sent).toEqual({ message: "Wrong amount" });
    expect(await screen.findByRole("heading", { name: "You declined" })).toBeTruthy();
  });

  it("withdraws with a message from the owner's dialog", async () => {
    let sent: unknown = null;
    const view = makeRequest({ allowedActions: ["withdraw"] });
    await renderApp(
      `/view/${ID}`,
      handlersFor(() => view, {
        [`POST ${base}/withdraw`]: ({ body }) => {
          sent = body;
          return json(200, { ...view, status: "withdrawn", allowedActions: [] });
        },
      }),
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw request" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw request" });
    fireEvent.change(within(dialog).getByLabelText(/Message/), { target: { value: "Sent by mistake" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual({ message: "Sent by mistake" });
    expect(await screen.findByText("This request has ended.")).toBeTruthy();
  });

  it("says 'Failed to add observer' and keeps the dialog open with the reason", async () => {
    const view = makeRequest({ allowedActions: ["add_observer"] });
    await renderApp(`/view/${ID}`, handlersFor(() => view, { [`POST ${base}/observers`]: () => apiError(409, "observer_already_added") }), { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Add observer" }));
    const dialog = await screen.findByRole("dialog", { name: "Add observer" });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: "Olga@Example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add observer" }));
    expect(await screen.findByText("Failed to add observer")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Add observer" })).toBeTruthy();
  });

  it("says 'Failed to invite signer' when a signer cannot be added", async () => {
    const view = makeRequest({ allowedActions: ["add_signer"] });
    await renderApp(`/view/${ID}`, handlersFor(() => view, { [`POST ${base}/signatures`]: () => apiError(409, "signer_already_added") }), { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Add signer" }));
    const dialog = await screen.findByRole("dialog", { name: "Add signer" });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: "bea@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add signer" }));
    expect(await screen.findByText("Failed to invite signer")).toBeTruthy();
  });

  it("refuses an invalid address before calling the server", async () => {
    const view = makeRequest({ allowedActions: ["add_observer"] });
    const app = await renderApp(`/view/${ID}`, handlersFor(() => view), { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Add observer" }));
    const dialog = await screen.findByRole("dialog", { name: "Add observer" });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: "not-an-address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add observer" }));
    expect(await within(dialog).findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(app.calls.some((call) => call.key === `POST ${base}/observers`)).toBe(false);
  });

  it("marks whose turn it is in sequential order", async () => {
    const view = makeRequest({
      signingOrder: "sequential",
      signers: [makeSigner({ id: "a", email: "a@example.com", firstName: "Anna", position: 1, status: "signed", signedAt: "2026-03-01T10:00:00.000Z" }), makeSigner({ id: "b", email: "b@example.com", firstName: "Ben", position: 2, status: "open" }), makeSigner({ id: "c", email: "c@example.com", firstName: "Cleo", position: 3, status: "pending" })],
    });
    await renderApp(`/view/${ID}`, handlersFor(() => view), { token: "t" });
    const ben = (await screen.findByText("b@example.com")).closest("li");
    expect(ben && within(ben).getByText("Next to sign")).toBeTruthy();
    expect(screen.getAllByText("Next to sign")).toHaveLength(1);
  });

  it("sends a visitor whose request does not exist to /not-available", async () => {
    const app = await renderApp(`/view/${ID}`, { "GET /api/v1/user": () => json(200, makeUser()), [`GET ${base}`]: () => apiError(404, "not_found") }, { token: "t" });
    await app.expectLocation("/not-available");
    expect(await screen.findByRole("heading", { name: "Not available" })).toBeTruthy();
  });

  it("polls the status every 5 seconds and reloads the request when it changed", async () => {
    let view = makeRequest({ allowedActions: ["remind", "withdraw"] });
    let statusCalls = 0;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderApp(
        `/view/${ID}`,
        handlersFor(() => view, {
          [`GET ${base}/status`]: () => {
            statusCalls += 1;
            return json(200, { status: view.status, signers: [], updatedAt: view.updatedAt });
          },
        }),
        { token: "t" },
      );
      await screen.findByRole("button", { name: "Remind signers" });
      const before = statusCalls;
      // Someone declines elsewhere; the next poll notices the newer update and the page follows.
      view = { ...view, status: "declined", updatedAt: "2026-03-01T10:00:00.000Z", allowedActions: [] };
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5000);
      });
      await waitFor(() => expect(statusCalls).toBeGreaterThan(before));
      expect(await screen.findByText("This request has ended.")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("delegates to the named person with a message", async () => {
    let sent: unknown = null;
    const view = makeRequest({ myRole: "signer", allowedActions: ["decline", "delegate"], signers: [makeSigner({ isMe: true })] });
    await renderApp(
      `/view/${ID}`,
      handlersFor(() => view, {
        [`POST ${base}/delegate`]: ({ body }) => {
          sent = body;
          return json(200, { ...view, allowedActions: [] });
        },
      }),
      { token: "t" },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Delegate my signature" }));
    const dialog = await screen.findByRole("dialog", { name: "Delegate your signature" });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), { target: { value: "Dora@Example.com" } });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: "Dora" } });
    fireEvent.change(within(dialog).getByLabelText(/Message/), { target: { value: "Please sign for me" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delegate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent).toEqual({ email: "dora@example.com", first_name: "Dora", message: "Please sign for me" });
  });

  it("removes a signer after asking", async () => {
    let view = makeRequest({ allowedActions: ["remove_signer"], signers: [makeSigner({ id: "22222222-2222-4222-8222-222222222222" }), makeSigner({ id: "33333333-3333-4333-8333-333333333333", email: "carl@example.com", firstName: "Carl", position: 2 })] });
    await renderApp(
      `/view/${ID}`,
      handlersFor(() => view, {
        [`DELETE ${base}/signatures/33333333-3333-4333-8333-333333333333`]: () => {
          view = { ...view, signers: view.signers.map((signer) => (signer.email === "carl@example.com" ? { ...signer, status: "removed" as const } : signer)) };
          return json(200, view);
        },
      }),
      { token: "t" },
    );
    const carl = (await screen.findByText("carl@example.com")).closest("li");
    fireEvent.click(within(carl as HTMLElement).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove signer" });
    expect(within(dialog).getByText("Carl Muster will no longer be asked to sign.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove signer" }));
    expect(await screen.findByText("Removed")).toBeTruthy();
  });

  it("asks the owner who observes their own request before they stop observing it", async () => {
    const OWN = "22222222-2222-4222-8222-222222222222";
    const OTHER = "33333333-3333-4333-8333-333333333333";
    const observers = [
      { id: OWN, email: "Ada@Example.com" },
      { id: OTHER, email: "carl@example.com" },
    ];
    let view = makeRequest({ allowedActions: ["remove_observer"], observers });
    const removed: string[] = [];
    await renderApp(
      `/view/${ID}`,
      handlersFor(() => view, {
        [`DELETE ${base}/observers/${OWN}`]: () => {
          removed.push(OWN);
          view = makeRequest({ allowedActions: ["remove_observer"], observers: observers.slice(1) });
          return json(200, view);
        },
      }),
      { token: "t" },
    );
    // Only the owner's own entry offers to stop observing; the other observer is removed as before.
    fireEvent.click(await screen.findByRole("button", { name: "Stop observing" }));
    expect(screen.getByRole("button", { name: "Remove observer carl@example.com" })).toBeTruthy();
    const dialog = await screen.findByRole("dialog", { name: "Stop observing this request?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(removed).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Stop observing" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Stop observing this request?" })).getByRole("button", { name: "Stop observing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(removed).toEqual([OWN]);
    expect(screen.queryByRole("button", { name: "Stop observing" })).toBeNull();
  });
});
