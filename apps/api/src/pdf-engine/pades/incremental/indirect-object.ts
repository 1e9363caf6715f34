import zlib from "node:zlib";
import { PdfParser } from "./pdf-parser.ts";
import { nameOf, numberOf, type PdfDict, type PdfValue, unavailable } from "./pdf-values.ts";

/** Object and cross-reference streams inflate to at most this; more is left to the full parser's limits. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

export interface IndirectObject {
  num: number;
  gen: number;
  value: PdfValue;
  /** Where a stream's data lies in the file, when the object is a stream. */
  stream?: { start: number; end: number };
}

/**
 * The indirect object `num gen obj … endobj` at `offset`. A stream's /Length comes through
 * `lengthOf`, which may follow a reference. The object there must be the one asked for: an
 * offset that points elsewhere means a broken cross-reference.
 */
export function readIndirectObject(bytes: Uint8Array, offset: number, expected: number | undefined, lengthOf: (value: PdfValue | undefined) => number | undefined): IndirectObject {
  if (!Number.isInteger(offset) || offset < 0 || offset >= bytes.length) unavailable(`object offset ${offset} outside the file`);
  const parser = new PdfParser(bytes, offset);
  const num = parser.integer();
  const gen = parser.integer();
  parser.expectWord("obj");
  if (expected !== undefined && num !== expected) unavailable(`object ${expected} expected at ${offset}, found ${num}`);
  const value = parser.value();
  const afterValue = parser.position;
  if (value.type !== "dict" || parser.word() !== "stream") {
    parser.position = afterValue;
    return { num, gen, value };
  }
  // The data begins after the end-of-line that follows `stream` (CRLF or LF).
  let start = parser.position;
  if (bytes[start] === 0x0d) start += 1;
  if (bytes[start] === 0x0a) start += 1;
  const length = lengthOf(value.entries.get("Length"));
  if (length === undefined || !Number.isInteger(length) || length < 0 || start + length > bytes.length) unavailable("a stream without a usable /Length");
  const end = start + length;
  const tail = new PdfParser(bytes, end);
  tail.expectWord("endstream");
  return { num, gen, value, stream: { start, end } };
}

/** A stream's data decoded: none or FlateDecode, with the PNG predictors cross-reference streams use. */
export function decodeStream(bytes: Uint8Array, object: IndirectObject): Uint8Array {
  if (!object.stream || object.value.type !== "dict") return unavailable("not a stream");
  const raw = bytes.subarray(object.stream.start, object.stream.end);
  const dictionary = object.value;
  const filter = dictionary.entries.get("Filter");
  const filterName = filter?.type === "array" && filter.items.length === 1 ? nameOf(filter.items[0]) : nameOf(filter);
  if (filter === undefined) return raw;
  if (filterName !== "FlateDecode") unavailable(`stream filter ${filterName ?? "?"}`);
  let inflated: Buffer;
  try {
    inflated = zlib.inflateSync(raw, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch {
    return unavailable("a stream that does not inflate within the limit");
  }
  return unpredict(inflated, decodeParameters(dictionary));
}

function decodeParameters(dictionary: PdfDict): PdfDict | undefined {
  const parameters = dictionary.entries.get("DecodeParms");
  if (parameters?.type === "array") return parameters.items[0]?.type === "dict" ? parameters.items[0] : undefined;
  return parameters?.type === "dict" ? parameters : undefined;
}

/** Undoes a PNG predictor (10–15): each row starts with its filter type. TIFF predictors are left to the full parser. */
function unpredict(data: Uint8Array, parameters: PdfDict | undefined): Uint8Array {
  const predictor = numberOf(parameters?.entries.get("Predictor")) ?? 1;
  if (predictor === 1) return data;
  if (predictor < 10) unavailable(`predictor ${predictor}`);
  const columns = numberOf(parameters?.entries.get("Columns")) ?? 1;
  if (!Number.isInteger(columns) || columns < 1) unavailable("predictor columns");
  const rowLength = columns + 1;
  const rows = Math.floor(data.length / rowLength);
  const output = new Uint8Array(rows * columns);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * rowLength] ?? 0;
    for (let column = 0; column < columns; column += 1) {
      const raw = data[row * rowLength + 1 + column] ?? 0;
      const left = column > 0 ? (output[row * columns + column - 1] ?? 0) : 0;
      const up = row > 0 ? (output[(row - 1) * columns + column] ?? 0) : 0;
      const upLeft = row > 0 && column > 0 ? (output[(row - 1) * columns + column - 1] ?? 0) : 0;
      output[row * columns + column] = (raw + predicted(type, left, up, upLeft)) & 0xff;
    }
  }
  return output;
}

function predicted(type: number, left: number, up: number, upLeft: number): number {
  switch (type) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return Math.floor((left + up) / 2);
    case 4: {
      const estimate = left + up - upLeft;
      const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
      return toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
    }
    default:
      return unavailable(`PNG filter type ${type}`);
  }
}
