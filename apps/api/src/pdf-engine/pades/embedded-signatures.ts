import type * as Mupdf from "mupdf";
import { entryOf, exactIntegerOf, resolvedOf } from "./pdf-object-access.ts";

/** Signatures as they sit in a PDF: their byte ranges, SubFilter, claimed time and CMS bytes. */
export interface EmbeddedSignature {
  subFilter: string;
  claimedTime: string | null;
  /** As written; `isByteRangeUsable` says whether it can be applied to the file at all. */
  byteRange: [number, number, number, number];
  /** The DER inside /Contents, without the zero padding. */
  contents: Uint8Array;
  /** The signature field (object number) whose value this signature is: later revisions may add only their own. */
  fieldObject: number;
  fieldName: string;
}

/** More signature fields than any real document carries: reading (and checking) stops there. */
export const MAX_SIGNATURES = 100;

/** Walking the form tree stops after this many nodes, so a hostile tree cannot hold a thread. */
export const MAX_FIELD_NODES = 20_000;

/** The document is larger or deeper than a check may walk: the caller answers that, never a guess. */
export class DocumentTooComplexError extends Error {}

export class TooManySignaturesError extends Error {
  constructor(readonly limit: number) {
    super(`The PDF has more than ${limit} signatures`);
  }
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

let mupdfModule: Promise<typeof Mupdf> | undefined;

/** mupdf is a large WebAssembly module: loaded on first use only, and mostly inside worker threads. */
export function loadMupdf(): Promise<typeof Mupdf> {
  mupdfModule ??= import("mupdf");
  return mupdfModule;
}

export function openPdfDocument(mupdf: typeof Mupdf, pdf: Uint8Array): Mupdf.PDFDocument {
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  const opened = document.asPDF();
  if (!opened) {
    document.destroy();
    throw new Error("not a PDF");
  }
  return opened;
}

/**
 * Every signature of the document, oldest first. They are read the way a PDF reader finds them:
 * the signature fields of the catalog's /AcroForm in the cross-reference data, never by
 * searching the bytes, so text on a page that looks like a signature dictionary is only text.
 */
export async function findEmbeddedSignatures(pdf: Uint8Array, limit = MAX_SIGNATURES): Promise<EmbeddedSignature[]> {
  const document = openPdfDocument(await loadMupdf(), pdf);
  try {
    return readEmbeddedSignatures(document, limit);
  } finally {
    document.destroy();
  }
}

/** The same, on a document already open (the validator keeps it open for more checks). */
export function readEmbeddedSignatures(document: Mupdf.PDFDocument, limit = MAX_SIGNATURES): EmbeddedSignature[] {
  const signatures: EmbeddedSignature[] = [];
  const seenValues = new Set<number>();
  for (const field of signatureFieldsOf(document)) {
    const value = entryOf(field.object, "V");
    const dictionary = resolvedOf(value);
    if (!dictionary.isDictionary() || entryOf(dictionary, "ByteRange").isNull()) continue;
    if (value.isIndirect()) {
      // Two fields sharing one signature dictionary are one signature.
      if (seenValues.has(value.asIndirect())) continue;
      seenValues.add(value.asIndirect());
    }
    if (signatures.length >= limit) throw new TooManySignaturesError(limit);
    signatures.push(embeddedSignatureOf(dictionary, field));
  }
  // Each revision's signature sits after the previous one's: its byte ranges end later.
  return signatures.sort((left, right) => endOf(left.byteRange) - endOf(right.byteRange) || left.byteRange[1] - right.byteRange[1]);
}

/** Where the revision a signature covers ends: the end of its second byte range. */
export function endOf(byteRange: [number, number, number, number]): number {
  return byteRange[2] + byteRange[3];
}

/** A byte range that starts the file, leaves a gap for /Contents and stays inside the file. */
export function isByteRangeUsable([start1, length1, start2, length2]: [number, number, number, number], fileLength: number): boolean {
  return start1 === 0 && length1 > 0 && start2 > length1 && length2 >= 0 && start2 + length2 <= fileLength;
}

/** The bytes a signature covers: its two byte ranges joined. */
export function coveredBytesOf(pdf: Uint8Array, [start1, length1, start2, length2]: [number, number, number, number]): Uint8Array {
  return concatBytes([pdf.subarray(start1, start1 + length1), pdf.subarray(start2, start2 + length2)]);
}

export interface FormField {
  object: Mupdf.PDFObject;
  number: number;
  /** The fully qualified name (parent names joined with dots). */
  name: string;
  type: string;
}

/** The terminal fields of /AcroForm /Fields, depth first, each once. */
export function formFieldsOf(document: Mupdf.PDFDocument): FormField[] {
  const fields: FormField[] = [];
  const visited = new Set<number>();
  const visit = (reference: Mupdf.PDFObject, parentName: string, parentType: string, depth: number) => {
    if (!reference.isIndirect() || visited.has(reference.asIndirect()) || depth > 32) return;
    visited.add(reference.asIndirect());
    if (visited.size > MAX_FIELD_NODES) throw new DocumentTooComplexError(`The form has more than ${MAX_FIELD_NODES} fields`);
    const field = resolvedOf(reference);
    if (!field.isDictionary()) return;
    const ownName = entryOf(field, "T");
    const name = ownName.isString() ? (parentName ? `${parentName}.${ownName.asString()}` : ownName.asString()) : parentName;
    const ownType = entryOf(field, "FT");
    const type = ownType.isName() ? ownType.asName() : parentType;
    const kids = resolvedOf(entryOf(field, "Kids"));
    // Kids that carry a name are fields; kids without one are only this field's widgets.
    const childFields: Mupdf.PDFObject[] = [];
    if (kids.isArray()) {
      for (let index = 0; index < kids.length; index += 1) {
        const kid = entryOf(kids, index);
        if (!entryOf(resolvedOf(kid), "T").isNull()) childFields.push(kid);
      }
    }
    if (childFields.length === 0) {
      fields.push({ object: field, number: reference.asIndirect(), name, type });
      return;
    }
    for (const kid of childFields) visit(kid, name, type, depth + 1);
  };
  const roots = resolvedOf(entryOf(document.getTrailer(), "Root", "AcroForm", "Fields"));
  if (roots.isArray()) for (let index = 0; index < roots.length; index += 1) visit(entryOf(roots, index), "", "", 0);
  return fields;
}

function signatureFieldsOf(document: Mupdf.PDFDocument): FormField[] {
  return formFieldsOf(document).filter((field) => field.type === "Sig");
}

function embeddedSignatureOf(dictionary: Mupdf.PDFObject, field: FormField): EmbeddedSignature {
  const range = resolvedOf(entryOf(dictionary, "ByteRange"));
  const numberAt = (index: number) => {
    const entry = range.isArray() && range.length === 4 ? resolvedOf(entryOf(range, index)) : undefined;
    return entry ? (exactIntegerOf(entry) ?? -1) : -1;
  };
  const contents = resolvedOf(entryOf(dictionary, "Contents"));
  const subFilter = resolvedOf(entryOf(dictionary, "SubFilter"));
  const claimed = resolvedOf(entryOf(dictionary, "M"));
  return {
    subFilter: subFilter.isName() ? subFilter.asName() : "",
    claimedTime: claimed.isString() ? claimedTimeOf(claimed.asString()) : null,
    byteRange: [numberAt(0), numberAt(1), numberAt(2), numberAt(3)],
    contents: contents.isString() ? trimDer(contents.asByteString()) : new Uint8Array(0),
    fieldObject: field.number,
    fieldName: field.name,
  };
}

function claimedTimeOf(date: string): string | null {
  const parts = /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/.exec(date);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}Z` : null;
}

/** /Contents is padded with zeros; the DER itself says how long it is. */
export function trimDer(bytes: Uint8Array): Uint8Array {
  const end = berElementEnd(bytes, 0, 0);
  return end === undefined ? bytes : bytes.subarray(0, end);
}

/** Deeper than any CMS: a hostile /Contents nested further is kept whole, not walked. */
const MAX_BER_DEPTH = 64;

/**
 * Where the BER element at `offset` ends. Definite lengths say it; an indefinite length (0x80,
 * as NSS and other CMS encoders write constructed values) runs to its end-of-contents octets,
 * found by walking its children. Undefined when the bytes do not hold a whole element.
 */
function berElementEnd(bytes: Uint8Array, offset: number, depth: number): number | undefined {
  if (depth > MAX_BER_DEPTH || offset + 2 > bytes.length) return undefined;
  let index = offset + 1;
  if (((bytes[offset] ?? 0) & 0x1f) === 0x1f) {
    // A high tag number continues in the following bytes while their top bit is set.
    while (((bytes[index] ?? 0) & 0x80) !== 0) index += 1;
    index += 1;
  }
  const first = bytes[index];
  if (first === undefined) return undefined;
  index += 1;
  if (first === 0x80) {
    if (((bytes[offset] ?? 0) & 0x20) === 0) return undefined;
    while (index + 1 < bytes.length) {
      if (bytes[index] === 0 && bytes[index + 1] === 0) return index + 2;
      const childEnd = berElementEnd(bytes, index, depth + 1);
      if (childEnd === undefined) return undefined;
      index = childEnd;
    }
    return undefined;
  }
  let length = first;
  if (first > 0x80) {
    const lengthBytes = first & 0x7f;
    if (lengthBytes > 4) return undefined;
    length = 0;
    for (let position = 0; position < lengthBytes; position += 1) length = length * 256 + (bytes[index + position] ?? 0);
    index += lengthBytes;
  }
  const end = index + length;
  return end <= bytes.length ? end : undefined;
}
