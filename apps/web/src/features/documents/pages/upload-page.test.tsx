import "../../../test/dom-cleanup.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DocumentView } from "@paraph/contracts";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { json, renderApp } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { FakeXhr } from "../test/fake-xhr.ts";
import { makeRequest } from "../../signature-requests/test/request-factory.ts";

installFakeIntersectionObserver();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const pdf = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });
const documentOf = (id: string, title: string, pageCount = 2): DocumentView => ({
  id,
  title,
  pageCount,
  pages: Array.from({ length: pageCount }, (_, index) => ({ number: index + 1, width: 595, height: 842, rotation: 0 })),
  bytes: 2048,
  sha256: "a".repeat(64),
  createdAt: "2026-03-01T10:00:00.000Z",
  signed: null,
  cleaned: null,
});
const pageImage = () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { "Content-Type": "image/webp" } });

async function openUploadPage() {
  const app = await renderApp("/upload", { "GET /api/v1/user": () => json(200, makeUser()) }, { token: "session-token" });
  await screen.findByRole("heading", { name: "Upload documents" });
  return app;
}
const chooseFiles = (files: File[]) => fireEvent.change(screen.getByLabelText("Choose files", { selector: "input" }), { target: { files } });

describe("/upload", () => {
  it("sends each file in its own request with a progress bar each, then lists the document with a thumbnail", async () => {
    await openUploadPage();
    chooseFiles([pdf("contract.pdf"), pdf("annex.pdf")]);

    expect(FakeXhr.sent).toHaveLength(2);
    for (const request of FakeXhr.sent) {
      expect(request.method).toBe("POST");
      expect(request.url).toBe("/api/v3/documents");
      expect(request.headers.get("authorization")).toBe("Bearer session-token");
    }
    expect(FakeXhr.sent.map((request) => request.file.name).sort()).toEqual(["annex.pdf", "contract.pdf"]);

    const contract = FakeXhr.sent.find((request) => request.file.name === "contract.pdf")!;
    act(() => contract.progress(512, 2048));
    const bar = screen.getByRole("progressbar", { name: "Upload of contract.pdf" });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");
    expect(screen.getByRole("progressbar", { name: "Upload of annex.pdf" }).getAttribute("aria-valuenow")).toBe("0");
    act(() => contract.progress(2048, 2048));
    expect(screen.getByText("Checking the file…")).toBeTruthy();

    act(() => contract.respond(201, { documents: [documentOf("4c0b6f9e-58a5-4d7e-9d0e-4f1b2c3d4e5f", "contract")] }));
    const card = (await screen.findByRole("heading", { name: "contract" })).closest("li")!;
    expect(within(card).getByText(/Pages: 2/)).toBeTruthy();
    expect(within(card).getByRole("img", { name: "First page of contract" })).toBeTruthy();
    // The finished file leaves the queue; the other one is still on its way.
    expect(screen.queryByRole("progressbar", { name: "Upload of contract.pdf" })).toBeNull();
    expect(screen.getByRole("progressbar", { name: "Upload of annex.pdf" })).toBeTruthy();
  });

  it("explains each refused file in the visitor's words and keeps the others going", async () => {
    await openUploadPage();
    chooseFiles([pdf("holiday.jpg.pdf"), pdf("huge.pdf"), pdf("locked.pdf"), pdf("script.pdf"), pdf("long.pdf"), pdf("fine.pdf")]);
    // Async acts: the outcome reaches the page through a settled promise.
    const answer = (name: string, status: number, body: unknown) =>
      act(async () => FakeXhr.sent.find((request) => request.file.name === name)!.respond(status, body));
    await answer("holiday.jpg.pdf", 415, { code: "document_not_pdf", message: "x", details: { file: "holiday.jpg.pdf" } });
    await answer("huge.pdf", 413, { code: "document_too_large", message: "x", details: { maxBytes: 25 * 1024 * 1024 } });
    await answer("locked.pdf", 422, { code: "document_encrypted", message: "x", details: {} });
    await answer("script.pdf", 422, { code: "document_has_javascript", message: "x", details: {} });
    await answer("long.pdf", 422, { code: "document_too_many_pages", message: "x", details: { pageCount: 1200, maxPages: 1000 } });

    const rowOf = (name: string) => screen.getByText(name).closest("li")!;
    expect(within(rowOf("holiday.jpg.pdf")).getByRole("alert").textContent).toBe("Only PDF files can be signed.");
    expect(within(rowOf("huge.pdf")).getByRole("alert").textContent).toBe("This PDF is larger than the upload limit. The limit is 25 MB.");
    expect(within(rowOf("locked.pdf")).getByRole("alert").textContent).toBe(
      "This PDF is protected by a password or encrypted, so it can be neither checked nor cleaned. Save or print a copy without protection as a PDF and upload that copy.",
    );
    expect(within(rowOf("script.pdf")).getByRole("alert").textContent).toBe("This PDF contains scripts, which cannot be signed safely.");
    expect(within(rowOf("long.pdf")).getByRole("alert").textContent).toBe("This PDF has more pages than allowed. It has 1200 pages; the limit is 1000.");
    expect(within(rowOf("fine.pdf")).getByRole("progressbar")).toBeTruthy();

    // A refused file would be refused again: no retry is offered for it.
    expect(within(rowOf("locked.pdf")).queryByRole("button", { name: "Try again" })).toBeNull();
    // Dismissing a refused file removes only that row.
    fireEvent.click(within(rowOf("locked.pdf")).getByRole("button", { name: "Remove from the list" }));
    expect(screen.queryByText("locked.pdf")).toBeNull();
    expect(screen.getByText("script.pdf")).toBeTruthy();
  });

  it("lists the active content of a refused file and sends it again for a cleaned copy when the visitor agrees", async () => {
    await openUploadPage();
    chooseFiles([pdf("script.pdf")]);
    const found = [
      { kind: "javascript", page: null, feature: "JavaScript action" },
      { kind: "javascript", page: 2, feature: "JavaScript action" },
      { kind: "launch", page: 1, feature: "Launch action" },
    ];
    await act(async () => FakeXhr.sent[0]!.respond(422, { code: "document_has_javascript", message: "x", details: { file: "script.pdf", feature: "JavaScript action", found, cleanable: true } }));
    const row = screen.getByText("script.pdf").closest("li")!;
    const findings = within(row).getByRole("list", { name: "What the file contains" });
    expect(within(findings).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Scripts (JavaScript) (in the document; on page 2)",
      "An action that starts a program or opens a file (on page 1)",
    ]);
    fireEvent.click(within(row).getByRole("button", { name: "Continue with a cleaned copy" }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[1]!.url).toBe("/api/v3/documents?removeActiveContent=true");
    expect(FakeXhr.sent[1]!.file.name).toBe("script.pdf");
    const cleaned = { ...documentOf("4c0b6f9e-58a5-4d7e-9d0e-4f1b2c3d4e5f", "script"), cleaned: { removed: found, originalBytes: 2048, originalSha256: "b".repeat(64) } };
    act(() => FakeXhr.sent[1]!.respond(201, { documents: [cleaned] }));
    const card = (await screen.findByRole("heading", { name: "script" })).closest("li")!;
    expect(within(card).getByText("Cleaned copy: scripts and actions were removed when it was uploaded.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue with a cleaned copy" })).toBeNull();
  });

  it("offers no cleaned copy for a file that cannot be cleaned", async () => {
    await openUploadPage();
    chooseFiles([pdf("deep.pdf")]);
    const found = [{ kind: "too_complex_to_check", page: null, feature: "nesting too deep to check" }];
    await act(async () => FakeXhr.sent[0]!.respond(422, { code: "document_has_active_content", message: "x", details: { file: "deep.pdf", feature: "x", found, cleanable: false } }));
    const row = screen.getByText("deep.pdf").closest("li")!;
    expect(within(row).getByText(/This file cannot be cleaned/)).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Continue with a cleaned copy" })).toBeNull();
  });

  it("tries a file again after a network failure", async () => {
    await openUploadPage();
    chooseFiles([pdf("contract.pdf")]);
    await act(async () => FakeXhr.sent[0]!.failNetwork());
    const row = screen.getByText("contract.pdf").closest("li")!;
    expect(within(row).getByRole("alert").textContent).toMatch(/connection|network/i);
    fireEvent.click(within(row).getByRole("button", { name: "Try again" }));
    expect(FakeXhr.sent).toHaveLength(2);
    act(() => FakeXhr.sent[1]!.respond(201, { documents: [documentOf("4c0b6f9e-58a5-4d7e-9d0e-4f1b2c3d4e5f", "contract")] }));
    expect(await screen.findByRole("heading", { name: "contract" })).toBeTruthy();
  });

  it("accepts files dropped onto the zone", async () => {
    await openUploadPage();
    const zone = screen.getByTestId("drop-zone");
    fireEvent.dragEnter(zone, { dataTransfer: { types: ["Files"], files: [] } });
    expect(screen.getByText("Drop the files to upload them")).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files: [pdf("dropped.pdf")] } });
    expect(FakeXhr.sent.map((request) => request.file.name)).toEqual(["dropped.pdf"]);
    expect(screen.getByText("Drag and drop PDF files here")).toBeTruthy();
  });

  it("shows an uploaded document's pages on demand", async () => {
    const id = "4c0b6f9e-58a5-4d7e-9d0e-4f1b2c3d4e5f";
    const app = await renderApp(
      "/upload",
      { "GET /api/v1/user": () => json(200, makeUser()), [`GET /api/v3/documents/${id}/pages/1`]: pageImage, [`GET /api/v3/documents/${id}/pages/2`]: pageImage },
      { token: "session-token" },
    );
    await screen.findByRole("heading", { name: "Upload documents" });
    chooseFiles([pdf("contract.pdf")]);
    act(() => FakeXhr.sent[0]!.respond(201, { documents: [documentOf(id, "contract")] }));
    fireEvent.click(await screen.findByRole("button", { name: "View pages" }));
    expect(screen.getByRole("region", { name: "contract" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Page 1 of 2" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Page 2 of 2" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Hide pages" }));
    expect(screen.queryByRole("region", { name: "contract" })).toBeNull();
    // Nothing came into view in this test, so no page image (not even the thumbnail) was fetched.
    expect(app.calls.filter((call) => call.key.includes("/pages/"))).toEqual([]);
  });

  it("offers 'request signatures' after the upload: a draft with the documents in the order chosen (whichever upload ends first), at the user's default quality", async () => {
    const [first, second] = [documentOf("4c0b6f9e-58a5-4d7e-9d0e-4f1b2c3d4e5f", "contract", 17), documentOf("5d1c7a0f-69b6-4e8f-8e1f-5a2c3d4e5f60", "annex")];
    const draft = makeRequest({ id: "6e2d8b1a-7ac7-4f90-9f2a-6b3d4e5f6071", status: "draft" });
    const user = makeUser();
    user.attributes.defaultQuality = "aes";
    const app = await renderApp(
      "/upload",
      { "GET /api/v1/user": () => json(200, user), "POST /api/v3/signature-requests": () => json(201, draft), [`GET /api/v3/signature-requests/${draft.id}`]: () => json(200, draft) },
      { token: "session-token" },
    );
    await screen.findByRole("heading", { name: "Upload documents" });
    expect(screen.queryByRole("heading", { name: "What next?" })).toBeNull();
    chooseFiles([pdf("contract.pdf"), pdf("annex.pdf")]);
    // The annex, smaller, is stored before the contract: the request still lists the contract first.
    await act(async () => FakeXhr.sent[1]!.respond(201, { documents: [second] }));
    await act(async () => FakeXhr.sent[0]!.respond(201, { documents: [first] }));
    fireEvent.click(await screen.findByRole("button", { name: "Request signatures" }));
    await app.expectLocation(`/view/${draft.id}`);
    expect(app.calls.find((call) => call.key === "POST /api/v3/signature-requests")?.body).toEqual({ title: "contract", documents: [first.id, second.id], quality: "aes" });
  });

  it("offers 'sign myself': the user as the only signer with a field on each last page, sent at once", async () => {
    const document = documentOf("4c0b6f9e-58a5-4d7e-9d0e-4f1b2c3d4e5f", "contract", 3);
    const sent = makeRequest({ id: "6e2d8b1a-7ac7-4f90-9f2a-6b3d4e5f6071", status: "open" });
    const user = makeUser();
    const app = await renderApp(
      "/upload",
      {
        "GET /api/v1/user": () => json(200, user),
        "POST /api/v3/signature-requests": () => json(201, { ...sent, status: "draft" }),
        [`POST /api/v3/signature-requests/${sent.id}/initiate`]: () => json(200, sent),
        [`GET /api/v3/signature-requests/${sent.id}`]: () => json(200, sent),
      },
      { token: "session-token" },
    );
    await screen.findByRole("heading", { name: "Upload documents" });
    chooseFiles([pdf("contract.pdf")]);
    await act(async () => FakeXhr.sent[0]!.respond(201, { documents: [document] }));
    fireEvent.click(await screen.findByRole("button", { name: "Sign myself" }));
    await app.expectLocation(`/view/${sent.id}`);
    expect(app.calls.find((call) => call.key === "POST /api/v3/signature-requests")?.body).toEqual({
      title: "contract",
      documents: [document.id],
      signatures: [{ account_email: user.email, document_signatures: [{ document_id: document.id, page: 3, x: 409, y: 736, width: 150, height: 70 }] }],
    });
    expect(app.calls.some((call) => call.key === `POST /api/v3/signature-requests/${sent.id}/initiate`)).toBe(true);
  });

  it("starts uploading the files dropped on the dashboard", async () => {
    await renderApp(
      "/dashboard?tab=inbox&q=",
      {
        "GET /api/v1/user": () => json(200, makeUser()),
        "GET /api/v3/signature-requests-redesign": () => json(200, { items: [], page: 1, size: 25, total: 0 }),
      },
      { token: "session-token" },
    );
    const zone = await screen.findByTestId("drop-zone");
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files: [pdf("dropped.pdf")] } });
    expect(await screen.findByRole("heading", { name: "Upload documents" })).toBeTruthy();
    await waitFor(() => expect(FakeXhr.sent.map((request) => request.file.name)).toEqual(["dropped.pdf"]));
    fireEvent.click(screen.getByRole("button", { name: "Cancel the upload of dropped.pdf" }));
    expect(screen.queryByText("dropped.pdf")).toBeNull();
  });
});
