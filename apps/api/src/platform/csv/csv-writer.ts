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

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * The file as a stream: the BOM and header at once, then one chunk per batch of rows as the
 * source yields them, so memory holds one batch however long the file is. A slow reader pauses
 * the source (Readable.from waits for each chunk to be taken).
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly (readonly CsvValue[])[]>): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine(header);
    for await (const rows of batches) {
      if (rows.length > 0) yield rows.map(csvLine).join("");
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
