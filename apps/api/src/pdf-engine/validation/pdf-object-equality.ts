import type * as Mupdf from "mupdf";
import { DocumentTooComplexError } from "../pades/embedded-signatures.ts";
import { entryOf, exactIntegerOf, resolvedOf } from "../pades/pdf-object-access.ts";
import { referencesIn } from "./written-references.ts";

/**
 * Keys that point back up the tree (a page to its parent, an annotation or widget to its page or
 * field). What they point to is compared on its own, so following them would only compare the
 * whole document again from every page.
 */
const BACK_POINTERS = new Set(["Parent", "P"]);

/** Comparing more objects than this gives up: the validation's time limit would end it anyway. */
const MAX_COMPARED_OBJECTS = 500_000;

/**
 * Compares objects of two revisions of one PDF by what they say, not where they sit: an object
 * rewritten with the same content is the same, a stream whose bytes differ is not. One instance
 * remembers the pairs it compared, so a font shared by every page is compared once.
 *
 * Objects that the caller compares on their own (pages, annotations, form fields: `comparedAlone`)
 * are compared by identity where something else refers to them: a bookmark, a named destination
 * or the open action pointing at page 3 points at the same page when it names the same page
 * object, whatever that page gained since (a signature's widget in /Annots). Walking into the page
 * from there would report the catalog as changed for what the page comparison already judged.
 */
export class PdfObjectComparer {
  private readonly results = new Map<string, boolean>();
  private compared = 0;

  constructor(
    private readonly leftDocument: Mupdf.PDFDocument,
    private readonly rightDocument: Mupdf.PDFDocument,
    private readonly comparedAlone: ReadonlySet<number> = new Set(),
  ) {}

  isSame(left: Mupdf.PDFObject, right: Mupdf.PDFObject, ignoredKeys: ReadonlySet<string> = BACK_POINTERS): boolean {
    const pairKey = left.isIndirect() && right.isIndirect() ? `${left.asIndirect()}:${right.asIndirect()}` : undefined;
    if (pairKey) {
      const known = this.results.get(pairKey);
      if (known !== undefined) return known;
      // A cycle leads back here: assume the pair equal until its other parts say otherwise.
      this.results.set(pairKey, true);
    }
    const written = pairKey && ignoredKeys === BACK_POINTERS ? this.isSameAsWritten(left, right) : undefined;
    const same = written ?? this.compare(left, right, ignoredKeys);
    if (pairKey) this.results.set(pairKey, same);
    return same;
  }

  /**
   * The quick way for most of a document, which later revisions leave alone: two objects written
   * the same (mupdf's canonical form: every value, and references by number) are the same when
   * their streams' bytes are and the objects they refer to are. Walking entry by entry through
   * mupdf's object handles costs ≈ 50 µs an object; this reads each object once. Objects written
   * differently (an object rewritten under another number, a page that gained a widget) are
   * compared entry by entry (undefined).
   */
  private isSameAsWritten(left: Mupdf.PDFObject, right: Mupdf.PDFObject): boolean | undefined {
    const leftResolved = resolvedOf(left);
    const written = leftResolved.toString(true);
    if (written !== resolvedOf(right).toString(true)) return undefined;
    this.count();
    const leftIsStream = left.isStream();
    if (leftIsStream !== right.isStream()) return false;
    if (leftIsStream && !isSameStreamData(left, right)) return false;
    for (const number of referencesIn(written, BACK_POINTERS)) {
      if (this.comparedAlone.has(number)) continue;
      if (!this.isSame(this.leftDocument.newIndirect(number), this.rightDocument.newIndirect(number))) return false;
    }
    return true;
  }

  private count(): void {
    this.compared += 1;
    if (this.compared > MAX_COMPARED_OBJECTS) throw new DocumentTooComplexError(`The document has more than ${MAX_COMPARED_OBJECTS} objects to compare`);
  }

