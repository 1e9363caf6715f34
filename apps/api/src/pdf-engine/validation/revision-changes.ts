import type * as Mupdf from "mupdf";
import type { FormField } from "../pades/embedded-signatures.ts";
import { entryOf, resolvedOf } from "../pades/pdf-object-access.ts";
import type { DocumentParts } from "./document-parts.ts";
import { PdfObjectComparer } from "./pdf-object-equality.ts";

export type ChangeKind = "page_content" | "annotation" | "form_field" | "pages" | "other";

/** Something a reader sees differently from what was signed; `page` counts from 1 in the final document (or the signed one for what was removed). */
export interface DocumentChange {
  kind: ChangeKind;
  page?: number;
  /** The form field's fully qualified name, for a form field change (what a FieldMDP lock names). */
  field?: string;
}

/**
 * Catalog entries a later revision may add or change without changing what was signed: the
 * validation data (DSS) and its extension marker, and the XMP metadata that signing software
 * rewrites on every save (a reader never shows it on a page). The form is compared field by
 * field and the page tree page by page.
 */
const CATALOG_KEYS_COMPARED_ELSEWHERE = new Set(["Pages", "AcroForm", "DSS", "Extensions", "Metadata"]);

/** /AcroForm entries signing touches (SigFlags) or that only style new fields (DR, DA). */
const ACRO_FORM_KEYS_ALLOWED = new Set(["Fields", "SigFlags", "DR", "DA"]);

/** Page entries that are not the page's look: the tree pointer, and annotations (compared one by one). */
const PAGE_KEYS_COMPARED_ELSEWHERE = new Set(["Parent", "Annots"]);

/** Page entries a page inherits from the page tree when it does not set them itself. */
const INHERITED_PAGE_KEYS = ["Resources", "MediaBox", "CropBox", "Rotate"];

/** Field entries that are its widgets or back pointers: widgets are compared as annotations. */
const FIELD_KEYS_COMPARED_ELSEWHERE = new Set(["Kids", "Parent", "P"]);

/**
 * What changed between the revision a signature covers and the final document, leaving out
 * what PAdES allows after signing: validation data (DSS/VRI), document time-stamps and later
 * signatures, each with its own new signature field, widget and appearance. Everything else a
 * reader could see is reported: page content and resources, pages added or removed,
 * annotations added, removed or changed, form field values, and other catalog entries (such as
 * optional content, which can show what was hidden).
 *
 * `laterSignatureFields` are the field objects of the signatures made after this one.
 */
