import { defineEndpoint } from "../../endpoint.ts";
import { templateIdParams } from "../templates/template-entity.ts";
import { BULK_SEND_LIMITS, BULK_SEND_MEDIA_TYPE, bulkSendSchema } from "./bulk-send-entity.ts";

/**
 * The body is the CSV itself (`Content-Type: text/csv`, UTF-8): a header naming `<role>.email`
 * (and optionally `.firstName`, `.lastName`) for each role and form fields to prefill, then one row
 * per request (docs/bulk-send.md). The header is checked and the rows counted before anything is
 * stored; the rows are then sent by a job. Anyone who may use the template may bulk-send it. An
 * `Idempotency-Key` makes a retried upload answer the first bulk send instead of sending twice.
 */
export const createBulkSend = defineEndpoint({
  method: "POST",
  path: "/v3/templates/:id/bulk-sends",
  summary: "Send a template to every row of a CSV: one request per row, made and sent by a background job",
  tag: "Bulk sends",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 202,
  params: templateIdParams,
  rawBody: { mediaTypes: [BULK_SEND_MEDIA_TYPE], maxBytes: BULK_SEND_LIMITS.maxBytes },
  response: bulkSendSchema,
});
