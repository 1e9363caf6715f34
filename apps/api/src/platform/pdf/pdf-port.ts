/*
 * What the platform offers every module for looking into PDFs and drawing their pages. The
 * implementation is signing/render's PdfEngine (mupdf in worker threads), which app.ts puts into
 * the context; platform/ only names the port, so it imports nothing from signing/.
 */

export interface PdfPageSize {
  width: number;
  height: number;
  rotation: number;
}

/** Content that acts instead of showing (scripts, launching, sending): the code the upload answers with, and what was found. */
export interface PdfActiveContent {
  code: "document_has_javascript" | "document_has_active_content";
  feature: string;
}

/** The inspection's answer when the document breaks a structure limit; `found` and `max` name it. */
export interface PdfStructureRefusal {
  outcome: "too_complex";
  limit: "objects" | "inflated_bytes" | "nesting_depth" | "page_tree";
  found?: number;
  max?: number;
  reason: string;
}

export type PdfInspection =
  | { outcome: "ok"; pageCount: number; pages: PdfPageSize[]; activeContent: PdfActiveContent | null; wasRepaired: boolean }
  | { outcome: "too_many_pages"; pageCount: number }
  | PdfStructureRefusal
  | { outcome: "not_pdf" | "corrupt" | "encrypted"; reason: string };

export interface PdfPageRendering {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, rows without padding. */
  pixels: Uint8Array;
}

export interface PdfPort {
  inspect(path: string, maxPages: number): Promise<PdfInspection>;
  renderPage(path: string, pageIndex: number, scale: number): Promise<PdfPageRendering>;
  close(): Promise<void>;
}
