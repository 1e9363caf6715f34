/*
 * What the platform offers every module for looking into PDFs and drawing their pages. The
 * implementation is pdf-engine/render's PdfEngine (mupdf in worker threads), which app.ts puts into
 * the context; platform/ only names the port, so it imports nothing from pdf-engine/.
 */

import type { ActiveContentFinding } from "@paraph/contracts";

export interface PdfPageSize {
  width: number;
  height: number;
  rotation: number;
  /**
   * Where the visible page (its crop box) begins in the page's user space: not at 0 0 on a page
   * cropped from a larger one. Documents stored before it was recorded have none (0 0).
   */
  originX?: number;
  originY?: number;
}

/** Content that acts instead of showing (scripts, launching, sending, media, attached programs): its kind, its page and what exactly it is. */
export type PdfActiveContent = ActiveContentFinding;

/** The inspection's answer when the document breaks a structure limit; `found` and `max` name it. */
export interface PdfStructureRefusal {
  outcome: "too_complex";
  limit: "objects" | "inflated_bytes" | "nesting_depth" | "page_tree";
  found?: number;
  max?: number;
  reason: string;
}

export type PdfInspection =
  | { outcome: "ok"; pageCount: number; pages: PdfPageSize[]; activeContent: PdfActiveContent[]; wasRepaired: boolean }
  | { outcome: "too_many_pages"; pageCount: number }
  | PdfStructureRefusal
  | { outcome: "not_pdf" | "corrupt" | "encrypted" | "xfa_only"; reason: string };

/** A copy of a PDF with its active content removed, written afresh (not as an incremental update), and what was removed. */
export type PdfCleaning = { outcome: "cleaned"; bytes: Uint8Array; removed: PdfActiveContent[] } | { outcome: "corrupt"; reason: string };

export interface PdfPageRendering {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, rows without padding. */
  pixels: Uint8Array;
}

export interface PdfPort {
  inspect(path: string, maxPages: number): Promise<PdfInspection>;
  renderPage(path: string, pageIndex: number, scale: number): Promise<PdfPageRendering>;
  /** Writes a copy without scripts, launching or sending actions, media and attached programs; the pages look the same. */
  removeActiveContent(path: string): Promise<PdfCleaning>;
  close(): Promise<void>;
}