  private compare(leftReference: Mupdf.PDFObject, rightReference: Mupdf.PDFObject, ignoredKeys: ReadonlySet<string>): boolean {
    this.count();
    const left = resolvedOf(leftReference);
    const right = resolvedOf(rightReference);
    if (left.isNull() || right.isNull()) return left.isNull() && right.isNull();
    if (left.isBoolean() || right.isBoolean()) return left.isBoolean() && right.isBoolean() && left.asBoolean() === right.asBoolean();
    // Integers by their exact value: mupdf reads numbers as C floats, exact only up to 2^24.
    if (left.isInteger() && right.isInteger()) return exactIntegerOf(left) === exactIntegerOf(right);
    if (left.isNumber() || right.isNumber()) return left.isNumber() && right.isNumber() && left.asNumber() === right.asNumber();
    if (left.isName() || right.isName()) return left.isName() && right.isName() && left.asName() === right.asName();
    if (left.isString() || right.isString()) return left.isString() && right.isString() && Buffer.from(left.asByteString()).equals(Buffer.from(right.asByteString()));
    if (left.isArray() || right.isArray()) {
      if (!left.isArray() || !right.isArray() || left.length !== right.length) return false;
      for (let index = 0; index < left.length; index += 1) if (!this.isSameEntry(entryOf(left, index), entryOf(right, index))) return false;
      return true;
    }
    const leftIsStream = leftReference.isStream();
    if (leftIsStream !== rightReference.isStream()) return false;
    if (!left.isDictionary() || !right.isDictionary()) return false;
    if (!this.isSameDictionary(left, right, ignoredKeys)) return false;
    return !leftIsStream || isSameStreamData(leftReference, rightReference);
  }

  /** Both dictionaries have the same keys (but the ignored ones) with the same values. */
  isSameDictionary(left: Mupdf.PDFObject, right: Mupdf.PDFObject, ignoredKeys: ReadonlySet<string> = BACK_POINTERS): boolean {
    const leftEntries = entriesOf(left, ignoredKeys);
    const rightEntries = entriesOf(right, ignoredKeys);
    if (leftEntries.size !== rightEntries.size) return false;
    for (const [key, value] of leftEntries) {
      const other = rightEntries.get(key);
      if (!other || !this.isSameEntry(value, other)) return false;
    }
    return true;
  }

  /** An entry inside a compared object: a reference to an object compared alone is the same when it names the same object. */
  private isSameEntry(left: Mupdf.PDFObject, right: Mupdf.PDFObject): boolean {
    const leftAlone = left.isIndirect() && this.comparedAlone.has(left.asIndirect());
    const rightAlone = right.isIndirect() && this.comparedAlone.has(right.asIndirect());
    if (leftAlone || rightAlone) return leftAlone && rightAlone && left.asIndirect() === right.asIndirect();
    return this.isSame(left, right);
  }
}

/** The stream bytes as stored (still encoded): different bytes may draw the same, but nobody can tell without drawing. */
function isSameStreamData(left: Mupdf.PDFObject, right: Mupdf.PDFObject): boolean {
  const leftData = left.readRawStream();
  const rightData = right.readRawStream();
  try {
    if (leftData.length !== rightData.length) return false;
    // Copied: the view points into WebAssembly memory, which the next allocation may move.
    const leftBytes = Buffer.from(leftData.asUint8Array());
    return leftBytes.equals(rightData.asUint8Array());
  } finally {
    leftData.destroy();
    rightData.destroy();
  }
}

/** A dictionary's entries but the ignored keys and those whose value is null (the same as absent). */
export function entriesOf(dictionary: Mupdf.PDFObject, ignoredKeys: ReadonlySet<string> = new Set()): Map<string, Mupdf.PDFObject> {
  const entries = new Map<string, Mupdf.PDFObject>();
  const resolved = resolvedOf(dictionary);
  if (!resolved.isDictionary()) return entries;
  resolved.forEach((value, key) => {
    if (typeof key === "string" && !ignoredKeys.has(key) && !value.isNull()) entries.set(key, value);
  });
  return entries;
}
