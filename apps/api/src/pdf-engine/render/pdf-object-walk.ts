import type * as mupdf from "mupdf";

/**
 * Visits every dictionary and array of a PDF file, for the active-content check and its
 * cleaning: each indirect object as a root (so nothing hides in an object no page refers to, and
 * reference cycles cannot loop), and every dictionary and array nested directly inside it, at
 * any depth up to the limit. Indirect children are not followed: they are roots of their own.
 */

/** Bounds for hostile files: a file beyond them cannot be shown to be free of active content. */
export const OBJECT_WALK_LIMITS = { maxDepth: 64, maxEntries: 2_000_000 } as const;

export class ObjectWalkLimitExceeded extends Error {}

/** Where a visited container sits: the object number of its root (0 for the trailer) and the key its parent holds it under. */
export interface ObjectWalkPlace {
  root: number;
  key: string | number | undefined;
}

/**
 * Keys whose values are numbers (geometry, font metrics, functions): a viewer never takes an
 * action from them. Not /C: in an /AA dictionary it is the page-close or calculate action.
 */
const NUMERIC_KEYS = new Set([
  "MediaBox", "CropBox", "BleedBox", "TrimBox", "ArtBox", "BBox", "Rect", "Matrix", "QuadPoints", "InkList", "Vertices", "IC",
  "Border", "Widths", "W", "W2", "FontBBox", "FontMatrix", "Domain", "Range", "Decode", "Encode", "Size", "Bounds", "Differences",
  "Index", "Prev", "Length", "ByteRange",
]);

/**
 * Calls `visit` for each container before its children are read, so a visitor that deletes
 * entries (the cleaning) is not walked into what it removed.
 */
export function walkEveryObject(pdf: mupdf.PDFDocument, visit: (container: mupdf.PDFObject, place: ObjectWalkPlace) => void): void {
  const budget = { entries: 0 };
  const count = pdf.countObjects();
  for (let number = 0; number < count; number += 1) {
    const reference = number === 0 ? pdf.getTrailer() : pdf.newIndirect(number);
    const object = number === 0 ? reference : reference.resolve();
    try {
      if (object.isDictionary() || object.isArray()) walkTree(object, number, budget, visit);
    } finally {
      release(object);
      release(reference);
    }
  }
}

interface Pending {
  object: mupdf.PDFObject;
  depth: number;
  key: string | number | undefined;
}

function walkTree(root: mupdf.PDFObject, rootNumber: number, budget: { entries: number }, visit: (container: mupdf.PDFObject, place: ObjectWalkPlace) => void): void {
  const stack: Pending[] = [{ object: root, depth: 0, key: undefined }];
  while (stack.length > 0) {
    const { object, depth, key } = stack.pop() as Pending;
    if (depth > OBJECT_WALK_LIMITS.maxDepth) throw new ObjectWalkLimitExceeded("nesting too deep to check");
    visit(object, { root: rootNumber, key });
    object.forEach((child, childKey) => {
      budget.entries += 1;
      if (budget.entries > OBJECT_WALK_LIMITS.maxEntries) throw new ObjectWalkLimitExceeded("too many objects to check");
      const isContainer = !child.isIndirect() && !(typeof childKey === "string" && NUMERIC_KEYS.has(childKey)) && (child.isDictionary() || child.isArray());
      if (isContainer) stack.push({ object: child, depth: depth + 1, key: childKey });
      else release(child);
    });
    if (object !== root) release(object);
  }
}

/**
 * Gives a wrapper's reference back to mupdf now rather than when the garbage collector gets to
 * it: a large file makes hundreds of thousands of them, and collecting them all at once stalls
 * the worker. (The shared null object has no reference of its own.)
 */
export function release(object: mupdf.PDFObject): void {
  if (!object.isNull()) object.destroy();
}
