import "../../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SignatureRequestView } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../../test/fake-intersection-observer.ts";
import { defaultBusinessSettings } from "../../../../test/business-settings-fixture.ts";
import { apiError, json, renderApp, type FakeHandler } from "../../../../test/render-app.tsx";
import { makeUser } from "../../../../test/user-factory.ts";
import { makeRequest, makeSigner } from "../../test/request-factory.ts";

installFakeIntersectionObserver();

const DRAFT_ACTIONS: SignatureRequestView["allowedActions"] = ["update", "initiate", "delete", "add_document", "remove_document", "add_signer", "remove_signer", "add_observer", "remove_observer"];

function setup(initial: SignatureRequestView, extra: Record<string, FakeHandler> = {}) {
  let view = initial;
  const base = `/api/v3/signature-requests/${view.id}`;
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, makeUser()),
    [`GET ${base}`]: () => json(200, view),
    [`GET ${base}/status`]: () => json(200, { status: view.status, signers: [], updatedAt: view.updatedAt }),
    [`PUT ${base}/signatures/${view.signers[0]?.id ?? "none"}`]: ({ body }) => {
      const input = body as { document_signatures: SignatureRequestView["signers"][number]["fields"] };
      view = { ...view, signers: view.signers.map((signer, index) => (index === 0 ? { ...signer, fields: input.document_signatures } : signer)) };
      return json(200, view);
    },
    [`POST ${base}/initiate`]: () => {
      view = { ...view, status: "open", allowedActions: ["remind", "withdraw"] };
      return json(200, view);
    },
    [`GET ${base}/events`]: () => json(200, { events: [] }),
    ...extra,
  };
  return { handlers, current: () => view };
}

const draft = makeRequest({ status: "draft", initiatedAt: null, allowedActions: DRAFT_ACTIONS, signers: [makeSigner({ id: "bea", status: "pending" })] });

