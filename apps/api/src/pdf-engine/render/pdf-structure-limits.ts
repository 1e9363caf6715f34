import { workerData } from "node:worker_threads";
import { inflateSync, constants as zlib } from "node:zlib";
import type * as mupdf from "mupdf";
import type { PdfStructureRefusal } from "../../platform/pdf/pdf-port.ts";

/**
 * What signing can handle, checked at upload so a document that would exhaust the signing
 * workers is refused before it becomes a document (docs/SECURITY.md, "Hostile PDFs"). pdf-lib,
 * which writes signature revisions, parses every object of the file, including objects no
 * cross-reference lists, and inflates every object stream; mupdf reads lazily. So the counts
 * come from the raw bytes, and the page tree is walked the way pdf-lib walks it.
 */
export interface PdfStructureLimits {
  /** Indirect objects, in the file and inside object streams. */
  maxObjects: number;
  /** What the object and cross-reference streams inflate to, together. */
  maxInflatedBytes: number;
  /** How deep arrays and dictionaries nest, and how deep the page tree goes. */
  maxNestingDepth: number;
}

export const DEFAULT_STRUCTURE_LIMITS: PdfStructureLimits = { maxObjects: 200_000, maxInflatedBytes: 64 * 1024 * 1024, maxNestingDepth: 100 };

export type StructureRefusal = PdfStructureRefusal;
export type StructureLimit = StructureRefusal["limit"];

/** The pool passes the configured limits to each worker (PdfEngine); defaults otherwise. */
function configuredLimits(): PdfStructureLimits {
  const given = (workerData as { structureLimits?: Partial<PdfStructureLimits> } | null)?.structureLimits;
  return { ...DEFAULT_STRUCTURE_LIMITS, ...given };
}

/** Before mupdf opens the file: object count, inflation of object and cross-reference streams, nesting. */
export function findRawStructureProblem(bytes: Uint8Array, limits = configuredLimits()): StructureRefusal | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("latin1");
  let objects = countObjectHeaders(text);
  let inflatedBytes = 0;
  const inflatedTexts: string[] = [];
  for (const stream of findStructureStreams(text)) {
    objects += stream.containedObjects;
    if (objects > limits.maxObjects) break;
    if (!stream.isFlate) continue;
    const room = limits.maxInflatedBytes - inflatedBytes;
    const inflated = inflateBounded(bytes.subarray(stream.dataStart, stream.dataEnd), room);
    if (inflated === "too_large") {
      return { outcome: "too_complex", limit: "inflated_bytes", max: limits.maxInflatedBytes, reason: "Object streams inflate past the limit" };
    }
    if (!inflated) continue;
    inflatedBytes += inflated.length;
    if (stream.containedObjects > 0) inflatedTexts.push(Buffer.from(inflated.buffer, inflated.byteOffset, inflated.length).toString("latin1"));
  }
  if (objects > limits.maxObjects) {
    return { outcome: "too_complex", limit: "objects", found: objects, max: limits.maxObjects, reason: "The PDF has more objects than the limit" };
  }
  for (const source of [text, ...inflatedTexts]) {
    if (exceedsNesting(source, limits.maxNestingDepth)) {
      return { outcome: "too_complex", limit: "nesting_depth", max: limits.maxNestingDepth, reason: "Arrays or dictionaries nest deeper than the limit" };
    }
  }
  return undefined;
}

/**
 * After mupdf opened it: the cross-reference size, and a page tree whose /Count tells the truth
 * and whose depth stays in the limit (a tree claiming one page over 100 000 would have pdf-lib
 * walk them all).
 */
export function findDocumentStructureProblem(pdf: mupdf.PDFDocument, limits = configuredLimits()): StructureRefusal | undefined {
  const size = pdf.countObjects();
  if (size > limits.maxObjects) return { outcome: "too_complex", limit: "objects", found: size, max: limits.maxObjects, reason: "The PDF has more objects than the limit" };
  const root = pdf.getTrailer().get("Root").get("Pages");
  const claimed = root.get("Count");
  const counted = countPageLeaves(root, limits);
  if (typeof counted === "string") return { outcome: "too_complex", limit: "page_tree", max: limits.maxNestingDepth, reason: counted };
  if (!claimed.isNumber() || claimed.asNumber() !== counted) {
    return { outcome: "too_complex", limit: "page_tree", found: counted, reason: `The page tree holds ${counted} pages but says ${claimed.isNumber() ? claimed.asNumber() : "nothing"}` };
  }
  return undefined;
}

