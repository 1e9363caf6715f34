import type * as mupdf from "mupdf";
import { release } from "./pdf-object-walk.ts";

/** Entries of an annotation that hold its behaviour: what is found in them belongs to the annotation's page. */
const ANNOTATION_PARTS = ["A", "AA", "FS", "RichMediaContent", "Movie", "Sound"];

/**
 * Which page each indirect object belongs to (1-based): the page objects, their annotations and
 * what those annotations' actions and attachments refer to directly. The active-content check
 * reports findings there with their page; what belongs to no page (the catalog's opening action,
 * document scripts, attachments of the document) has none.
 */
export function mapObjectsToPages(pdf: mupdf.PDFDocument): Map<number, number> {
  const pages = new Map<number, number>();
  const note = (object: mupdf.PDFObject, page: number) => {
    if (object.isIndirect() && !pages.has(object.asIndirect())) pages.set(object.asIndirect(), page);
  };
  const count = pdf.countPages();
  for (let index = 0; index < count; index += 1) {
    const page = pdf.findPage(index);
    note(page, index + 1);
    const annotations = page.get("Annots");
    if (annotations.isArray()) {
      annotations.forEach((annotation) => {
        note(annotation, index + 1);
        const resolved = annotation.isIndirect() ? annotation.resolve() : annotation;
        if (resolved.isDictionary()) for (const key of ANNOTATION_PARTS) notePart(resolved.get(key), index + 1, note);
        release(annotation);
      });
    }
    release(annotations);
    notePart(page.get("AA"), index + 1, note);
  }
  return pages;
}

/** A part and the objects it refers to directly: an /AA dictionary's actions, an action's /Next, a file specification's streams. */
function notePart(part: mupdf.PDFObject, page: number, note: (object: mupdf.PDFObject, page: number) => void): void {
  if (part.isNull()) return;
  note(part, page);
  const resolved = part.isIndirect() ? part.resolve() : part;
  if (resolved.isDictionary()) resolved.forEach((value) => note(value, page));
}
