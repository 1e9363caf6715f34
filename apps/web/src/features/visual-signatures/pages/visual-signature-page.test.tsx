import "../../../test/dom-cleanup.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VisualSignature } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { apiError, json, noContent, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { makeVisualSignature } from "../../../test/visual-signature-factory.ts";

const observer = installFakeIntersectionObserver();
const png = () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });
const ID = "9d7d3c1a-0f4e-4b8a-8c1e-3f2a1b0c9d8e";
const OTHER = "1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6";
const signature = (overrides: Partial<VisualSignature> = {}): VisualSignature => makeVisualSignature({ id: ID, location: "London", quality: "ses", ...overrides });

beforeEach(() => {
  // The drawing pad needs a 2D context the test DOM lacks; strokes go nowhere, toBlob answers a PNG.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(new Proxy({}, { get: () => () => undefined, set: () => true }) as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback: BlobCallback) => callback(new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" })));
});
afterEach(() => vi.useRealTimers());

async function open(handlers: Record<string, FakeHandler>, user = makeUser()) {
  const app = await renderApp("/profile/visual-signature", { "GET /api/v1/user": () => json(200, user), ...handlers }, { token: "t" });
  await screen.findByRole("heading", { name: "Visual signature" });
  return app;
}

describe("/profile/visual-signature", () => {
  it("lists the signatures with their previews, the default marked", async () => {
    const app = await open({
      "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: OTHER, signatures: [signature(), signature({ id: OTHER, alias: "Private", default: true })] }),
      "GET /api/v1/user/preview-visual-signature": png,
    });
    const list = await screen.findByRole("list", { name: "Your visual signatures" });
    const board = within(list).getByRole("listitem", { name: "Board" });
    const preview = within(board).getByRole("img", { name: "Preview of the visual signature Board" });
    observer.bringIntoView(preview.parentElement!);
    await waitFor(() => expect(within(board).getByRole("img", { name: "Preview of the visual signature Board" }).tagName).toBe("IMG"));
    const call = app.calls.find((entry) => entry.key === "GET /api/v1/user/preview-visual-signature")!;
    expect(call).toBeTruthy();
    expect(within(list).getByRole("listitem", { name: "Private" }).textContent).toContain("Default");
    expect(within(board).queryByText("Default")).toBeNull();
  });

  it("shows a locked flag disabled with its fixed value", async () => {
    const user = makeUser({
      permissions: { visualSignatures: { claim: { canUpdate: false, defaultValue: true }, date: { canUpdate: true, defaultValue: true }, std: { canUpdate: true, defaultValue: false } } },
    });
    await open({ "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: null, signatures: [] }), "POST /api/v1/user/preview-visual-signature": png }, user);
    fireEvent.click(await screen.findByRole("button", { name: "New visual signature" }));
    const claim = screen.getByRole("checkbox", { name: /Signed electronically/ }) as HTMLInputElement;
    expect(claim.disabled).toBe(true);
    expect(claim.checked).toBe(true);
    expect(screen.getByText(/Set by your organisation/)).toBeTruthy();
    const standards = screen.getByRole("checkbox", { name: "The signature standard" }) as HTMLInputElement;
    expect(standards.disabled).toBe(false);
    expect(standards.checked).toBe(false);
  });

  it("redraws the live preview from the unsaved fields once typing pauses", async () => {
    const previews: unknown[] = [];
    await open({
      "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: ID, signatures: [signature({ default: true })] }),
      "GET /api/v1/user/preview-visual-signature": png,
      "POST /api/v1/user/preview-visual-signature": ({ body, url }) => {
        previews.push({ body, id: url.searchParams.get("id") });
        return png();
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await waitFor(() => expect(previews).toHaveLength(1));
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "Zur" } });
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "Zurich" } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(previews).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]).toMatchObject({ id: ID, body: { location: "Zurich", name: "Ada Lovelace" } });
  });

  it("creates a drawn signature: the fields, then the drawing as a PNG", async () => {
    const sent: string[] = [];
    let created: unknown = null;
    // renderApp hands handlers JSON bodies only; the form's file part is caught as it is built.
    const appended: Array<[string, unknown]> = [];
    const append = FormData.prototype.append;
    vi.spyOn(FormData.prototype, "append").mockImplementation(function (this: FormData, name: string, value: string | Blob, fileName?: string) {
      appended.push([name, value]);
      // The one-or-three-argument overloads cannot be called with a union; Reflect passes them on as given.
      Reflect.apply(append, this, fileName === undefined ? [name, value] : [name, value, fileName]);
    });
    await open({
      "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: null, signatures: [] }),
      "POST /api/v1/user/preview-visual-signature": png,
      "POST /api/v1/user/visual-signatures": ({ body }) => {
        sent.push("create");
        created = body;
        return json(201, signature({ alias: "Ada Lovelace", default: true }));
      },
      [`POST /api/v1/images/signature/${ID}`]: () => {
        sent.push("image");
        return json(200, signature({ alias: "Ada Lovelace", default: true, hasCustomImage: true }));
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "New visual signature" }));
    fireEvent.click(screen.getByRole("button", { name: "Save visual signature" }));
    expect(await screen.findByText("Please draw your signature first.")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.pointerDown(screen.getByRole("img", { name: "Drawing area for your signature" }), { clientX: 5, clientY: 5, pointerId: 1 });
    fireEvent.change(screen.getByLabelText("Company"), { target: { value: "Analytical Engines" } });
    fireEvent.click(screen.getByRole("button", { name: "Save visual signature" }));
    expect(await screen.findByText("The visual signature has been saved.")).toBeTruthy();
    expect(sent).toEqual(["create", "image"]);
    expect(created).toMatchObject({ name: "Ada Lovelace", optionalLine: "Analytical Engines", displayQr: false });
    expect(appended).toHaveLength(1);
    expect(appended[0]?.[0]).toBe("file");
    expect((appended[0]?.[1] as Blob).type).toBe("image/png");
  });

  it("makes a signature the default and deletes one after confirming", async () => {
    const calls: string[] = [];
    await open({
      "GET /api/v1/user/visual-signatures": () => json(200, { defaultSignatureId: OTHER, signatures: [signature(), signature({ id: OTHER, alias: "Private", default: true })] }),
      "GET /api/v1/user/preview-visual-signature": png,
      [`PUT /api/v1/user/visual-signatures/${ID}`]: ({ body }) => {
        calls.push(`default ${JSON.stringify(body)}`);
        return json(200, signature({ default: true }));
      },
      [`DELETE /api/v1/user/visual-signatures/${ID}`]: () => {
        calls.push("delete");
        // The first try fails: the dialog stays open with the reason and can be tried again.
        return calls.filter((call) => call === "delete").length === 1 ? apiError(404, "not_found") : noContent();
      },
    });
    const board = await screen.findByRole("listitem", { name: "Board" });
    fireEvent.click(within(board).getByRole("button", { name: "Make default" }));
    expect(await screen.findByText("Board is now your default visual signature.")).toBeTruthy();
    expect(calls).toEqual(['default {"default":true}']);

    fireEvent.click(within(screen.getByRole("listitem", { name: "Board" })).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this visual signature?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls).toEqual(['default {"default":true}']);
    fireEvent.click(within(screen.getByRole("listitem", { name: "Board" })).getByRole("button", { name: "Delete" }));
    const confirm = within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" });
    fireEvent.click(confirm);
    expect((await within(screen.getByRole("dialog")).findByRole("alert")).textContent).toContain("This could not be found.");
    fireEvent.click(confirm);
    expect(await screen.findByText("The visual signature has been deleted.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.slice(1)).toEqual(["delete", "delete"]);
  });
});
