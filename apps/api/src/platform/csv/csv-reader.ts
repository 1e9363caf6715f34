/**
 * A streaming RFC 4180 reader over bytes: records end at an unquoted LF (a CR before it is
 * dropped), fields may be quoted with `"` and then hold separators, newlines and doubled quotes.
 * It works on the raw UTF-8 bytes (quotes, separators and newlines are ASCII, never part of a
 * multi-byte character), so every record knows where it starts in the file: a reader can resume
 * at a record's byte offset. Memory holds one record at most (`maxRecordBytes`) besides a chunk.
 */

export type CsvSeparator = "," | ";";

export class CsvFormatError extends Error {
  constructor(
    readonly problem: "record_too_long" | "unterminated_quote" | "not_utf8",
    readonly record: number,
  ) {
    super(`CSV ${problem.replaceAll("_", " ")} at record ${record}`);
  }
}

export interface CsvRecord {
  /** The fields, or null when the record is malformed (a quote closed in the middle of a field). */
  fields: string[] | null;
  /** 0 for the first record read from `startByte`, counting non-empty records only. */
  index: number;
  /** Byte offset of the record's first byte, and of the byte after its line end. */
  startByte: number;
  endByte: number;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const decoder = new TextDecoder("utf-8", { fatal: true });

/** Splits one record's bytes (without its line end) into fields; null when a quote is misplaced. */
export function splitCsvRecord(bytes: Uint8Array, separator: CsvSeparator): string[] | null {
  const sep = separator.charCodeAt(0);
  const fields: string[] = [];
  let position = 0;
  for (;;) {
    if (bytes[position] === QUOTE) {
      const parts: Uint8Array[] = [];
      let from = position + 1;
      let cursor = from;
      for (;;) {
        const quote = bytes.indexOf(QUOTE, cursor);
        if (quote === -1) return null;
        if (bytes[quote + 1] === QUOTE) {
          parts.push(bytes.subarray(from, quote + 1));
          from = quote + 2;
          cursor = from;
          continue;
        }
        parts.push(bytes.subarray(from, quote));
        position = quote + 1;
        break;
      }
      fields.push(parts.map((part) => decoder.decode(part)).join(""));
      if (position === bytes.length) return fields;
      if (bytes[position] !== sep) return null;
      position += 1;
    } else {
      const end = bytes.indexOf(sep, position);
      const stop = end === -1 ? bytes.length : end;
      fields.push(decoder.decode(bytes.subarray(position, stop)));
      if (end === -1) return fields;
      position = end + 1;
    }
  }
}

/** The separator the header uses: the more frequent of `;` and `,` outside quotes (`,` on a tie). */
export function detectSeparator(headerBytes: Uint8Array): CsvSeparator {
  let inQuotes = false;
  let commas = 0;
  let semicolons = 0;
  for (const byte of headerBytes) {
    if (byte === QUOTE) inQuotes = !inQuotes;
    else if (!inQuotes && byte === 0x2c) commas += 1;
    else if (!inQuotes && byte === 0x3b) semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

/** Drops a UTF-8 byte-order mark at the very start; returns how many bytes it had. */
export function bomLength(bytes: Uint8Array): number {
  return bytes.length >= 3 && UTF8_BOM.equals(bytes.subarray(0, 3)) ? 3 : 0;
}

/**
 * The records' raw bytes, one by one, from `startByte` on (the chunks must begin at that offset).
 * Empty lines are skipped. A quote left open at the end, or a record longer than
 * `maxRecordBytes`, throws CsvFormatError.
 */
export async function* readCsvRecordBytes(
  chunks: AsyncIterable<Uint8Array>,
  options: { startByte?: number; maxRecordBytes?: number } = {},
): AsyncGenerator<{ bytes: Uint8Array; index: number; startByte: number; endByte: number }> {
  const maxRecordBytes = options.maxRecordBytes ?? 64 * 1024;
  let pending: Buffer = Buffer.alloc(0);
  let pendingStart = options.startByte ?? 0;
  let index = 0;
  /** Where the scan of `pending` stopped, and whether it was inside quotes there. */
  let scanned = 0;
  let inQuotes = false;
  const emit = function* (bytes: Buffer, start: number, end: number) {
    const withoutCr = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.subarray(0, -1) : bytes;
    if (withoutCr.length === 0) return;
    yield { bytes: withoutCr, index, startByte: start, endByte: end };
    index += 1;
  };
  for await (const chunk of chunks) {
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    let recordStart = 0;
    for (let position = scanned; position < pending.length; position += 1) {
      const byte = pending[position];
      if (byte === QUOTE) inQuotes = !inQuotes;
      else if (byte === LF && !inQuotes) {
        yield* emit(pending.subarray(recordStart, position), pendingStart + recordStart, pendingStart + position + 1);
        recordStart = position + 1;
      }
    }
    pending = pending.subarray(recordStart);
    pendingStart += recordStart;
    scanned = pending.length;
    if (pending.length > maxRecordBytes) throw new CsvFormatError("record_too_long", index);
  }
  if (inQuotes) throw new CsvFormatError("unterminated_quote", index);
  yield* emit(pending, pendingStart, pendingStart + pending.length);
}

/** Records as fields (see readCsvRecordBytes); a field that is not UTF-8 throws CsvFormatError. */
export async function* readCsvRecords(
  chunks: AsyncIterable<Uint8Array>,
  separator: CsvSeparator,
  options: { startByte?: number; maxRecordBytes?: number } = {},
): AsyncGenerator<CsvRecord> {
  for await (const record of readCsvRecordBytes(chunks, options)) {
    let fields: string[] | null;
    try {
      fields = splitCsvRecord(record.bytes, separator);
    } catch {
      throw new CsvFormatError("not_utf8", record.index);
    }
    yield { fields, index: record.index, startByte: record.startByte, endByte: record.endByte };
  }
}

/** The bytes of a stream from `offset` on, without keeping what comes before. */
export async function* fromByteOffset(source: AsyncIterable<Uint8Array>, offset: number): AsyncGenerator<Uint8Array> {
  let skipped = 0;
  for await (const chunk of source) {
    if (skipped >= offset) {
      yield chunk;
      continue;
    }
    const take = offset - skipped;
    skipped += Math.min(take, chunk.length);
    if (chunk.length > take) yield chunk.subarray(take);
  }
}
