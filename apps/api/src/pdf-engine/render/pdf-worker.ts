import * as mupdf from "mupdf";
import { startsWithPdfHeader } from "../pdf-header.ts";
import type { PdfCleaning, PdfInspection, PdfPageRendering, PdfPageSize } from "../../platform/pdf/pdf-port.ts";
import { movedBack } from "../../platform/workers/moved-back.ts";
import { findActiveContent } from "./active-content.ts";
import { writeCleanedCopy } from "./cleaned-copy.ts";
import { findDocumentStructureProblem, findRawStructureProblem } from "./pdf-structure-limits.ts";
import { isXfaOnly } from "./xfa-forms.ts";
import { reportTaken, type TimeLimitedTask } from "../../platform/workers/time-limit.ts";

/**
 * Runs inside worker threads (PdfEngine's pool): mupdf is WebAssembly that blocks while it
 * works, so it never runs on the event loop. Documents stay open in a small per-worker cache,
 * keyed by the blob's path, so rendering page after page does not re-parse the file.
 */

export type PdfTask =
  | { kind: "inspect"; path: string; maxPages: number }
  | { kind: "render"; path: string; pageIndex: number; scale: number }
  | { kind: "remove-active-content"; path: string };

/* The answers' shapes are the platform's PDF port (platform/pdf/pdf-port.ts), which PdfEngine serves. */
export type PdfPageInfo = PdfPageSize;
export type InspectResult = PdfInspection;
export type RenderResult = PdfPageRendering;
export type CleaningResult = PdfCleaning;

const openDocuments = new Map<string, mupdf.PDFDocument>();
const OPEN_DOCUMENT_LIMIT = 8;

function openDocument(path: string, bytes?: Uint8Array): mupdf.PDFDocument {
  const cached = openDocuments.get(path);
  if (cached) {
    openDocuments.delete(path);
    openDocuments.set(path, cached);
    return cached;
  }
  const document = mupdf.Document.openDocument(bytes ?? readFile(path), "application/pdf");
  const pdf = document.asPDF();
  if (!pdf) throw new Error("not a PDF");
  openDocuments.set(path, pdf);
  if (openDocuments.size > OPEN_DOCUMENT_LIMIT) {
    const [oldestPath, oldest] = openDocuments.entries().next().value as [string, mupdf.PDFDocument];
    openDocuments.delete(oldestPath);
    oldest.destroy();
  }
  return pdf;
}

function readFile(path: string): Uint8Array {
  // Read synchronously: the worker has nothing else to do while it waits.
  return new Uint8Array(process.getBuiltinModule("node:fs").readFileSync(path));
}

function inspect(path: string, maxPages: number): InspectResult {
  const bytes = readFile(path);
  if (!startsWithPdfHeader(bytes)) return { outcome: "not_pdf", reason: "The file does not start with a PDF header" };
  const rawProblem = findRawStructureProblem(bytes);
  if (rawProblem) return rawProblem;
  let pdf: mupdf.PDFDocument;
  try {
    pdf = openDocument(path, bytes);
  } catch (error) {
    return { outcome: "corrupt", reason: error instanceof Error ? error.message : String(error) };
  }
  if (pdf.needsPassword()) return { outcome: "encrypted", reason: "The PDF is protected by a password" };
  if (!pdf.getTrailer().get("Encrypt").isNull()) return { outcome: "encrypted", reason: "The PDF is encrypted" };
  try {
    const structureProblem = findDocumentStructureProblem(pdf);
    if (structureProblem) return structureProblem;
    if (isXfaOnly(pdf)) return { outcome: "xfa_only", reason: "The pages are built by the viewer from an XFA form" };
    const pageCount = pdf.countPages();
    // Past the limit, stop before loading thousands of pages.
    if (pageCount > maxPages) return { outcome: "too_many_pages", pageCount };
    const pages: PdfPageInfo[] = [];
    for (let index = 0; index < pageCount; index += 1) {
      const page = pdf.loadPage(index);
      const [x0, y0, x1, y1] = page.getBounds();
      const rotate = page.getObject().getInheritable("Rotate");
      pages.push({ width: round(x1 - x0), height: round(y1 - y0), rotation: rotate.isNumber() ? normaliseRotation(rotate.asNumber()) : 0, ...visibleOriginOf(page.getObject()) });
      page.destroy();
    }
    return { outcome: "ok", pageCount, pages, activeContent: findActiveContent(pdf), wasRepaired: pdf.wasRepaired() };
  } catch (error) {
    return { outcome: "corrupt", reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The lower-left corner of what a viewer shows of the page: its crop box, else its media box. */
function visibleOriginOf(page: mupdf.PDFObject): { originX: number; originY: number } {
  for (const key of ["CropBox", "MediaBox"]) {
    const box = page.getInheritable(key);
    if (!box.isArray() || box.length !== 4) continue;
    const corners = [0, 1, 2, 3].map((index) => box.get(index));
    if (!corners.every((corner) => corner.isNumber())) continue;
    const [left, bottom, right, top] = corners.map((corner) => corner.asNumber()) as [number, number, number, number];
    return { originX: round(Math.min(left, right)), originY: round(Math.min(bottom, top)) };
  }
  return { originX: 0, originY: 0 };
}

function render(path: string, pageIndex: number, scale: number): RenderResult {
  const pdf = openDocument(path);
  const page = pdf.loadPage(pageIndex);
  const zoom = scale / 100;
  const pixmap = page.toPixmap(mupdf.Matrix.scale(zoom, zoom), mupdf.ColorSpace.DeviceRGB, false, true);
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  const source = pixmap.getPixels();
  const rowBytes = width * 3;
  const pixels = new Uint8Array(rowBytes * height);
  if (stride === rowBytes) pixels.set(source.subarray(0, pixels.length));
  else for (let row = 0; row < height; row += 1) pixels.set(source.subarray(row * stride, row * stride + rowBytes), row * rowBytes);
  pixmap.destroy();
  page.destroy();
  return { width, height, pixels };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function normaliseRotation(value: number): number {
  return (((Math.round(value / 90) * 90) % 360) + 360) % 360;
}

export default function runPdfTask(task: PdfTask & TimeLimitedTask): InspectResult | RenderResult | CleaningResult {
  reportTaken(task);
  if (task.kind === "inspect") return inspect(task.path, task.maxPages);
  if (task.kind === "remove-active-content") {
    const cleaning = writeCleanedCopy(readFile(task.path));
    return cleaning.outcome === "cleaned" ? movedBack(cleaning, cleaning.bytes) : cleaning;
  }
  // A page's pixels (1.5 MB at scale 100) are moved to the caller, not copied.
  const rendered = render(task.path, task.pageIndex, task.scale);
  return movedBack(rendered, rendered.pixels);
}