describe("composer", () => {
  it("refuses to send while a signer has no signature field, and says so", async () => {
    const { handlers } = setup(draft);
    const app = await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Send for signature" }));
    expect(await screen.findByText("Place a signature field for Bea Muster.")).toBeTruthy();
    expect(app.calls.some((call) => call.key.endsWith("/initiate"))).toBe(false);
  });

  it("places a field in the middle of the first page and sends it with the signer, in points, then sends the draft", async () => {
    const { handlers, current } = setup(draft);
    const app = await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    fireEvent.keyDown(await screen.findByRole("button", { name: "Place a signature field for Bea Muster" }), { key: "Enter" });
    expect(screen.getByRole("group", { name: "Signature field of Bea Muster" })).toBeTruthy();
    expect(screen.getByText("The signature fields have changed. Save the draft or send it to keep them.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send for signature" }));
    expect(await screen.findByText("The request has been sent to its signers.")).toBeTruthy();
    const keys = app.calls.map((call) => call.key).filter((key) => !key.startsWith("GET"));
    // The signer's fields change in place, then the draft is sent.
    expect(keys).toEqual([`PUT /api/v3/signature-requests/${draft.id}/signatures/bea`, `POST /api/v3/signature-requests/${draft.id}/initiate`]);
    expect(app.calls.find((call) => call.key.startsWith("PUT") && call.key.endsWith("/signatures/bea"))?.body).toEqual({
      document_signatures: [{ document_id: draft.documents[0]?.id, page: 1, x: 222.5, y: 386, width: 150, height: 70 }],
    });
    expect(current().status).toBe("open");
    await screen.findByRole("button", { name: "Remind signers" });
  });

  it("keeps the next signer typed while the previous one is still being added", async () => {
    // The add answers at once; the refresh that follows it waits until the test lets it go.
    let releaseRefresh = () => {};
    let holdRefresh = false;
    const withCarl = { ...draft, signers: [...draft.signers, makeSigner({ id: "carl", email: "carl@example.com", firstName: "Carl", lastName: "Meier", status: "pending" })] };
    const { handlers } = setup(draft, {
      [`POST /api/v3/signature-requests/${draft.id}/signatures`]: () => {
        holdRefresh = true;
        return json(200, withCarl);
      },
      // The request's status is refreshed after every change to the request.
      [`GET /api/v3/signature-requests/${draft.id}/status`]: () => {
        const status = json(200, { status: "draft", signers: [], updatedAt: draft.updatedAt });
        return holdRefresh ? new Promise<Response>((resolve) => (releaseRefresh = () => resolve(status))) : status;
      },
    });
    await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    const signers = within(await screen.findByRole("region", { name: "Signers" }));
    const field = (label: string) => signers.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
    fill("E-mail address", "carl@example.com");
    fill("First name", "Carl");
    fill("Last name", "Meier");
    fireEvent.click(signers.getByRole("button", { name: "Add signer" }));
    await screen.findByRole("button", { name: "Remove carl@example.com" });
    // The next signer is typed before the add has finished refreshing the request.
    fill("E-mail address", "dora@example.com");
    fill("First name", "Dora");
    releaseRefresh();
    await waitFor(() => expect(holdRefresh && field("Last name").value).toBe(""));
    expect(field("E-mail address").value).toBe("dora@example.com");
    expect(field("First name").value).toBe("Dora");
  });

  it("nudges a field with the arrow keys and removes it with Delete", async () => {
    const { handlers } = setup(draft);
    await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    fireEvent.keyDown(await screen.findByRole("button", { name: "Place a signature field for Bea Muster" }), { key: "Enter" });
    const field = screen.getByRole("group", { name: "Signature field of Bea Muster" });
    const before = field.style.left;
    fireEvent.keyDown(field, { key: "ArrowRight", shiftKey: true });
    expect(screen.getByRole("group", { name: "Signature field of Bea Muster" }).style.left).not.toBe(before);
    fireEvent.keyDown(screen.getByRole("group", { name: "Signature field of Bea Muster" }), { key: "Delete" });
    expect(screen.queryByRole("group", { name: "Signature field of Bea Muster" })).toBeNull();
    expect(screen.queryByText(/The signature fields have changed/)).toBeNull();
  });

  describe("placing a field where the page is clicked", () => {
    const twoSigners = { ...draft, signers: [...draft.signers, makeSigner({ id: "carl", email: "carl@example.com", firstName: "Carl", lastName: "Meier", status: "pending" })] };
    const pageLayer = async () => {
      await screen.findByRole("group", { name: "Clicking a page places a field for" });
      return waitFor(() => {
        const layer = document.querySelector<HTMLElement>('[data-page-drop][data-page-number="1"]');
        if (!layer) throw new Error("page 1 is not shown yet");
        return layer;
      });
    };
    const click = (target: HTMLElement, x: number, y: number, travel = 0) => {
      fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: x, clientY: y });
      fireEvent.pointerUp(target, { pointerId: 1, button: 0, clientX: x + travel, clientY: y });
    };
    const boxOf = (name: string) => {
      const { left, top, width, height } = screen.getByRole("group", { name: `Signature field of ${name}` }).style;
      return { left: parseFloat(left), top: parseFloat(top), width: parseFloat(width), height: parseFloat(height) };
    };
    const overlap = (a: ReturnType<typeof boxOf>, b: ReturnType<typeof boxOf>) =>
      a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

    it("centres the chosen signer's field on the click, and puts the next signer's beside it rather than on it", async () => {
      const { handlers } = setup(twoSigners);
      await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
      const layer = await pageLayer();
      expect((screen.getByLabelText("Bea Muster") as HTMLInputElement).checked).toBe(true);
      click(layer, 120, 160);
      const bea = boxOf("Bea Muster");
      // The page's top-left corner is at 0, 0 in the test's layout: the field's centre is the click.
      expect(bea.left + bea.width / 2).toBeCloseTo(120, 0);
      expect(bea.top + bea.height / 2).toBeCloseTo(160, 0);
      fireEvent.click(screen.getByLabelText("Carl Meier"));
      click(layer, 120, 160);
      const carl = boxOf("Carl Meier");
      expect(overlap(bea, carl)).toBe(false);
      expect(carl.top).toBeCloseTo(bea.top, 0);
      expect(screen.getByText("The signature fields have changed. Save the draft or send it to keep them.")).toBeTruthy();
    });

    it("keeps a field clicked at the page's edge on the page, and places nothing after a drag or on a field", async () => {
      const { handlers } = setup(twoSigners);
      await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
      const layer = await pageLayer();
      click(layer, 100, 100, 40);
      expect(screen.queryByRole("group", { name: "Signature field of Bea Muster" })).toBeNull();
      click(layer, 0, 0);
      expect(boxOf("Bea Muster")).toMatchObject({ left: 0, top: 0 });
      fireEvent.click(screen.getByLabelText("Carl Meier"));
      click(screen.getByRole("group", { name: "Signature field of Bea Muster" }), 5, 5);
      expect(screen.queryByRole("group", { name: "Signature field of Carl Meier" })).toBeNull();
    });

    it("places from the keyboard in the middle of the page, and hands the new field the focus for the arrow keys", async () => {
      const { handlers } = setup(twoSigners);
      await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
      await pageLayer();
      fireEvent.click(screen.getByLabelText("Carl Meier"));
      fireEvent.click(screen.getByRole("button", { name: "Place Carl Meier’s field in the middle of page 1" }));
      const field = screen.getByRole("group", { name: "Signature field of Carl Meier" });
      await waitFor(() => expect(document.activeElement).toBe(field));
      const before = boxOf("Carl Meier");
      fireEvent.keyDown(field, { key: "ArrowDown", shiftKey: true });
      expect(boxOf("Carl Meier").top).toBeGreaterThan(before.top);
    });
  });

  it("saves the title and settings, with the sender's terms of use, with PUT", async () => {
    let sent: unknown = null;
    const { handlers } = setup(draft, {
      [`PUT /api/v3/signature-requests/${draft.id}`]: ({ body }) => {
        sent = body;
        return json(200, { ...draft, title: "Employment contract", signingOrder: "sequential", reminderIntervalDays: 3, termsOfUse: "Only for Example Ltd." });
      },
    });
    await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    fireEvent.change(await screen.findByLabelText("Title"), { target: { value: "Employment contract" } });
    fireEvent.click(screen.getByLabelText(/One after another/));
    fireEvent.change(screen.getByLabelText("Automatic reminders"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText(/Terms of use the signers accept/), { target: { value: "  Only for Example Ltd. " } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("The draft has been saved.")).toBeTruthy();
    expect(sent).toEqual({
      title: "Employment contract",
      signing_order: "sequential",
      message: null,
      terms_of_use: "Only for Example Ltd.",
      expires_at: null,
      reminder_interval_days: 3,
      quality: "ses",
      legislation: null,
    });
    await waitFor(() => expect((screen.getByRole("button", { name: "Save draft" }) as HTMLButtonElement).disabled).toBe(true));
  });

  it("offers each signature quality and legislation, explained, and saves the choice", async () => {
    let sent: unknown = null;
    const { handlers } = setup(draft, {
      [`PUT /api/v3/signature-requests/${draft.id}`]: ({ body }) => {
        sent = body;
        return json(200, { ...draft, quality: "qes", legislation: "zertes" });
      },
    });
    await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    const quality = await screen.findByRole("group", { name: "Signature quality" });
    expect((screen.getByLabelText(/^Simple electronic signature \(SES\)/) as HTMLInputElement).checked).toBe(true);
    expect(quality.textContent).toContain("Equal to a handwritten signature by law");
    fireEvent.click(screen.getByLabelText(/^Qualified electronic signature \(QES\)/));
    fireEvent.click(screen.getByLabelText(/^Switzerland \(ZertES\)/));
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("The draft has been saved.")).toBeTruthy();
    expect(sent).toMatchObject({ quality: "qes", legislation: "zertes" });
  });

  describe("completion mail", () => {
    const member = makeUser({ business: { id: "business-1", name: "Muster AG", isAdmin: false, isMember: true, seals: [] } });
    // The business attaches the signed document always, and the protocol by default not, but lets senders choose it.
    const settings = defaultBusinessSettings();
    settings.mailService.attachments.signatureProtocol = { enabled: false, customisable: true };
    const businessHandlers = (answer: typeof settings, put?: FakeHandler): Record<string, FakeHandler> => ({
      "GET /api/v1/user": () => json(200, member),
      "GET /api/v1/businesses/business-1/settings": () => json(200, { settings: answer }),
      ...(put ? { [`PUT /api/v3/signature-requests/${draft.id}`]: put } : {}),
    });

    it("offers only the attachments the business makes customisable, shows its default, and saves the choice", async () => {
      let sent: unknown = null;
      const { handlers } = setup(draft, businessHandlers(settings, ({ body }) => {
        sent = body;
        return json(200, { ...draft, mailAttachments: { signedDocument: null, signatureProtocol: true } });
      }));
      await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
      const fieldset = within(await screen.findByRole("group", { name: "Completion mail" }));
      expect(fieldset.queryByLabelText("Attach the signed document")).toBeNull();
      const protocol = fieldset.getByLabelText("Attach the signature protocol") as HTMLInputElement;
      expect(protocol.checked).toBe(false);
      fireEvent.click(protocol);
      fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
      expect(await screen.findByText("The draft has been saved.")).toBeTruthy();
      expect(sent).toMatchObject({ title: draft.title, mail_attachments: { signature_protocol: true } });
      expect((sent as { mail_attachments: object }).mail_attachments).not.toHaveProperty("signed_document");
      await waitFor(() => expect((screen.getByLabelText("Attach the signature protocol") as HTMLInputElement).checked).toBe(true));
    });

    it("starts from the request's own choice, shows the server's refusal and then offers what the business allows now", async () => {
      const chosen = { ...draft, mailAttachments: { signedDocument: null, signatureProtocol: true } };
      // An admin made the protocol fixed again after the page loaded.
      let current = settings;
      const { handlers } = setup(chosen, businessHandlers(settings, () => {
        current = defaultBusinessSettings();
        return apiError(422, "mail_attachment_not_customisable");
      }));
      handlers["GET /api/v1/businesses/business-1/settings"] = () => json(200, { settings: current });
      await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
      const protocol = (await screen.findByLabelText("Attach the signature protocol")) as HTMLInputElement;
      expect(protocol.checked).toBe(true);
      fireEvent.click(protocol);
      fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
      expect(await screen.findByText("The business does not let senders change this e-mail attachment.")).toBeTruthy();
      // The settings are read again: the choice is no longer offered.
      await waitFor(() => expect(screen.queryByRole("group", { name: "Completion mail" })).toBeNull());
    });

    it("is not offered when the business lets senders choose nothing", async () => {
      let sent: unknown = null;
      const { handlers } = setup(draft, businessHandlers(defaultBusinessSettings(), ({ body }) => {
        sent = body;
        return json(200, { ...draft, title: "Employment contract" });
      }));
      const app = await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
      await waitFor(() => expect(app.calls.some((call) => call.key.endsWith("/businesses/business-1/settings"))).toBe(true));
      fireEvent.change(await screen.findByLabelText("Title"), { target: { value: "Employment contract" } });
      expect(screen.queryByRole("group", { name: "Completion mail" })).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
      expect(await screen.findByText("The draft has been saved.")).toBeTruthy();
      expect(sent).not.toHaveProperty("mail_attachments");
    });
  });

  it("deletes the draft after asking, and returns to the drafts", async () => {
    const { handlers } = setup(draft, { [`DELETE /api/v3/signature-requests/${draft.id}`]: () => new Response(null, { status: 204 }), "GET /api/v3/signature-requests-redesign": () => json(200, { items: [], page: 1, size: 25, total: 0 }) });
    const app = await renderApp(`/view/${draft.id}`, handlers, { token: "t" });
    fireEvent.click(await screen.findByRole("button", { name: "Delete draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete draft" });
    expect(within(dialog).getByText(/“Lease agreement” and its documents are deleted/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await app.expectLocation("/dashboard?tab=drafts&q=");
    expect(app.calls.some((call) => call.key === `DELETE /api/v3/signature-requests/${draft.id}`)).toBe(true);
  });
});