/** Pages under the tree's root, walked without recursion; a string says why the walk stopped. */
function countPageLeaves(root: mupdf.PDFObject, limits: PdfStructureLimits): number | string {
  const seen = new Set<number>();
  const stack: { node: mupdf.PDFObject; depth: number }[] = [{ node: root, depth: 1 }];
  let leaves = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: mupdf.PDFObject; depth: number };
    if (depth > limits.maxNestingDepth) return "The page tree is nested deeper than the limit";
    if (node.isIndirect()) {
      const number = node.asIndirect();
      if (seen.has(number)) return "The page tree refers back to itself";
      seen.add(number);
    }
    if (seen.size > limits.maxObjects) return "The page tree has more nodes than the limit";
    const kids = node.get("Kids");
    if (!kids.isArray()) {
      leaves += 1;
      continue;
    }
    for (let index = kids.length - 1; index >= 0; index -= 1) stack.push({ node: kids.get(index), depth: depth + 1 });
  }
  return leaves;
}

/** `12 0 obj` headers: every one is an object pdf-lib parses, listed in a cross-reference or not. */
function countObjectHeaders(text: string): number {
  let count = 0;
  for (let index = text.indexOf("obj"); index >= 0; index = text.indexOf("obj", index + 3)) {
    if (/\d\s+\d+\s+$/.test(text.slice(Math.max(0, index - 24), index)) && !/^obj[A-Za-z0-9]/.test(text.slice(index, index + 4))) count += 1;
  }
  return count;
}

interface StructureStream {
  isFlate: boolean;
  /** For an object stream, its /N: the objects it holds. */
  containedObjects: number;
  dataStart: number;
  dataEnd: number;
}

/** Object streams and cross-reference streams: the ones pdf-lib inflates whole when it loads a file. */
function* findStructureStreams(text: string): Generator<StructureStream> {
  for (const match of text.matchAll(/\/Type\s*\/(ObjStm|XRef)\b/g)) {
    const objectStart = text.lastIndexOf("obj", match.index);
    const keyword = /stream\r?\n/g;
    keyword.lastIndex = match.index;
    const found = keyword.exec(text);
    if (objectStart < 0 || !found) continue;
    const dictionary = text.slice(objectStart, found.index);
    const dataStart = found.index + found[0].length;
    const directLength = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const endstream = text.indexOf("endstream", dataStart);
    const dataEnd = directLength ? Math.min(text.length, dataStart + Number(directLength[1])) : endstream < 0 ? text.length : endstream;
    const contained = match[1] === "ObjStm" ? /\/N\s+(\d+)/.exec(dictionary) : null;
    yield { isFlate: /\/(FlateDecode|Fl)\b/.test(dictionary), containedObjects: contained ? Number(contained[1]) : 0, dataStart, dataEnd };
  }
}

/** Inflates at most `room` bytes; a damaged stream is mupdf's to judge, so it yields nothing here. */
function inflateBounded(data: Uint8Array, room: number): Uint8Array | "too_large" | undefined {
  if (room <= 0) return "too_large";
  try {
    return inflateSync(data, { maxOutputLength: room, finishFlush: zlib.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") return "too_large";
    return undefined;
  }
}

/**
 * True when arrays and dictionaries nest deeper than `limit`: pdf-lib parses them recursively.
 * Stream bodies, strings and comments are skipped.
 */
function exceedsNesting(text: string, limit: number): boolean {
  let depth = 0;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (code === 0x5b /* [ */ || (code === 0x3c /* < */ && text.charCodeAt(index + 1) === 0x3c)) {
      depth += 1;
      if (depth > limit) return true;
      index += code === 0x5b ? 1 : 2;
    } else if (code === 0x5d /* ] */ || (code === 0x3e /* > */ && text.charCodeAt(index + 1) === 0x3e)) {
      depth = Math.max(0, depth - 1);
      index += code === 0x5d ? 1 : 2;
    } else if (code === 0x28 /* ( */) {
      index = skipLiteralString(text, index);
    } else if (code === 0x25 /* % */) {
      const end = text.indexOf("\n", index);
      index = end < 0 ? length : end + 1;
    } else if (code === 0x73 /* s */ && text.startsWith("stream", index)) {
      const end = text.indexOf("endstream", index + 6);
      index = end < 0 ? length : end + 9;
    } else {
      index += 1;
    }
  }
  return false;
}

function skipLiteralString(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x5c /* \ */) index += 1;
    else if (code === 0x28) depth += 1;
    else if (code === 0x29 && --depth === 0) return index + 1;
  }
  return text.length;
}