export function findChangesAfterSigning(signedParts: DocumentParts, finalParts: DocumentParts, laterSignatureFields: ReadonlySet<number>): DocumentChange[] {
  const changes: DocumentChange[] = [];
  const { document: signed, fields: signedFields, pages: signedPages, annotationPages: signedAnnotationPages, fieldOfAnnotation: signedFieldOfAnnotation } = signedParts;
  const { document: final, fields: finalFields, pages: finalPages, annotationPages: finalAnnotationPages, fieldOfAnnotation: finalFieldOfAnnotation } = finalParts;
  const comparer = new PdfObjectComparer(signed, final, objectsComparedAlone(signedParts, finalParts));
  const signedRoot = entryOf(signed.getTrailer(), "Root");
  const finalRoot = entryOf(final.getTrailer(), "Root");

  if (!comparer.isSameDictionary(signedRoot, finalRoot, CATALOG_KEYS_COMPARED_ELSEWHERE)) changes.push({ kind: "other" });
  if (!comparer.isSameDictionary(entryOf(signedRoot, "AcroForm"), entryOf(finalRoot, "AcroForm"), ACRO_FORM_KEYS_ALLOWED)) changes.push({ kind: "other" });

  /**
   * A field a later signature owns: new, or a signature field that was still empty when this
   * signature was made (a text field or a signed field turned into one is a change).
   */
  const isLaterSignatureField = (fieldNumber: number | undefined) => {
    if (fieldNumber === undefined || !laterSignatureFields.has(fieldNumber)) return false;
    const before = signedFields.get(fieldNumber);
    return !before || (before.type === "Sig" && entryOf(before.object, "V").isNull());
  };
  /** A widget may change only as part of such a field it already belonged to (not an annotation recast as one). */
  const isLaterSignatureWidget = (key: string) => {
    const owner = finalFieldOfAnnotation.get(key);
    return signedFieldOfAnnotation.get(key) === owner && isLaterSignatureField(owner);
  };

  for (let index = finalPages.length; index < signedPages.length; index += 1) changes.push({ kind: "pages", page: index + 1 });
  for (let index = signedPages.length; index < finalPages.length; index += 1) changes.push({ kind: "pages", page: index + 1 });

  for (let index = 0; index < Math.min(signedPages.length, finalPages.length); index += 1) {
    const page = index + 1;
    const before = signedPages[index] as Mupdf.PDFObject;
    const after = finalPages[index] as Mupdf.PDFObject;
    const inheritedSame = INHERITED_PAGE_KEYS.every((key) => comparer.isSame(before.getInheritable(key), after.getInheritable(key)));
    if (!inheritedSame || !comparer.isSameDictionary(before, after, PAGE_KEYS_COMPARED_ELSEWHERE)) changes.push({ kind: "page_content", page });

    const beforeAnnotations = signedParts.annotationsByPage[index] ?? new Map<string, Mupdf.PDFObject>();
    const afterAnnotations = finalParts.annotationsByPage[index] ?? new Map<string, Mupdf.PDFObject>();
    for (const [key, annotation] of beforeAnnotations) {
      const later = afterAnnotations.get(key);
      if (!later) {
        changes.push({ kind: kindOf(annotation), page });
        continue;
      }
      if (comparer.isSame(annotation, later) || isLaterSignatureWidget(key)) continue;
      changes.push({ kind: kindOf(later), page });
    }
    for (const [key, annotation] of afterAnnotations) {
      if (beforeAnnotations.has(key) || isLaterSignatureField(finalFieldOfAnnotation.get(key))) continue;
      changes.push({ kind: kindOf(annotation), page });
    }
  }

  for (const [number, field] of signedFields) {
    const later = finalFields.get(number);
    if (!later) {
      changes.push(...fieldChanges(field, signedFieldOfAnnotation, signedAnnotationPages));
      continue;
    }
    if (comparer.isSameDictionary(field.object, later.object, FIELD_KEYS_COMPARED_ELSEWHERE) || isLaterSignatureField(number)) continue;
    changes.push(...fieldChanges(later, finalFieldOfAnnotation, finalAnnotationPages));
  }
  for (const [number, field] of finalFields) {
    if (signedFields.has(number) || isLaterSignatureField(number)) continue;
    changes.push(...fieldChanges(field, finalFieldOfAnnotation, finalAnnotationPages));
  }
  return uniqueChanges(changes);
}

/** A changed widget shows a form field's value; anything else is an annotation. */
function kindOf(annotation: Mupdf.PDFObject): ChangeKind {
  const subtype = resolvedOf(entryOf(resolvedOf(annotation), "Subtype"));
  return subtype.isName() && subtype.asName() === "Widget" ? "form_field" : "annotation";
}

/**
 * The objects this comparison judges one by one, in either revision: pages, the annotations on
 * them and the form's fields. Anything else that refers to one of them (an outline, a named
 * destination, the open action, a link's target) is compared by which object it names.
 */
function objectsComparedAlone(...revisions: DocumentParts[]): Set<number> {
  const numbers = new Set<number>();
  for (const { pages, annotationPages, fields } of revisions) {
    for (const page of pages) if (page.isIndirect()) numbers.add(page.asIndirect());
    for (const key of annotationPages.keys()) if (!key.startsWith("inline:")) numbers.add(Number(key));
    for (const number of fields.keys()) numbers.add(number);
  }
  return numbers;
}

/** A form field change, on each page that shows one of its widgets. */
function fieldChanges(field: FormField, ownerOf: Map<string, number>, pagesOfAnnotation: Map<string, number>): DocumentChange[] {
  const pages = new Set<number>();
  for (const [annotation, owner] of ownerOf) {
    const page = pagesOfAnnotation.get(annotation);
    if (owner === field.number && page !== undefined) pages.add(page);
  }
  const named = field.name ? { field: field.name } : {};
  return pages.size === 0 ? [{ kind: "form_field", ...named }] : [...pages].map((page) => ({ kind: "form_field", page, ...named }));
}

function uniqueChanges(changes: DocumentChange[]): DocumentChange[] {
  const seen = new Set<string>();
  const unique = changes.filter((change) => {
    const key = `${change.kind}:${change.page ?? ""}:${change.field ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((left, right) => (left.page ?? 0) - (right.page ?? 0) || left.kind.localeCompare(right.kind));
}
