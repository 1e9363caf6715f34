import { BULK_SEND_LIMITS } from "@paraph/contracts";
import { bomLength, CsvFormatError, detectSeparator, readCsvRecordBytes, splitCsvRecord, type CsvSeparator } from "../../platform/csv/csv-reader.ts";
import type { StoredBulkSendColumn, StoredTemplateRole } from "../../platform/db/schema.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { columnsOfHeader } from "./csv-columns.ts";

export interface ScannedCsv {
  separator: CsvSeparator;
  header: string[];
  columns: StoredBulkSendColumn[];
  /** Where the first data row starts: the jobs read from here. */
  firstRowByte: number;
  rows: number;
  /** The first rows' cells (null: malformed), for a dry run. */
  firstRows: (string[] | null)[];
}

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function invalid(problem: string, row: number): AppError {
  return new AppError("bulk_send_csv_invalid", { problem, row });
}

/**
 * Checks an uploaded CSV before anything is stored: UTF-8 (a byte-order mark is skipped), the
 * header against the template's roles and fields, and the rows counted without keeping them
 * (the file is at most 10 MiB); rows are numbered from 1 after the header.
 */
export async function scanUploadedCsv(bytes: Buffer, roles: readonly StoredTemplateRole[]): Promise<ScannedCsv> {
  try {
    utf8.decode(bytes);
  } catch {
    throw invalid("not_utf8", 0);
  }
  const start = bomLength(bytes);
  let scanned: Omit<ScannedCsv, "rows" | "firstRows"> | undefined;
  let rows = 0;
  const firstRows: (string[] | null)[] = [];
  try {
    for await (const record of readCsvRecordBytes(once(bytes.subarray(start)), { startByte: start, maxRecordBytes: BULK_SEND_LIMITS.maxRowBytes })) {
      if (!scanned) {
        const separator = detectSeparator(record.bytes);
        const header = splitCsvRecord(record.bytes, separator);
        if (!header) throw invalid("malformed_row", 0);
        scanned = { separator, header, columns: columnsOfHeader(header, roles), firstRowByte: record.endByte };
        continue;
      }
      rows += 1;
      if (firstRows.length < BULK_SEND_LIMITS.previewRows) firstRows.push(splitCsvRecord(record.bytes, scanned.separator));
    }
  } catch (error) {
    if (error instanceof CsvFormatError) throw invalid(error.problem, error.record);
    throw error;
  }
  if (!scanned) throw invalid("empty", 0);
  if (rows === 0) throw new AppError("bulk_send_no_rows", {});
  if (rows > BULK_SEND_LIMITS.maxRows) throw new AppError("bulk_send_too_many_rows", { rows, max: BULK_SEND_LIMITS.maxRows });
  return { ...scanned, rows, firstRows };
}
