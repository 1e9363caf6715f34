import "../../../test/dom-cleanup.ts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";

/** The first page of the file compiles and loads its chunks cold, which on a busy machine takes longer than Testing Library's 5 s. */
const COLD_PAGE = { timeout: 20_000 };

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd";
const base = `/api/v3/template-links/${TOKEN}`;
const VISIT = "51000000-0000-4000-8000-000000000001";
const REQUEST = "52000000-0000-4000-8000-000000000001";
const GUEST = "GuestTokenGuestTokenGuestTokenGuestToken123";

const PAGE = { title: "Volunteer agreement", message: "Please read it first.", openRole: "Volunteer", quality: "ses", legislation: null, senderName: "Ada Lovelace" };
const refusal = (status: number, code: string) => () => json(status, { code, message: code, details: {} });

function linkServer(extra: Record<string, FakeHandler> = {}) {
  const starts: unknown[] = [];
  const confirms: unknown[] = [];
  const handlers: Record<string, FakeHandler> = {
    [`GET ${base}`]: () => json(200, PAGE),
    [`POST ${base}/start`]: ({ body }) => {
      starts.push(body);
      return json(201, { visitId: VISIT, maskedEmail: "v•••@example.ch", expiresAt: "2026-11-29T10:05:00.000Z" });
    },
    [`POST ${base}/confirm`]: ({ body }) => {
      confirms.push(body);
      return (body as { code: string }).code === "123456"
        ? json(200, { signatureRequestId: REQUEST, signerId: "53000000-0000-4000-8000-000000000001", guestId: GUEST, url: `https://paraph.test/view/${REQUEST}/${GUEST}` })
        : json(422, { code: "tan_invalid", message: "wrong", details: {} });
    },
    // The guest link's page, once the visitor arrives there.
    [`GET /api/v3/direct/signature-requests/${REQUEST}`]: refusal(404, "not_found"),
    ...extra,
  };
  return { handlers, starts, confirms };
}

async function giveDetails(): Promise<void> {
  await screen.findByRole("heading", { name: "Volunteer agreement", level: 1 }, COLD_PAGE);
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: "Vera" } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: "Muster" } });
  fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: " Vera@Example.ch " } });
  fireEvent.click(screen.getByRole("button", { name: "Send me the code" }));
}

describe("/template-link/:token", () => {
  it("takes the visitor's details in the page's language, refuses a wrong code, and sends the right one's visitor to their guest link", async () => {
    const server = linkServer();
    const app = await renderApp(`/template-link/${TOKEN}`, server.handlers, { language: "de-ch" });
    await screen.findByRole("heading", { name: "Volunteer agreement", level: 1 }, COLD_PAGE);
    expect(screen.getByText("Gesendet von Ada Lovelace")).toBeTruthy();
    expect(screen.getByText("Sie unterschreiben als: Volunteer")).toBeTruthy();
    expect(screen.getByText("Please read it first.")).toBeTruthy();

    // A malformed address is refused by the contracts' rule before anything is sent.
    fireEvent.change(screen.getByLabelText(/Vorname/), { target: { value: "Vera" } });
    fireEvent.change(screen.getByLabelText(/Nachname/), { target: { value: "Muster" } });
    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: "vera@" } });
    fireEvent.click(screen.getByRole("button", { name: "Code senden" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(server.starts).toEqual([]);

    fireEvent.change(screen.getByLabelText(/E-Mail/), { target: { value: "Vera@Example.ch" } });
    fireEvent.click(screen.getByRole("button", { name: "Code senden" }));
    expect(await screen.findByText(/Wir haben einen sechsstelligen Code an v•••@example\.ch gesendet/)).toBeTruthy();
    expect(server.starts).toEqual([{ email: "vera@example.ch", firstName: "Vera", lastName: "Muster", lang: "de-ch" }]);

    // Not six digits: said at once, nothing sent.
    fireEvent.change(screen.getByRole("textbox", { name: "Code" }), { target: { value: "12a" } });
    fireEvent.click(screen.getByRole("button", { name: "Bestätigen und Dokument öffnen" }));
    expect(await screen.findByText("Geben Sie die sechs Ziffern des Codes ein.")).toBeTruthy();
    expect(server.confirms).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: "Code" }), { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Bestätigen und Dokument öffnen" }));
    expect(await screen.findByText("Dieser Code ist falsch. Prüfen Sie die E-Mail und versuchen Sie es erneut.")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "Code" }), { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: "Bestätigen und Dokument öffnen" }));
    await app.expectLocation(`/view/${REQUEST}/${GUEST}`);
    expect(server.confirms).toEqual([
      { visitId: VISIT, code: "654321" },
      { visitId: VISIT, code: "123456" },
    ]);
  }, 30_000);

  it("locks the code after too many wrong tries and sends a new one on request", async () => {
    const server = linkServer({ [`POST ${base}/confirm`]: refusal(423, "tan_locked") });
    await renderApp(`/template-link/${TOKEN}`, server.handlers);
    await giveDetails();
    fireEvent.change(await screen.findByRole("textbox", { name: "Code" }), { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm and open the document" }));
    expect(await screen.findByText("The code is locked after three wrong tries. Ask for a new code.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Confirm and open the document" }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByText("A new code is on its way.")).toBeTruthy();
    expect(server.starts).toHaveLength(2);
    expect((screen.getByRole("button", { name: "Confirm and open the document" }) as HTMLButtonElement).disabled).toBe(false);
  }, 30_000);

  it.each([
    [410, "template_link_revoked", "This link has been revoked"],
    [409, "template_link_outdated", "This link no longer fits its template"],
    [404, "not_found", "This link does not exist"],
  ])("says plainly when the link answers %i %s", async (status, code, heading) => {
    await renderApp(`/template-link/${TOKEN}`, linkServer({ [`GET ${base}`]: refusal(status, code) }).handlers);
    expect(await screen.findByRole("heading", { name: heading, level: 1 }, COLD_PAGE)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send me the code" })).toBeNull();
   }, 30_000);

  it("shows the revoked page when the link is revoked while the visitor gives their details", async () => {
    await renderApp(`/template-link/${TOKEN}`, linkServer({ [`POST ${base}/start`]: refusal(410, "template_link_revoked") }).handlers);
    await giveDetails();
    expect(await screen.findByRole("heading", { name: "This link has been revoked", level: 1 })).toBeTruthy();
   }, 30_000);
});
