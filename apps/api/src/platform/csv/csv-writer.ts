import { Readable } from "node:stream";

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

/**
 * The file as a stream: the BOM and header at once, then one chunk per batch of rows as the
 * source yields them, so memory holds a batch however long the file is. Each row becomes its
 * cells and its line only as the chunk is built, so nothing but the batch itself outlives a row.
 * A slow reader pauses the source (Readable.from waits for each chunk to be taken).
 */
export function csvStream<Row>(header: readonly string[], batches: AsyncIterable<readonly Row[]>, toCells: (row: Row) => readonly CsvValue[]): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(header);
    for await (const rows of batches) {
      let chunk = "";
      for (const row of rows) chunk += csvLine(toCells(row));
      if (chunk.length > 0) yield chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
