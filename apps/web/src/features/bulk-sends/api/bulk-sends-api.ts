import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
  BULK_SEND_LIMITS,
  createBulkSend,
  getBulkSend,
  getBulkSendErrors,
  getTemplate,
  listBulkSendFailedRows,
  listTemplateBulkSends,
  previewBulkSend,
  type BulkSendPreview,
  type BulkSendView,
} from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { downloadFile } from "../../../shared/api/download-file.ts";

const bulkSendKeys = {
  template: (templateId: string) => ["templates", templateId] as const,
  ofTemplate: (templateId: string) => ["templates", templateId, "bulk-sends"] as const,
  one: (bulkSendId: string) => ["bulk-sends", bulkSendId] as const,
  failedRows: (bulkSendId: string) => ["bulk-sends", bulkSendId, "failed-rows"] as const,
};

/** How often the progress view asks again while rows are being made. */
export const PROGRESS_POLL_MS = 1500;

export function isBulkSendOver(view: Pick<BulkSendView, "status">): boolean {
  return view.status === "completed" || view.status === "failed";
}

export const templateQuery = (api: ApiClient, templateId: string) =>
  queryOptions({ queryKey: bulkSendKeys.template(templateId), queryFn: ({ signal }) => api.request(getTemplate, { params: { id: templateId }, signal }) });

export const templateBulkSendsQuery = (api: ApiClient, templateId: string) =>
  queryOptions({ queryKey: bulkSendKeys.ofTemplate(templateId), queryFn: ({ signal }) => api.request(listTemplateBulkSends, { params: { id: templateId }, signal }) });

/** The bulk send, asked again every PROGRESS_POLL_MS until its last row is done. */
export const bulkSendQuery = (api: ApiClient, bulkSendId: string) =>
  queryOptions({
    queryKey: bulkSendKeys.one(bulkSendId),
    queryFn: ({ signal }) => api.request(getBulkSend, { params: { id: bulkSendId }, signal }),
    refetchInterval: (query) => (query.state.data && isBulkSendOver(query.state.data) ? false : PROGRESS_POLL_MS),
  });

/** The refused rows after a row number (a page of them); `failed` keys it, so new failures refresh the list. */
export const failedRowsQuery = (api: ApiClient, bulkSendId: string, after: number, failed: number) =>
  queryOptions({
    queryKey: [...bulkSendKeys.failedRows(bulkSendId), after, failed],
    queryFn: ({ signal }) => api.request(listBulkSendFailedRows, { params: { id: bulkSendId }, query: { after }, signal }),
    // While new failures come in, the rows already shown stay until the longer list arrives.
    placeholderData: keepPreviousData,
  });

/** The CSV's bytes as the API takes them: sent as text/csv whatever type the picker reported. */
function csvBody(file: Blob): never {
  // The contract describes a raw body, which its types cannot express; the client sends the Blob as it is.
  return new Blob([file], { type: "text/csv" }) as never;
}

export function isCsvTooLarge(file: Blob): boolean {
  return file.size > BULK_SEND_LIMITS.maxBytes;
}

export const CSV_MAX_MB = BULK_SEND_LIMITS.maxBytes / (1024 * 1024);

export function previewCsv(api: ApiClient, templateId: string, file: Blob): Promise<BulkSendPreview> {
  return api.request(previewBulkSend, { params: { id: templateId }, body: csvBody(file) });
}

export function sendCsv(api: ApiClient, templateId: string, file: Blob): Promise<BulkSendView> {
  return api.request(createBulkSend, { params: { id: templateId }, body: csvBody(file) });
}

export function downloadFailedRows(api: ApiClient, bulkSendId: string): Promise<void> {
  return downloadFile(api, getBulkSendErrors, { params: { id: bulkSendId }, accept: "text/csv" }, `bulk-send-${bulkSendId}-errors.csv`);
}
