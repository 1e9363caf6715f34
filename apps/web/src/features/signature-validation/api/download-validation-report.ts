import { VALIDATION_REPORT_MEDIA_TYPES, validateDocument } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { downloadFile, safeFileName } from "../../../shared/api/download-file.ts";

/** The report's two renditions: the ETSI TS 119 102-2 XML, and a PDF for people. */
export type ValidationReportFormat = keyof typeof VALIDATION_REPORT_MEDIA_TYPES;

/** "lease-signed.pdf" gives "lease-signed validation report.xml". */
export function validationReportFileName(checkedFileName: string, format: ValidationReportFormat): string {
  return safeFileName(`${checkedFileName.replace(/\.pdf$/i, "")} validation report`, format);
}

/**
 * The server keeps no file it checked, so the report is asked for by sending the same PDF again
 * to POST /v1/validate with the report's media type in Accept; the answer is saved as a file.
 */
export function downloadValidationReport(api: ApiClient, file: File, format: ValidationReportFormat, at?: string): Promise<void> {
  const body = new Blob([file], { type: "application/pdf" });
  // The contract describes a raw body, which its types cannot express; the client sends the Blob as it is.
  const request = { body: body as never, accept: VALIDATION_REPORT_MEDIA_TYPES[format], ...(at ? { query: { at } } : {}) };
  return downloadFile(api, validateDocument, request, validationReportFileName(file.name, format));
}
