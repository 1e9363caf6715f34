import type { PDFContext } from "@cantoo/pdf-lib";

/** How far after `trailer` or `/Type /XRef` the /Size entry may sit. */
const DICTIONARY_WINDOW = 4096;

/**
 * The number of objects the document's cross-reference sections declare: the largest /Size of
 * any trailer or cross-reference stream (a linearised file's first section holds the total).
 * Undefined when the file declares none.
 */
export function crossReferenceSize(pdf: Uint8Array): number | undefined {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length).toString("latin1");
  let size: number | undefined;
  const consider = (start: number) => {
    const found = /\/Size\s+(\d+)/.exec(text.slice(start, start + DICTIONARY_WINDOW));
    if (found) size = Math.max(size ?? 0, Number(found[1]));
  };
  for (const match of text.matchAll(/trailer\s*<</g)) consider(match.index);
  for (const match of text.matchAll(/\/Type\s*\/XRef\b/g)) {
    const objectStart = text.lastIndexOf("obj", match.index);
    consider(Math.max(objectStart, match.index - DICTIONARY_WINDOW / 2));
  }
  return size;
}

/**
 * pdf-lib reads every object in the file, even one no cross-reference section lists (a stray
 * `99999999 0 obj` after %%EOF), numbers new objects after the largest, and writes such objects
 * again as if they were new. Readers such as poppler then refuse the file. Objects past the
 * declared size are invisible to every reader anyway: they are dropped, and new objects continue
 * from the declared size. Call it before taking the snapshot an incremental save compares with.
 */
export function numberNewObjectsFromCrossReference(context: PDFContext, pdf: Uint8Array): void {
  const size = crossReferenceSize(pdf);
  if (size === undefined || size <= 0 || context.largestObjectNumber < size) return;
  for (const [ref] of context.enumerateIndirectObjects()) if (ref.objectNumber >= size) context.delete(ref);
  context.largestObjectNumber = size - 1;
}
