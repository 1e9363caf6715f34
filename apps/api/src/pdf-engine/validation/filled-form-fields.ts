import type * as Mupdf from "mupdf";
import type { EmbeddedSignature } from "../pades/embedded-signatures.ts";
import { FILLED_FIELD_MARKER } from "../pades/filled-field-marker.ts";
import { entryOf, resolvedOf } from "../pades/pdf-object-access.ts";
import type { DocumentParts } from "./document-parts.ts";

/** A form field value a signature's own revision wrote (docs/form-fields.md, "In the PDF"). */
export interface FilledFormField {
  /** The field's object number: later revisions may not change it. */
  number: number;
  name: string;
  /** From 1. */
  page: number;
  value: string | boolean;
}

/**
 * The names of the fields a signature locks by its field's /Lock (FieldMDP, Action Include):
 * where a Paraph signature lists the fields its revision filled.
 */
export function lockedFieldNamesOf(document: Mupdf.PDFDocument, signature: EmbeddedSignature): string[] {
  const lock = resolvedOf(entryOf(document.newIndirect(signature.fieldObject), "Lock"));
  if (!lock.isDictionary()) return [];
  const action = resolvedOf(entryOf(lock, "Action"));
  const list = resolvedOf(entryOf(lock, "Fields"));
  if (!action.isName() || action.asName() !== "Include" || !list.isArray()) return [];
  const names: string[] = [];
  for (let index = 0; index < list.length; index += 1) {
    const entry = resolvedOf(entryOf(list, index));
    if (entry.isString()) names.push(entry.asString());
  }
  return names;
}

/**
 * The Paraph-filled fields among `names` in one revision (the signed one): fields carrying
 * Paraph's marker, with their value (a text field's /V, a check box's /Yes or /Off) and the page
 * of their widget. Fields without the marker, as in PDFs not made by Paraph, are not read.
 */
export function filledFieldsIn(parts: DocumentParts, names: readonly string[]): FilledFormField[] {
  if (names.length === 0) return [];
  const wanted = new Set(names);
  const filled: FilledFormField[] = [];
  for (const [number, field] of parts.fields) {
    if (!wanted.has(field.name) || !resolvedOf(entryOf(field.object, FILLED_FIELD_MARKER)).isName()) continue;
    const page = parts.annotationPages.get(`${number}`);
    const value = valueOf(resolvedOf(entryOf(field.object, "V")), field.type);
    if (page !== undefined && value !== undefined) filled.push({ number, name: field.name, page, value });
  }
  return filled.sort((left, right) => left.page - right.page || names.indexOf(left.name) - names.indexOf(right.name));
}

function valueOf(value: Mupdf.PDFObject, type: string): string | boolean | undefined {
  if (type === "Btn") return value.isName() ? value.asName() !== "Off" : undefined;
  return value.isString() ? value.asString() : undefined;
}
