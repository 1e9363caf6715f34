import { readCrossReference, type CrossReference } from "./cross-reference.ts";
import { decodeStream, readIndirectObject } from "./indirect-object.ts";
import { PdfParser } from "./pdf-parser.ts";
import { numberOf, type PdfRef, type PdfValue, unavailable } from "./pdf-values.ts";

/** A chain of references to references longer than this is left to the full parser. */
const MAX_REFERENCE_HOPS = 32;

/**
 * Reads a PDF's objects one by one, through its cross-reference data: the cost of a read is the
 * object read (and, for an object in an object stream, that stream), whatever the file's size.
 */
export class PdfObjectReader {
  readonly crossReference: CrossReference;
  private readonly objects = new Map<number, { gen: number; value: PdfValue }>();
  private readonly objectStreams = new Map<number, { data: Uint8Array; offsets: number[] }>();

  constructor(readonly bytes: Uint8Array) {
    this.crossReference = readCrossReference(bytes);
    if (this.crossReference.trailer.entries.has("Encrypt")) unavailable("an encrypted document");
  }

  /** The object numbered `num` (its newest version), or undefined when it is free or unlisted. */
  object(num: number): { gen: number; value: PdfValue } | undefined {
    const cached = this.objects.get(num);
    if (cached) return cached;
    const location = this.crossReference.locate(num);
    let found: { gen: number; value: PdfValue } | undefined;
    if (location?.kind === "offset") {
      const object = readIndirectObject(this.bytes, location.offset, num, (length) => numberOf(this.resolve(length)));
      found = { gen: object.gen, value: object.value };
    } else if (location?.kind === "compressed") {
      found = { gen: 0, value: this.compressedObject(location.stream, location.index) };
    }
    if (found) this.objects.set(num, found);
    return found;
  }

  /** A value with references followed to what they point at (undefined for a missing object). */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    let current = value;
    for (let hop = 0; current?.type === "ref"; hop += 1) {
      if (hop >= MAX_REFERENCE_HOPS) unavailable("a chain of references");
      current = this.object(current.num)?.value;
    }
    return current;
  }

  /** The generation under which an object is updated: the one its newest version has. */
  generationOf(reference: PdfRef): number {
    return this.object(reference.num)?.gen ?? reference.gen;
  }

  private compressedObject(streamNumber: number, index: number): PdfValue {
    let objectStream = this.objectStreams.get(streamNumber);
    if (!objectStream) {
      const location = this.crossReference.locate(streamNumber);
      if (location?.kind !== "offset") return unavailable("an object stream that is not at an offset");
      const object = readIndirectObject(this.bytes, location.offset, streamNumber, (length) => numberOf(this.resolve(length)));
      if (object.value.type !== "dict") return unavailable("an object stream without a dictionary");
      const data = decodeStream(this.bytes, object);
      const count = numberOf(object.value.entries.get("N")) ?? 0;
      const first = numberOf(object.value.entries.get("First")) ?? 0;
      const header = new PdfParser(data, 0);
      const offsets: number[] = [];
      for (let entry = 0; entry < count; entry += 1) {
        header.integer();
        offsets.push(first + header.integer());
      }
      objectStream = { data, offsets };
      this.objectStreams.set(streamNumber, objectStream);
    }
    const offset = objectStream.offsets[index];
    if (offset === undefined || offset >= objectStream.data.length) return unavailable("an object stream index past its objects");
    return new PdfParser(objectStream.data, offset).value();
  }
}
