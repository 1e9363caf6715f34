import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../../test/render-app.tsx";
import { installFakeIntersectionObserver } from "../../../test/fake-intersection-observer.ts";
import { renderWithServices } from "../../../test/render-with-services.tsx";
import { DocumentViewer } from "./document-viewer.tsx";
import { computeFitScale, computeRenderScale } from "./viewer-scale.ts";

const DOCUMENT_ID = "0b7f1c1e-3c55-4a8e-9a53-2a3f5d1c9e10";
const A4 = { width: 595, height: 842, rotation: 0 };
const PAGES = [1, 2, 3].map((number) => ({ number, ...A4 }));
const pageImage = () => new Response(new Uint8Array([82, 73, 70, 70]), { status: 200, headers: { "Content-Type": "image/webp" } });
const pagePath = `GET /api/v3/documents/${DOCUMENT_ID}/pages`;
const handlers = Object.fromEntries([1, 2, 3].map((n) => [`${pagePath}/${n}`, pageImage]));
const frameOf = (name: string) => screen.getByRole("img", { name }).parentElement as HTMLElement;

const observer = installFakeIntersectionObserver();
afterEach(() => {
  Object.defineProperty(window, "devicePixelRatio", { value: 1, configurable: true });
});

describe("DocumentViewer", () => {
  it("shows every page as an image named 'Page n of m' and fetches a page only when it comes into view", async () => {
    const { calls } = await renderWithServices(<DocumentViewer documentId={DOCUMENT_ID} pageCount={3} pages={PAGES} />, handlers);
    for (const n of [1, 2, 3]) expect(frameOf(`Page ${n} of 3`).dataset.state).toBe("idle");
    expect(calls.filter((call) => call.key.startsWith(pagePath))).toEqual([]);

    observer.bringIntoView(frameOf("Page 2 of 3"));
    await waitFor(() => expect(screen.getByRole("img", { name: "Page 2 of 3" }).tagName).toBe("IMG"));
    const pageCalls = calls.filter((call) => call.key.startsWith(pagePath));
    expect(pageCalls.map((call) => call.key)).toEqual([`${pagePath}/2`, `${pagePath}/2`]);
    expect(pageCalls[0]?.headers.get("Accept")).toMatch(/^image\/webp/);
    expect(pageCalls[0]?.headers.get("Authorization")).toBe("Bearer test-token");
    // Page 1 and 3 are still waiting for their turn.
    expect(frameOf("Page 1 of 3").dataset.state).toBe("idle");
    expect(frameOf("Page 3 of 3").dataset.state).toBe("idle");

    const image = screen.getByRole("img", { name: "Page 2 of 3" });
    expect(image.dataset.state).toBe("loading");
    fireEvent.load(image);
    expect(screen.getByRole("img", { name: "Page 2 of 3" }).dataset.state).toBe("loaded");
  });

  it("asks for the scale that matches the displayed width times the device pixel ratio, with a small placeholder", async () => {
    Object.defineProperty(window, "devicePixelRatio", { value: 2, configurable: true });
    const { calls } = await renderWithServices(<DocumentViewer documentId={DOCUMENT_ID} pageCount={3} pages={PAGES} />, handlers);
    observer.bringIntoView(frameOf("Page 1 of 3"));
    await waitFor(() => expect(calls.filter((call) => call.key === `${pagePath}/1`)).toHaveLength(2));
    const scales = calls.filter((call) => call.key === `${pagePath}/1`).map((call) => Number(call.url.searchParams.get("scale")));
    const displayScale = computeFitScale(0, PAGES);
    const expected = computeRenderScale(displayScale, 2);
    expect(scales.sort((a, b) => a - b)).toEqual([10, expected]);
    // Unmeasured, the viewer lays pages out for its fallback width; the image is at least as wide as the page is shown on a 2× screen, and at most 5 % wider.
    const shownWidth = Math.round(A4.width * displayScale);
    expect((A4.width * expected) / 100).toBeGreaterThanOrEqual(shownWidth * 2 - 1);
    expect((A4.width * expected) / 100).toBeLessThanOrEqual(shownWidth * 2 * 1.05);
  });

  it("never asks for more than the API renders", () => {
    expect(computeRenderScale(3, 3)).toBe(400);
    expect(computeRenderScale(0.01, 1)).toBe(10);
  });

  it("moves between pages with the buttons, the page number and PageUp/PageDown", async () => {
    const onPageChange = vi.fn();
    await renderWithServices(<DocumentViewer documentId={DOCUMENT_ID} pageCount={3} pages={PAGES} onPageChange={onPageChange} />, handlers);
    const pageNumber = () => screen.getByRole("textbox", { name: "Page number" }) as HTMLInputElement;
    expect(pageNumber().value).toBe("1");
    expect(screen.getByRole("button", { name: "Previous page" })).toHaveProperty("disabled", true);

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(pageNumber().value).toBe("2");
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    fireEvent.change(pageNumber(), { target: { value: "3" } });
    fireEvent.submit(pageNumber());
    expect(pageNumber().value).toBe("3");
    expect(screen.getByRole("button", { name: "Next page" })).toHaveProperty("disabled", true);

    const pages = screen.getByTestId("document-pages");
    fireEvent.keyDown(pages, { key: "PageUp" });
    expect(pageNumber().value).toBe("2");
    fireEvent.keyDown(pages, { key: "PageDown" });
    fireEvent.keyDown(pages, { key: "PageDown" });
    expect(pageNumber().value).toBe("3");

    // A page past the end lands on the last one.
    fireEvent.change(pageNumber(), { target: { value: "40" } });
    fireEvent.submit(pageNumber());
    expect(pageNumber().value).toBe("3");
  });

  it("zooms with the buttons and the + and - keys, fetching the pages in view again at the new size", async () => {
    const { calls } = await renderWithServices(<DocumentViewer documentId={DOCUMENT_ID} pageCount={3} pages={PAGES} />, handlers);
    observer.bringIntoView(frameOf("Page 1 of 3"));
    await waitFor(() => expect(screen.getByRole("img", { name: "Page 1 of 3" }).tagName).toBe("IMG"));
    const widthBefore = (screen.getByRole("img", { name: "Page 1 of 3" }).closest("[data-page]") as HTMLElement).style.width;

    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(screen.getByText("125%")).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId("document-pages"), { key: "+" });
    expect(screen.getByText("150%")).toBeTruthy();
    fireEvent.keyDown(screen.getByTestId("document-pages"), { key: "-" });
    expect(screen.getByText("125%")).toBeTruthy();

    const page = screen.getByRole("img", { name: "Page 1 of 3" }).closest("[data-page]") as HTMLElement;
    expect(Number.parseInt(page.style.width, 10)).toBeGreaterThan(Number.parseInt(widthBefore, 10));
    await waitFor(() => {
      const scales = calls.filter((call) => call.key === `${pagePath}/1`).map((call) => Number(call.url.searchParams.get("scale")));
      // The last request is for the level the viewer settled on (125 %), not the 150 % it passed through.
      expect(scales.at(-1)).toBe(computeRenderScale(computeFitScale(0, PAGES) * 1.25, 1));
    });
    fireEvent.click(screen.getByRole("button", { name: "Fit to width" }));
    expect(screen.getByText("100%")).toBeTruthy();
  });

  it("draws the caller's overlay over each page with its size in points and the display scale", async () => {
    const renderPageOverlay = vi.fn((pageNumber: number) => <span>Field on page {pageNumber}</span>);
    await renderWithServices(<DocumentViewer documentId={DOCUMENT_ID} pageCount={3} pages={PAGES} renderPageOverlay={renderPageOverlay} />, handlers);
    expect(screen.getByText("Field on page 3")).toBeTruthy();
    expect(renderPageOverlay).toHaveBeenCalledWith(2, { width: 595, height: 842 }, computeFitScale(0, PAGES));
  });

  it("reads pages through the direct-sign link when given its token", async () => {
    const { calls } = await renderWithServices(
      <DocumentViewer documentId={DOCUMENT_ID} pageCount={1} pages={[PAGES[0]!]} directSignToken="direct-token-0123456789" />,
      { [`GET /api/v3/direct/documents/${DOCUMENT_ID}/pages/1`]: pageImage },
    );
    observer.bringIntoView(frameOf("Page 1 of 1"));
    await waitFor(() => expect(screen.getByRole("img", { name: "Page 1 of 1" }).tagName).toBe("IMG"));
    expect(calls[0]?.url.searchParams.get("token")).toBe("direct-token-0123456789");
  });

  it("shows a failed page as such, with its name kept", async () => {
    await renderWithServices(<DocumentViewer documentId={DOCUMENT_ID} pageCount={1} pages={[PAGES[0]!]} />, {
      [`${pagePath}/1`]: () => apiError(422, "page_render_failed"),
    });
    observer.bringIntoView(frameOf("Page 1 of 1"));
    await waitFor(() => expect(frameOf("Page 1 of 1").dataset.state).toBe("error"));
    expect(screen.getByRole("img", { name: "Page 1 of 1" }).textContent).toBe("This page could not be shown.");
  });
});
