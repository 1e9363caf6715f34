import { pipeline, Readable, Transform } from "node:stream";

/**
 * CSV that spreadsheet programs open as intended: UTF-8 announced by a byte-order mark (Excel
 * reads BOM-less files in the system's legacy code page), RFC 4180 quoting and CRLF line ends,
 * and no cell a spreadsheet would run as a formula.
 */
export const CSV_BOM = "\uFEFF";
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export type CsvValue = string | number | null | undefined;

/**
 * Spreadsheets run a text cell starting with = + - or @ as a formula, and some strip a leading
 * tab or carriage return first: such a cell gets a single quote in front, which they show as
 * text. Numbers Paraph computes (counts) are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Either of the two above: most cells have neither and are written as they are after one test. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (!NEEDS_CARE.test(value)) return value;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  let line = csvCell(values[0]);
  for (let index = 1; index < values.length; index += 1) line += `,${csvCell(values[index])}`;
  return `${line}\r\n`;
}

/** Where a batch's lines start; a chunk grows by doubling when a batch needs more. */
const FIRST_CHUNK_BYTES = 256 * 1024;

/**
 * The file as a stream: the BOM and header at once, then one chunk per batch of rows as the
 * source yields them, so memory holds a batch however long the file is. Each row's line is
 * written into the chunk's bytes as soon as it is made: no line outlives its row, so a large
 * export leaves only short-lived garbage behind. A slow reader pauses the source (Readable.from
 * waits for each chunk to be taken).
 */
export function csvStream<Row>(header: readonly string[], batches: AsyncIterable<readonly Row[]>, toCells: (row: Row) => readonly CsvValue[]): Readable {
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvLine(header));
    for await (const rows of batches) {
      let bytes = Buffer.allocUnsafe(FIRST_CHUNK_BYTES);
      let used = 0;
      for (const row of rows) {
        const line = csvLine(toCells(row));
        // UTF-8 takes at most 3 bytes for each UTF-16 unit of the line.
        const needed = used + line.length * 3;
        if (needed > bytes.length) {
          const grown = Buffer.allocUnsafe(Math.max(needed, bytes.length * 2));
          bytes.copy(grown, 0, 0, used);
          bytes = grown;
        }
        used += bytes.write(line, used);
      }
      if (used > 0) yield bytes.subarray(0, used);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Turns LF record ends into CRLF, leaving line breaks inside quoted cells as they are: the
 * lines PostgreSQL's COPY writes become RFC 4180 lines. Quote state carries across chunks.
 */
export function crlfRecordEnds(): Transform {
  let quoted = false;
  let previous = -1;
  /** Where this chunk's record ends are, found first so the output is allocated once, exactly. */
  const recordEnds: number[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      recordEnds.length = 0;
      for (let index = 0; index < chunk.length; index += 1) {
        const byte = chunk[index] as number;
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted && previous !== CR) recordEnds.push(index);
        previous = byte;
      }
      if (recordEnds.length === 0) return done(null, chunk);
      const output = Buffer.allocUnsafe(chunk.length + recordEnds.length);
      let from = 0;
      let used = 0;
      for (const end of recordEnds) {
        used += chunk.copy(output, used, from, end);
        output[used++] = CR;
        from = end;
      }
      chunk.copy(output, used, from);
      done(null, output);
    },
  });
}

/**
 * The file as a stream when the database writes the rows' CSV itself (csv-sql.ts): the BOM and
 * header, then the database's bytes with CRLF line ends. A reader who goes away destroys the
 * database's stream too.
 */
export function csvStreamOfCopy(header: readonly string[], copied: Readable): Readable {
  const lines = crlfRecordEnds();
  pipeline(copied, lines, () => undefined);
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM + csvLine(header));
    yield* lines;
  }
  return Readable.from(chunks(), { objectMode: false });
}
