import { extendedTo } from "../../../platform/workers/shared-bytes.ts";
import type { PdfObjectReader } from "./object-reader.ts";
import { array, dict, integer, name, numberOf, ref, serialize, type PdfDict, type PdfRef, type PdfValue } from "./pdf-values.ts";

/** Trailer entries a new section carries over from the newest one (the rest describe that section only). */
const CARRIED_TRAILER_ENTRIES = ["Root", "Info", "ID"];

interface WrittenObject {
  num: number;
  gen: number;
  /** Bytes as given, or a value serialized when the update is written (so later changes to it count). */
  body: Buffer | PdfValue;
}

/** The file with the update appended, and where each new or changed object begins in it. */
export interface WrittenUpdate {
  bytes: Uint8Array;
  offsets: Map<number, number>;
}

/**
 * An incremental update: new and changed objects, written after the file's last byte with a
 * cross-reference section of the file's own kind (table or stream) whose /Prev is the section
 * before. Everything already in the file stays byte for byte.
 */
export class IncrementalUpdate {
  private nextNumber: number;
  private readonly written = new Map<number, WrittenObject>();

  constructor(private readonly reader: PdfObjectReader) {
    const size = numberOf(reader.crossReference.trailer.entries.get("Size"));
    if (size === undefined || !Number.isInteger(size) || size < 1) throw new Error("trailer without /Size");
    this.nextNumber = size;
  }

  /** A number for a new object, numbered past every object the cross-reference declares. */
  allocate(): PdfRef {
    const reference = ref(this.nextNumber);
    this.nextNumber += 1;
    return reference;
  }

  /** Numbers from here on are taken by objects written with `setRaw` (copied from elsewhere). */
  reserveUpTo(lastNumber: number): void {
    this.nextNumber = Math.max(this.nextNumber, lastNumber + 1);
  }

  get firstFreeNumber(): number {
    return this.nextNumber;
  }

  add(value: PdfValue): PdfRef {
    const reference = this.allocate();
    this.set(reference, value);
    return reference;
  }

  /** A new stream object with the given dictionary entries and data (already encoded). */
  addStream(entries: PdfDict, data: Uint8Array): PdfRef {
    const reference = this.allocate();
    entries.entries.set("Length", integer(data.length));
    this.setRaw(reference, Buffer.concat([Buffer.from(`${serialize(entries)}\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]));
    return reference;
  }

  /** Writes `value` as the new version of the object (a new one, or one of the file's, under its generation). */
  set(reference: PdfRef, value: PdfValue): void {
    this.setRaw(reference, value);
  }

  setRaw(reference: PdfRef, body: Buffer | PdfValue): void {
    const gen = reference.num < this.firstDeclared ? this.reader.generationOf(reference) : 0;
    this.written.set(reference.num, { num: reference.num, gen, body });
  }

  private get firstDeclared(): number {
    return numberOf(this.reader.crossReference.trailer.entries.get("Size")) ?? 0;
  }

  /**
   * The whole file: the original bytes, then the objects and the new cross-reference section
   * (appended in place when the original is a whole shared buffer: platform/workers/shared-bytes.ts).
   */
  write(): WrittenUpdate {
    const original = this.reader.bytes;
    const last = original[original.length - 1];
    const parts: Buffer[] = [Buffer.from(last === 0x0a || last === 0x0d ? "" : "\n", "latin1")];
    let position = original.length + (parts[0]?.length ?? 0);
    const offsets = new Map<number, number>();
    const push = (part: Buffer) => {
      parts.push(part);
      position += part.length;
    };
    for (const object of this.written.values()) {
      offsets.set(object.num, position);
      push(Buffer.from(`${object.num} ${object.gen} obj\n`, "latin1"));
      push(Buffer.isBuffer(object.body) ? object.body : Buffer.from(serialize(object.body), "latin1"));
      push(Buffer.from("\nendobj\n", "latin1"));
    }
    const crossReferenceOffset = position;
    const trailer = this.trailerEntries();
    if (this.reader.crossReference.usesStream) {
      const streamReference = this.allocate();
      offsets.set(streamReference.num, crossReferenceOffset);
      trailer.entries.set("Size", integer(this.nextNumber));
      push(this.crossReferenceStream(streamReference, offsets, trailer));
    } else {
      trailer.entries.set("Size", integer(this.nextNumber));
      push(this.crossReferenceTable(offsets, trailer));
    }
    push(Buffer.from(`startxref\n${crossReferenceOffset}\n%%EOF\n`, "latin1"));
    const bytes = extendedTo(original, position);
    let at = original.length;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    return { bytes, offsets };
  }

  private trailerEntries(): PdfDict {
    const newest = this.reader.crossReference.trailer.entries;
    const trailer = dict({});
    for (const key of CARRIED_TRAILER_ENTRIES) {
      const value = newest.get(key);
      if (value) trailer.entries.set(key, value);
    }
    trailer.entries.set("Prev", integer(this.reader.crossReference.startxref));
    return trailer;
  }

  private generationOf(num: number): number {
    return this.written.get(num)?.gen ?? 0;
  }

  /** Runs of consecutive object numbers: a section lists each run with its first number and count. */
  private static runsOf(numbers: number[]): [number, number][] {
    const runs: [number, number][] = [];
    for (const num of [...numbers].sort((a, b) => a - b)) {
      const run = runs[runs.length - 1];
      if (run && run[0] + run[1] === num) run[1] += 1;
      else runs.push([num, 1]);
    }
    return runs;
  }

  private crossReferenceTable(offsets: Map<number, number>, trailer: PdfDict): Buffer {
    const lines = ["xref"];
    for (const [first, count] of IncrementalUpdate.runsOf([...offsets.keys()])) {
      lines.push(`${first} ${count}`);
      for (let num = first; num < first + count; num += 1) {
        lines.push(`${String(offsets.get(num)).padStart(10, "0")} ${String(this.generationOf(num)).padStart(5, "0")} n\r`);
      }
    }
    lines.push("trailer", serialize(trailer), "");
    return Buffer.from(lines.join("\n"), "latin1");
  }

  /** A cross-reference stream, unfiltered, rows of type (1 byte), offset (4 bytes) and generation (2 bytes). */
  private crossReferenceStream(self: PdfRef, offsets: Map<number, number>, trailer: PdfDict): Buffer {
    const runs = IncrementalUpdate.runsOf([...offsets.keys()]);
    if (Math.max(...offsets.values()) > 0xffffffff) throw new Error("a file past 4 GiB");
    const rowWidth = 7;
    const data = Buffer.alloc(offsets.size * rowWidth);
    let row = 0;
    for (const [first, count] of runs) {
      for (let num = first; num < first + count; num += 1) {
        const at = row * rowWidth;
        data.writeUInt8(1, at);
        data.writeUInt32BE(offsets.get(num) ?? 0, at + 1);
        data.writeUInt16BE(this.generationOf(num), at + 5);
        row += 1;
      }
    }
    trailer.entries.set("Type", name("XRef"));
    trailer.entries.set("W", array([integer(1), integer(4), integer(2)]));
    trailer.entries.set("Index", array(runs.flatMap(([first, count]) => [integer(first), integer(count)])));
    trailer.entries.set("Length", integer(data.length));
    return Buffer.concat([
      Buffer.from(`${self.num} 0 obj\n${serialize(trailer)}\nstream\n`, "latin1"),
      data,
      Buffer.from("\nendstream\nendobj\n", "latin1"),
    ]);
  }
}
