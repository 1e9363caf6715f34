import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DirectUser, SignatureRequestView } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../../signature-requests/test/request-factory.ts";

const viewport = installFakeIntersectionObserver();

const ID = "11111111-1111-4111-8111-111111111111";
const GUEST = "g".repeat(43);
const DOCUMENT = "00000000-0000-4000-8000-000000000001";
const direct = `/api/v3/direct/signature-requests/${ID}`;
const BASIC = `Basic ${btoa(`${GUEST}:${ID}`)}`;

const guestView = (overrides: Partial<SignatureRequestView> = {}) =>
  makeRequest({
    myRole: "signer",
    allowedActions: ["sign", "decline"],
    signers: [
      makeSigner({ id: "signer-g", email: "giulia@example.com", firstName: null, lastName: null, isMe: true, fields: [{ document_id: DOCUMENT, page: 1, x: 40, y: 600, width: 200, height: 80 }] }),
      makeSigner({ id: "signer-b", position: 2 }),
    ],
    ...overrides,
  });

const guestUser = (overrides: Partial<DirectUser> = {}): DirectUser => ({
  email: "giulia@example.com",
  firstName: null,
  lastName: null,
  lang: "en-gb",
  signatureRequestId: ID,
  signerId: "signer-g",
  senderBusinessId: null,
  ...overrides,
});

/** The direct API of one guest link: the request, the guest, and whatever the test adds or replaces. */
function guestServer(extra: Record<string, FakeHandler> = {}) {
  let user = guestUser();
  const handlers: Record<string, FakeHandler> = {
    [`GET ${direct}`]: () => json(200, guestView()),
    "GET /api/v1/direct/user": () => json(200, user),
    "PUT /api/v1/direct/user": ({ body }) => {
      user = { ...user, ...(body as Partial<DirectUser>) };
      return json(200, user);
    },
    [`GET ${direct}/lock-status`]: () => json(200, { locked: false, lockedUntil: null }),
    "POST /api/v1/direct/tan/resend": () => json(200, { maskedEmail: "g•••@example.com", expiresAt: "2026-03-01T10:05:00.000Z" }),
    "POST /api/v1/direct/tan/check": () => json(200, { verified: true, validUntil: "2026-03-01T10:15:00.000Z" }),
    "POST /api/v3/direct/sign": () => json(200, { signatureRequests: [{ signatureRequestId: ID, status: "open", signedDocuments: [] }] }),
    ...extra,
  };
  return handlers;
}

const bodiesOf = (calls: Array<{ key: string; body: unknown }>, key: string) => calls.filter((call) => call.key === key).map((call) => call.body);

