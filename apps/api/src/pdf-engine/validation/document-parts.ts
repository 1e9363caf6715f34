import type * as Mupdf from "mupdf";
import { formFieldsOf, type FormField } from "../pades/embedded-signatures.ts";
import { entryOf, resolvedOf } from "../pades/pdf-object-access.ts";

/**
 * What the comparison of two revisions reads from each: its pages in order, each page's
 * annotations, which page shows each annotation, the form's terminal fields and which field
 * each widget belongs to. Read once per revision: the final document's parts serve the
 * comparison with every signed revision.
 */
export interface DocumentParts {
  document: Mupdf.PDFDocument;
  pages: Mupdf.PDFObject[];
  /** Per page (by index), its annotations keyed by object number (see annotationsOf). */
  annotationsByPage: Map<string, Mupdf.PDFObject>[];
  annotationPages: Map<string, number>;
  fields: Map<number, FormField>;
  fieldOfAnnotation: Map<string, number>;
}

export function partsOf(document: Mupdf.PDFDocument): DocumentParts {
  const pages = pagesOf(document);
  const annotationsByPage = pages.map(annotationsOf);
  const fields = fieldsByNumber(document);
  return { document, pages, annotationsByPage, annotationPages: annotationPages(annotationsByPage), fields, fieldOfAnnotation: fieldOfAnnotation(fields) };
}

function fieldsByNumber(document: Mupdf.PDFDocument): Map<number, FormField> {
  return new Map(formFieldsOf(document).map((field) => [field.number, field]));
}

/** Which field each widget belongs to: the field itself when they are merged, else its parent. */
function fieldOfAnnotation(fields: Map<number, FormField>): Map<string, number> {
  const owners = new Map<string, number>();
  for (const [number, field] of fields) {
    owners.set(`${number}`, number);
    const kids = resolvedOf(entryOf(field.object, "Kids"));
    if (!kids.isArray()) continue;
    for (let index = 0; index < kids.length; index += 1) {
      const kid = entryOf(kids, index);
      if (kid.isIndirect()) owners.set(`${kid.asIndirect()}`, number);
    }
  }
  return owners;
}

function pagesOf(document: Mupdf.PDFDocument): Mupdf.PDFObject[] {
  const pages: Mupdf.PDFObject[] = [];
  const count = document.countPages();
  for (let index = 0; index < count; index += 1) pages.push(document.findPage(index));
  return pages;
}

/**
 * A page's annotations, keyed by object number (an annotation is one object across revisions);
 * one written inline, without its own object, is keyed by its place in the array.
 */
function annotationsOf(page: Mupdf.PDFObject): Map<string, Mupdf.PDFObject> {
  const annotations = new Map<string, Mupdf.PDFObject>();
  const list = resolvedOf(entryOf(page, "Annots"));
  if (!list.isArray()) return annotations;
  for (let index = 0; index < list.length; index += 1) {
    const annotation = entryOf(list, index);
    annotations.set(annotation.isIndirect() ? `${annotation.asIndirect()}` : `inline:${index}`, annotation);
  }
  return annotations;
}

function annotationPages(annotationsByPage: Map<string, Mupdf.PDFObject>[]): Map<string, number> {
  const pageOf = new Map<string, number>();
  annotationsByPage.forEach((annotations, index) => {
    for (const key of annotations.keys()) if (!pageOf.has(key)) pageOf.set(key, index + 1);
  });
  return pageOf;
}

