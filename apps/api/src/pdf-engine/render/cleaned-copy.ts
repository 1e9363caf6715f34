import * as mupdf from "mupdf";
import type { PdfCleaning } from "../../platform/pdf/pdf-port.ts";
import { FindingList, findActiveContent } from "./active-content.ts";
import { removeActiveContent } from "./active-content-removal.ts";
import { mapObjectsToPages } from "./object-pages.ts";

/**
 * Removing one layer can uncover nothing new (references are deleted, not followed), but an
 * action reached only through another that was removed is dropped with it when the file is
 * written. A second pass catches what the first left in place; more would mean a file built to
 * resist cleaning, and the upload's inspection of the copy refuses what is left.
 */
const MAX_PASSES = 2;

/**
 * A copy of the PDF with its active content removed (`removeActiveContent`), written afresh:
 * a complete file with a new cross-reference table and no incremental updates, so no earlier
 * revision with the removed objects is left inside it, and objects nothing refers to any more
 * are not written. Opens its own copy of the file: the worker's cache of open documents must
 * keep showing the original. Runs in the PDF worker threads.
 */
export function writeCleanedCopy(bytes: Uint8Array): PdfCleaning {
  let pdf: mupdf.PDFDocument | null = null;
  try {
    pdf = mupdf.Document.openDocument(bytes, "application/pdf").asPDF();
    if (!pdf || pdf.needsPassword() || !pdf.getTrailer().get("Encrypt").isNull()) return { outcome: "corrupt", reason: "The PDF cannot be opened for cleaning" };
    // Pages are mapped before anything is removed: what is removed is reported on its page.
    const pages = mapObjectsToPages(pdf);
    const removed = new FindingList(() => pages);
    removeActiveContent(pdf, removed);
    for (let pass = 1; pass < MAX_PASSES && findActiveContent(pdf).length > 0; pass += 1) removeActiveContent(pdf, removed);
    // Garbage collection without renumbering: with renumbering ("compact") mupdf wrote media9.pdf
    // (texlive-latex-extra-doc) so that a widget on its page 4 no longer drew after the object walk.
    const written = pdf.saveToBuffer("garbage");
    const copy = new Uint8Array(written.asUint8Array());
    written.destroy();
    return { outcome: "cleaned", bytes: copy, removed: removed.all };
  } catch (error) {
    return { outcome: "corrupt", reason: error instanceof Error ? error.message : String(error) };
  } finally {
    pdf?.destroy();
  }
}

