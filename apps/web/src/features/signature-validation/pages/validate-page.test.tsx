import "../../../test/dom-cleanup.ts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, json, renderApp } from "../../../test/render-app.tsx";
import { renderWithServices } from "../../../test/render-with-services.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { VALIDATION_MAX_BYTES } from "../api/validate-pdf-file.ts";
import { completedResult, validationResult } from "../test/report-factory.ts";
import ValidatePage from "./validate-page.tsx";

const pdf = (name = "lease-signed.pdf", text = "%PDF-1.7 signed") => new File([text], name, { type: "" });
const choose = (file: File) => fireEvent.change(screen.getByLabelText("Choose a PDF", { selector: "input" }), { target: { files: [file] } });

describe("/validate", () => {
  it("opens for visitors who are not logged in, with its title", async () => {
    await renderApp("/validate", {});
    await screen.findByRole("heading", { level: 1, name: "Check signatures" });
    await waitFor(() => expect(document.title).toBe("Check signatures - Paraph"));
    expect(screen.getByText(/Did you scan the QR code on a signature\?/)).toBeTruthy();
  });

  it("opens for logged-in users too", async () => {
    await renderApp("/validate", { "GET /api/v1/user": () => json(200, makeUser()) }, { token: "session-token" });
    await screen.findByRole("heading", { level: 1, name: "Check signatures" });
  });

  it("sends the chosen file as a PDF, shows progress, then the verdict in the status region and the details", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = await renderWithServices(<ValidatePage />, {
      "POST /api/v1/validate": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    choose(pdf());

    const status = screen.getByRole("status");
    const progress = await within(status).findByRole("progressbar", { name: "Checking the signatures of lease-signed.pdf…" });
    expect(progress).toBeTruthy();
    const [call] = calls;
    expect(call?.key).toBe("POST /api/v1/validate");
    // Typed as a PDF although the picker reported no type, so the API takes it.
    const body = call?.body as Blob;
    expect(body.type).toBe("application/pdf");
    expect(await body.text()).toBe("%PDF-1.7 signed");

    await act(async () => answer(json(200, completedResult())));
    await within(status).findByRole("heading", { level: 2, name: "All signatures are valid" });
    expect(within(status).queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("article", { name: /Signature 1: Olivia Owner/ })).toBeTruthy();
    expect(screen.getByRole("article", { name: /Signature 2: Sami Second/ })).toBeTruthy();
  });

  it("checks as of the chosen day and shows what proves each signature then", async () => {
    const expired = { time: "2026-03-02T09:15:00.000Z", valid: true, intact: true, certificateValidAtValidationTime: false, proven: true };
    const result = completedResult();
    const answer = {
      ...result,
      validationTime: "2030-01-15T00:00:00.000Z",
      signatures: result.signatures.map((report, index) => (index === 0 ? { ...report, timeStamps: [expired] } : report)),
    };
    const { calls } = await renderWithServices(<ValidatePage />, { "POST /api/v1/validate": () => json(200, answer) });
    fireEvent.change(screen.getByLabelText(/Validate as of/), { target: { value: "15/01/2030" } });
    choose(pdf());

    await screen.findByRole("heading", { level: 2, name: "All signatures are valid" });
    expect(calls[0]?.url.searchParams.get("at")).toBe("2030-01-15T00:00:00Z");
    expect(screen.getByText(/^Checked as of /)).toBeTruthy();
    const first = screen.getByRole("article", { name: /Signature 1: Olivia Owner/ });
    expect(within(first).getByText(/by its signature time-stamp/)).toBeTruthy();
    expect(within(first).getByText(/its certificate has expired, but a later archive time-stamp proves it/)).toBeTruthy();
  });

  it("explains a file that is not a PDF with the API's error code", async () => {
    await renderWithServices(<ValidatePage />, { "POST /api/v1/validate": () => apiError(415, "document_not_pdf") });
    choose(pdf("holiday.jpg", "not a pdf"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The PDF could not be checked");
    expect(alert.textContent).toContain("This file is not a PDF. Only PDF documents can be checked.");
  });

  it("refuses a file over the limit before sending it, and says the limit", async () => {
    const { calls } = await renderWithServices(<ValidatePage />, {});
    const huge = pdf("scan.pdf");
    Object.defineProperty(huge, "size", { value: VALIDATION_MAX_BYTES + 1 });
    choose(huge);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This is too large to upload. The limit is 50 MB.");
    expect(calls).toEqual([]);
  });

  it("says when the server refuses too many checks", async () => {
    await renderWithServices(<ValidatePage />, { "POST /api/v1/validate": () => apiError(429, "rate_limited") });
    choose(pdf());
    expect((await screen.findByRole("alert")).textContent).toContain("Too many attempts. Please wait a moment and try again.");
  });

  it("replaces an earlier result when another file is chosen", async () => {
    const answers = [json(200, completedResult()), json(200, validationResult({ verdict: "no_signatures", signatures: [] }))];
    await renderWithServices(<ValidatePage />, { "POST /api/v1/validate": () => answers.shift() ?? apiError(500, "internal_error") });
    choose(pdf("first.pdf"));
    await screen.findByRole("heading", { name: "All signatures are valid" });
    choose(pdf("plain.pdf"));
    await screen.findByRole("heading", { name: "This PDF has no signatures" });
    expect(screen.queryByRole("heading", { name: "All signatures are valid" })).toBeNull();
    expect(screen.getByText("Checked file: plain.pdf")).toBeTruthy();
  });

  it("downloads the validation report as PDF and as XML by sending the same file again with the report's media type", async () => {
    const saved: Array<{ name: string; blob: Blob }> = [];
    let lastBlob = new Blob();
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return "blob:report";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob });
    });
    const { calls } = await renderWithServices(<ValidatePage />, {
      "POST /api/v1/validate": ({ headers }) => {
        const accept = headers.get("accept");
        if (accept === "application/xml") return new Response('<?xml version="1.0"?><ValidationReport xmlns="http://uri.etsi.org/19102/v1.2.1#"/>', { headers: { "content-type": "application/xml" } });
        if (accept === "application/pdf") return new Response("%PDF-1.7 report", { headers: { "content-type": "application/pdf" } });
        return json(200, completedResult());
      },
    });
    const file = pdf("lease-signed.pdf");
    choose(file);
    await screen.findByRole("heading", { name: "All signatures are valid" });
    expect(screen.getByRole("heading", { level: 2, name: "Validation report" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Download the validation report (PDF)" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Download the validation report (XML)" }));
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved.map((entry) => entry.name)).toEqual(["lease-signed validation report.pdf", "lease-signed validation report.xml"]);
    expect(await saved[0]?.blob.text()).toBe("%PDF-1.7 report");
    expect(await saved[1]?.blob.text()).toContain("<ValidationReport");
    const reportCalls = calls.filter((call) => call.key === "POST /api/v1/validate");
    expect(reportCalls.map((call) => call.headers.get("accept"))).toEqual(["application/json", "application/pdf", "application/xml"]);
    // The same file each time, as a PDF.
    for (const call of reportCalls) expect(await (call.body as Blob).text()).toBe("%PDF-1.7 signed");
  });

  it("says when the report could not be made, and keeps the result on the page", async () => {
    await renderWithServices(<ValidatePage />, {
      "POST /api/v1/validate": ({ headers }) => (headers.get("accept") === "application/json" ? json(200, completedResult()) : apiError(503, "service_unavailable")),
    });
    choose(pdf());
    await screen.findByRole("heading", { name: "All signatures are valid" });
    fireEvent.click(screen.getByRole("button", { name: "Download the validation report (XML)" }));
    expect((await screen.findByText("The validation report could not be made. Please try again."))).toBeTruthy();
    expect(screen.getByRole("heading", { name: "All signatures are valid" })).toBeTruthy();
  });
});

afterEach(() => vi.restoreAllMocks());
