import * as mupdf from "mupdf";

/** The text of a PDF page with its widgets' appearances (visual signatures) baked in, as a reader shows it. */
export function pageTextWithWidgets(pdf: Uint8Array, pageIndex = 0): string {
  const document = mupdf.Document.openDocument(pdf, "application/pdf").asPDF();
  if (!document) throw new Error("not a PDF");
  document.bake(true, true);
  return document.loadPage(pageIndex).toStructuredText("preserve-whitespace").asText();
}

/** The text of every page of a PDF (reports). */
export function documentText(pdf: Uint8Array): string {
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  return Array.from({ length: document.countPages() }, (_, index) => document.loadPage(index).toStructuredText("preserve-whitespace").asText()).join("\n");
}