describe("/view/{id}/{userid}: the direct-sign page", () => {
  it("shows the guest the documents through the link, their part and a language choice with Italian, authenticated by the link", async () => {
    const app = await renderApp(`/view/${ID}/${GUEST}`, guestServer());
    expect(await screen.findByRole("heading", { name: "Lease agreement", level: 1 })).toBeTruthy();
    expect(screen.getByText("Sent by Ada Lovelace")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Lease agreement · Lease - Paraph"));
    const panel = screen.getByRole("region", { name: "Your signature" });
    expect(within(panel).getByText("Simple electronic signature (SES): confirmed by a code we e-mail to giulia@example.com.")).toBeTruthy();
    expect(within(panel).getByText("One signature field is placed for you.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decline to sign" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();

    const languages = within(screen.getByLabelText("Language")).getAllByRole("option").map((option) => option.textContent);
    expect(languages).toEqual(["English", "Deutsch", "Français", "Italiano"]);

    // The pages come through /v3/direct/documents/… with the guest id as token.
    for (const element of document.querySelectorAll("[data-page] *")) if (viewport.isObserved(element)) viewport.bringIntoView(element);
    await waitFor(() => expect(app.calls.some((call) => call.key === `GET /api/v3/direct/documents/${DOCUMENT}/pages/1`)).toBe(true));
    expect(app.calls.filter((call) => call.key.startsWith("GET /api/v3/direct/signature-requests")).every((call) => call.headers.get("Authorization") === BASIC)).toBe(true);
  });

  it("names the sender's business and its support contact when the request came from one, and only then", async () => {
    const BUSINESS = "22222222-2222-4222-8222-222222222222";
    const publicInformation = `GET /api/v2/direct/businesses/${BUSINESS}/public-information`;
    const branded = guestServer({
      "GET /api/v1/direct/user": () => json(200, guestUser({ senderBusinessId: BUSINESS })),
      [publicInformation]: () =>
        json(200, {
          id: BUSINESS,
          name: "Branding AG",
          logo: { url: `http://paraph.test/api/v2/direct/businesses/${BUSINESS}/logo?v=0123456789abcdef`, width: 200, height: 40 },
          supportContact: { email: "help@branding.example", phone: "079 123 4567" },
        }),
      [`GET /api/v2/direct/businesses/${BUSINESS}/logo`]: () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), { status: 200 }),
    });
    const app = await renderApp(`/view/${ID}/${GUEST}`, branded);
    expect(await screen.findByText("Sent by Branding AG")).toBeTruthy();
    const support = screen.getByRole("region", { name: "Questions? Contact Branding AG" });
    expect(within(support).getByRole("link", { name: "help@branding.example" }).getAttribute("href")).toBe("mailto:help@branding.example");
    expect(within(support).getByRole("link", { name: "079 123 4567" }).getAttribute("href")).toBe("tel:0791234567");
    expect(app.calls.filter((call) => call.key === publicInformation).map((call) => call.headers.get("Authorization"))).toEqual([BASIC]);
    // The logo comes through the guest's own route, with the link's credentials.
    await waitFor(() => expect(screen.getByRole("img", { name: "Logo of Branding AG" }).tagName).toBe("IMG"));
    expect(app.calls.filter((call) => call.key === `GET /api/v2/direct/businesses/${BUSINESS}/logo`).map((call) => call.headers.get("Authorization"))).toEqual([BASIC]);
    app.unmount();

    // A request sent without a business names the person and offers no business contact.
    const personal = await renderApp(`/view/${ID}/${GUEST}`, guestServer());
    await screen.findByRole("region", { name: "Your signature" });
    expect(screen.getByText("Sent by Ada Lovelace")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /Questions\?/ })).toBeNull();
    expect(personal.calls.some((call) => call.key.includes("/public-information"))).toBe(false);
  });

  it("keeps someone logged in who opens a guest link: the link's credentials go to the direct calls only", async () => {
    const app = await renderApp(`/view/${ID}/${GUEST}`, { ...guestServer(), "GET /api/v1/user": () => json(200, makeUser()) }, { token: "account-token" });
    await screen.findByRole("region", { name: "Your signature" });
    const authorizationOf = (prefix: string) => [...new Set(app.calls.filter((call) => call.key.startsWith(prefix)).map((call) => call.headers.get("Authorization")))];
    expect(authorizationOf("GET /api/v1/user")).toEqual(["Bearer account-token"]);
    expect(authorizationOf("GET /api/v1/direct/user")).toEqual([BASIC]);
    expect(authorizationOf(`GET ${direct}`)).toEqual([BASIC]);
    expect(app.services.tokenStore.get()).toBe("account-token");
  });

  it("does not offer Italian anywhere else", async () => {
    await renderApp("/login", {});
    await screen.findByRole("heading", { name: "Log in to Paraph" });
    expect(within(screen.getByLabelText("Language")).queryByRole("option", { name: "Italiano" })).toBeNull();
  });

  it("switches to Italian and tells the server, so the code's mail comes in Italian", async () => {
    const app = await renderApp(`/view/${ID}/${GUEST}`, guestServer());
    await screen.findByRole("heading", { name: "Lease agreement", level: 1 });
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "it" } });
    expect(await screen.findByRole("button", { name: "Rifiuta di firmare" })).toBeTruthy();
    await waitFor(() => expect(bodiesOf(app.calls, "PUT /api/v1/direct/user")).toEqual([{ lang: "it" }]));

    // Italian stays on the guest's pages: walking on to the login page leaves it.
    await app.router.navigate("/login");
    expect(await screen.findByRole("heading", { name: "Log in to Paraph" })).toBeTruthy();
  });

  it("asks for the name before signing, saves it, then signs with the e-mailed code and counts down to the exit URL", async () => {
    const app = await renderApp(`/view/${ID}/${GUEST}?exitURL=https%3A%2F%2Fshop.example%2Fdone&redirectTimeout=30`, guestServer());
    const panel = await screen.findByRole("region", { name: "Your signature" });
    fireEvent.click(within(panel).getByLabelText("I have read the documents and want to sign them."));
    fireEvent.click(within(panel).getByRole("button", { name: "Sign" }));
    expect(await within(panel).findByText("Enter your first and last name.")).toBeTruthy();
    expect(bodiesOf(app.calls, "POST /api/v1/direct/tan/resend")).toEqual([]);

    fireEvent.change(within(panel).getByLabelText(/First name/), { target: { value: "Giulia" } });
    fireEvent.change(within(panel).getByLabelText(/Last name/), { target: { value: "Ospite" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Sign" }));

    const confirmation = await screen.findByRole("dialog", { name: "Confirm your signature" });
    expect(within(confirmation).getByText("You sign “Lease agreement” as Giulia Ospite.")).toBeTruthy();
    expect(bodiesOf(app.calls, "PUT /api/v1/direct/user")).toEqual([{ firstName: "Giulia", lastName: "Ospite" }]);
    fireEvent.click(within(confirmation).getByRole("button", { name: "Send the code" }));

    const tanDialog = await screen.findByRole("dialog", { name: "Enter the TAN" });
    expect(within(tanDialog).getByText(/We e-mailed a six-digit TAN to g•••@example\.com/)).toBeTruthy();
    const [sent] = bodiesOf(app.calls, "POST /api/v1/direct/tan/resend") as Array<{ url: string }>;
    expect(sent?.url).toContain(`/view/${ID}/${GUEST}?exitURL=`);
    fireEvent.change(within(tanDialog).getByLabelText("TAN", { exact: true }), { target: { value: "123 456" } });
    fireEvent.click(within(tanDialog).getByRole("button", { name: "Sign" }));

    const success = await screen.findByRole("dialog", { name: "You have signed" });
    expect(bodiesOf(app.calls, "POST /api/v1/direct/tan/check")).toEqual([{ tan: "123456" }]);
    expect(bodiesOf(app.calls, "POST /api/v3/direct/sign")).toEqual([{ signatureRequests: [{ signatureRequestId: ID }], language: "en-gb" }]);
    fireEvent.click(within(success).getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("heading", { name: "Thank you for signing" })).toBeTruthy();
    expect(screen.getByText("You will be taken to shop.example in 30 seconds.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download the documents (ZIP)" })).toBeTruthy();
    expect(app.services.sessionStorage.get("paraph-direct-sign")).toContain('"signatureState":"SIGNED"');
  });

  it("shows the guest the signing steps while the signature is made, polled through the link like the account's overlay", async () => {
    const stages = ["preparing", "signing", "time-stamping", "recording"];
    let polls = 0;
    let finish: (response: Response) => void = () => undefined;
    const app = await renderApp(
      `/view/${ID}/${GUEST}`,
      guestServer({
        "GET /api/v1/direct/user": () => json(200, guestUser({ firstName: "Giulia", lastName: "Ospite" })),
        [`GET ${direct}/signatures/signer-g/signing-progress`]: () => {
          const stage = stages[Math.min(polls, stages.length - 1)];
          polls += 1;
          return json(200, { stage, updatedAt: "2026-03-01T10:00:00.000Z", ahead: null });
        },
        "POST /api/v3/direct/sign": () => new Promise<Response>((resolve) => (finish = resolve)),
      }),
    );
    const panel = await screen.findByRole("region", { name: "Your signature" });
    fireEvent.click(within(panel).getByLabelText("I have read the documents and want to sign them."));
    fireEvent.click(within(panel).getByRole("button", { name: "Sign" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm your signature" })).getByRole("button", { name: "Send the code" }));
    const tanDialog = await screen.findByRole("dialog", { name: "Enter the TAN" });
    fireEvent.change(within(tanDialog).getByLabelText("TAN", { exact: true }), { target: { value: "123456" } });
    fireEvent.click(within(tanDialog).getByRole("button", { name: "Sign" }));

    // The steps show at once (preparing until the first answer), then follow the server's.
    const overlay = await screen.findByRole("dialog", { name: /^(Preparing the documents|Adding your signature|Time-stamping|Saving the signed documents)…$/ });
    for (const step of ["Preparing the documents", "Adding your signature", "Time-stamping", "Saving the signed documents"]) expect(within(overlay).getByText(step)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Saving the signed documents…" })).toBeTruthy(), { timeout: 3000 });
    const progressCalls = app.calls.filter((call) => call.key === `GET ${direct}/signatures/signer-g/signing-progress`);
    expect(progressCalls.length).toBeGreaterThanOrEqual(4);
    expect(progressCalls.every((call) => call.headers.get("Authorization") === BASIC)).toBe(true);

    finish(json(200, { signatureRequests: [{ signatureRequestId: ID, status: "open", signedDocuments: [] }] }));
    expect(await screen.findByRole("dialog", { name: "You have signed" })).toBeTruthy();
  });

  it("says a dead link no longer works, in the guest's language, and sends them to the error URL", async () => {
    const gone = { [`GET ${direct}`]: () => apiError(404, "not_found"), "GET /api/v1/direct/user": () => apiError(404, "not_found") };
    const first = await renderApp(`/view/${ID}/${GUEST}?lang=it`, gone);
    expect(await screen.findByRole("heading", { name: "Questo link non funziona più" })).toBeTruthy();
    expect(screen.queryByText("Page Not Found")).toBeNull();
    first.unmount();

    await renderApp(`/view/${ID}/${GUEST}?errorURL=https%3A%2F%2Fshop.example%2Foops&redirectTimeout=20`, gone);
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeTruthy();
    expect(screen.getByText("You will be taken to shop.example in 20 seconds.")).toBeTruthy();
  });

  it("declines through the link, then counts down to the decline URL when declineRedirect asks for it", async () => {
    const app = await renderApp(
      `/view/${ID}/${GUEST}?declineURL=https%3A%2F%2Fshop.example%2Fdeclined&declineRedirect=true&redirectTimeout=15`,
      guestServer({ [`POST ${direct}/decline`]: () => json(200, guestView({ status: "declined", allowedActions: [] })) }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Decline to sign" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline a signing request" });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Wrong address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await screen.findByRole("heading", { name: "You declined" })).toBeTruthy();
    expect(bodiesOf(app.calls, `POST ${direct}/decline`)).toEqual([{ message: "Wrong address" }]);
    expect(bodiesOf(app.calls, `POST /api/v3/signature-requests/${ID}/decline`)).toEqual([]);
    expect(screen.getByText("You will be taken to shop.example in 15 seconds.")).toBeTruthy();
  });

  it("tells a guest whose turn has not come to wait", async () => {
    const waiting = guestView({ signingOrder: "sequential", signers: [makeSigner({ id: "first" }), makeSigner({ id: "signer-g", email: "giulia@example.com", isMe: true, status: "pending", position: 2 })] });
    await renderApp(`/view/${ID}/${GUEST}`, guestServer({ [`GET ${direct}`]: () => json(200, waiting) }));
    expect(await screen.findByText("The signers before you in the signing order sign first. You can sign once it is your turn.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign" })).toBeNull();
  });

  it("asks the guest to accept the sender's terms of use before the code, and signs with acceptedTermsOfUse", async () => {
    const app = await renderApp(
      `/view/${ID}/${GUEST}`,
      guestServer({
        [`GET ${direct}`]: () => json(200, guestView({ termsOfUse: "Only for the tenants of Example Ltd." })),
        "GET /api/v1/direct/user": () => json(200, guestUser({ firstName: "Giulia", lastName: "Ospite" })),
      }),
    );
    const panel = await screen.findByRole("region", { name: "Your signature" });
    expect(within(panel).getByText("The sender's terms of use: you accept them before you sign.")).toBeTruthy();
    fireEvent.click(within(panel).getByLabelText("I have read the documents and want to sign them."));
    fireEvent.click(within(panel).getByRole("button", { name: "Sign" }));

    const terms = await screen.findByRole("dialog", { name: "Terms of use" });
    expect(within(terms).getByText("Only for the tenants of Example Ltd.")).toBeTruthy();
    fireEvent.click(within(terms).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Terms of use" })).toBeNull());
    expect(bodiesOf(app.calls, "POST /api/v1/direct/tan/resend")).toEqual([]);

    fireEvent.click(within(panel).getByRole("button", { name: "Sign" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Terms of use" })).getByRole("button", { name: "Accept and sign" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Confirm your signature" })).getByRole("button", { name: "Send the code" }));
    const tanDialog = await screen.findByRole("dialog", { name: "Enter the TAN" });
    fireEvent.change(within(tanDialog).getByLabelText("TAN", { exact: true }), { target: { value: "123456" } });
    fireEvent.click(within(tanDialog).getByRole("button", { name: "Sign" }));
    await screen.findByRole("dialog", { name: "You have signed" });
    expect(bodiesOf(app.calls, "POST /api/v3/direct/sign")).toEqual([{ signatureRequests: [{ signatureRequestId: ID, acceptedTermsOfUse: true }], language: "en-gb" }]);
  });
});
