import type * as Mupdf from "mupdf";

/**
 * mupdf answers a missing entry with one shared Null object that belongs to no document, and
 * reading through it throws. These two read through it instead: a missing entry of a missing
 * dictionary is simply missing, as PDF readers treat it.
 */
export function entryOf(object: Mupdf.PDFObject, ...path: (string | number)[]): Mupdf.PDFObject {
  return isDetachedNull(object) ? object : object.get(...path);
}

export function resolvedOf(object: Mupdf.PDFObject): Mupdf.PDFObject {
  return isDetachedNull(object) ? object : object.resolve();
}

/**
 * An integer object's exact value. mupdf.js reads every number through a C float
 * (`asNumber`), which holds integers exactly only up to 2^24: a byte range in a file over 16 MiB
 * would come back off by one at odd offsets. The written form is exact.
 */
export function exactIntegerOf(object: Mupdf.PDFObject): number | undefined {
  const resolved = resolvedOf(object);
  return resolved.isInteger() ? Number(resolved.toString()) : undefined;
}

function isDetachedNull(object: Mupdf.PDFObject): boolean {
  return (object.pointer as unknown as number) === 0;
}
