import { decodeStream, readIndirectObject } from "./indirect-object.ts";
import { PdfParser } from "./pdf-parser.ts";
import { nameOf, numberOf, type PdfDict, type PdfValue, unavailable } from "./pdf-values.ts";

/** Where an object lives: at an offset of the file, or as the `index`-th object of an object stream. */
export type ObjectLocation = { kind: "free" } | { kind: "offset"; offset: number; gen: number } | { kind: "compressed"; stream: number; index: number };

/** One cross-reference section (a table or a stream): answers for the objects it lists. */
interface CrossReferenceSection {
  locate(num: number): ObjectLocation | undefined;
}

/** More sections than any real revision history: a /Prev chain this long is left to the full parser. */
const MAX_SECTIONS = 4096;

/** The cross-reference data of a file, newest section first, read without reading any object it lists. */
export interface CrossReference {
  /** The newest trailer (for a stream: its dictionary). */
  trailer: PdfDict;
  /** Whether the newest section is a cross-reference stream: an update appends the same kind. */
  usesStream: boolean;
  /** Where the newest section begins: the next section's /Prev. */
  startxref: number;
  locate(num: number): ObjectLocation | undefined;
}

const directLength = (value: PdfValue | undefined) => numberOf(value);

/** Reads `startxref`, then each section along /Prev (and a hybrid file's /XRefStm). */
export function readCrossReference(bytes: Uint8Array): CrossReference {
  const startxref = lastStartxref(bytes);
  const sections: CrossReferenceSection[] = [];
  const visited = new Set<number>();
  let trailer: PdfDict | undefined;
  let usesStream = false;
  let next: number | undefined = startxref;
  while (next !== undefined) {
    if (visited.has(next) || visited.size >= MAX_SECTIONS) unavailable("a cross-reference chain that loops or never ends");
    visited.add(next);
    const section = readSection(bytes, next);
    if (!trailer) {
      trailer = section.trailer;
      usesStream = section.isStream;
    }
    sections.push(section);
    const hybrid = numberOf(section.trailer.entries.get("XRefStm"));
    if (hybrid !== undefined && !section.isStream) sections.push(readSection(bytes, hybrid));
    next = numberOf(section.trailer.entries.get("Prev"));
  }
  if (!trailer) return unavailable("no cross-reference");
  return {
    trailer,
    usesStream,
    startxref,
    locate(num) {
      for (const section of sections) {
        const location = section.locate(num);
        if (location) return location;
      }
      return undefined;
    },
  };
}

function lastStartxref(bytes: Uint8Array): number {
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).lastIndexOf("startxref");
  if (at < 0) unavailable("no startxref");
  const parser = new PdfParser(bytes, at + "startxref".length);
  return parser.integer();
}

function readSection(bytes: Uint8Array, offset: number): CrossReferenceSection & { trailer: PdfDict; isStream: boolean } {
  if (offset < 0 || offset >= bytes.length) unavailable("a cross-reference offset outside the file");
  const parser = new PdfParser(bytes, offset);
  if (parser.word() === "xref") return { ...readTable(parser), isStream: false };
  return { ...readStreamSection(bytes, offset), isStream: true };
}

/**
 * A classic table: only its subsection headers are read; an entry is read when asked for, at
 * its fixed place (20 bytes each, or 19 where a writer ends entries with one character).
 */
function readTable(parser: PdfParser): CrossReferenceSection & { trailer: PdfDict } {
  const subsections: { first: number; count: number; start: number; width: number }[] = [];
  const { bytes } = parser;
  for (;;) {
    const word = parser.word();
    if (word === "trailer") break;
    if (!/^\d+$/.test(word)) unavailable("a malformed cross-reference table");
    const first = Number(word);
    const count = parser.integer();
    parser.skipSpace();
    const start = parser.position;
    // Entry: 10 digits, space, 5 digits, space, n or f, then a two-byte end of line.
    const width = count > 0 && bytes[start + 18] === 0x0a && bytes[start + 19] !== 0x0a && bytes[start + 19] !== 0x20 ? 19 : 20;
    subsections.push({ first, count, start, width });
    parser.position = start + count * width;
  }
  const trailer = parser.dictionary();
  return {
    trailer,
    locate(num) {
      for (const subsection of subsections) {
        if (num < subsection.first || num >= subsection.first + subsection.count) continue;
        const at = subsection.start + (num - subsection.first) * subsection.width;
        const entry = Buffer.from(bytes.buffer, bytes.byteOffset + at, 18).toString("latin1");
        const match = /^(\d{10}) (\d{5}) ([nf])$/.exec(entry);
        if (!match) return unavailable(`a malformed cross-reference entry for object ${num}`);
        return match[3] === "f" ? { kind: "free" } : { kind: "offset", offset: Number(match[1]), gen: Number(match[2]) };
      }
      return undefined;
    },
  };
}

/** A cross-reference stream: inflated once, each entry then read at its row. */
function readStreamSection(bytes: Uint8Array, offset: number): CrossReferenceSection & { trailer: PdfDict } {
  const object = readIndirectObject(bytes, offset, undefined, directLength);
  if (object.value.type !== "dict" || nameOf(object.value.entries.get("Type")) !== "XRef") unavailable("startxref points at no cross-reference");
  const trailer = object.value;
  const widths = arrayOfNumbers(trailer.entries.get("W"));
  if (widths.length !== 3 || widths.some((width) => !Number.isInteger(width) || width < 0 || width > 8)) unavailable("cross-reference stream /W");
  const size = numberOf(trailer.entries.get("Size")) ?? 0;
  const index = trailer.entries.has("Index") ? arrayOfNumbers(trailer.entries.get("Index")) : [0, size];
  const data = decodeStream(bytes, object);
  const rowWidth = widths.reduce((sum, width) => sum + width, 0);
  const field = (row: number, which: number, fallback: number): number => {
    const width = widths[which] ?? 0;
    if (width === 0) return fallback;
    let start = row * rowWidth;
    for (let before = 0; before < which; before += 1) start += widths[before] ?? 0;
    let value = 0;
    for (let position = 0; position < width; position += 1) value = value * 256 + (data[start + position] ?? 0);
    return value;
  };
  return {
    trailer,
    locate(num) {
      let rowsBefore = 0;
      for (let pair = 0; pair + 1 < index.length; pair += 2) {
        const first = index[pair] ?? 0;
        const count = index[pair + 1] ?? 0;
        if (num >= first && num < first + count) {
          const row = rowsBefore + num - first;
          if ((row + 1) * rowWidth > data.length) return unavailable("a cross-reference stream shorter than its /Index");
          const type = field(row, 0, 1);
          if (type === 0) return { kind: "free" };
          if (type === 1) return { kind: "offset", offset: field(row, 1, 0), gen: field(row, 2, 0) };
          if (type === 2) return { kind: "compressed", stream: field(row, 1, 0), index: field(row, 2, 0) };
          return undefined;
        }
        rowsBefore += count;
      }
      return undefined;
    },
  };
}

function arrayOfNumbers(value: PdfValue | undefined): number[] {
  if (value?.type !== "array") return unavailable("expected an array of numbers");
  return value.items.map((item) => numberOf(item) ?? unavailable("expected a number"));
}
