import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { BULK_SEND_FAILED_ROWS_PAGE, bulkSendFailedRowSchema, bulkSendIdParams } from "./bulk-send-entity.ts";

/**
 * The refused rows as JSON, for a page to list them (errors.csv is the file to fix): up to
 * 100 rows after the row number `after`, in row order; `nextAfter` continues, null at the end.
 */
export const listBulkSendFailedRows = defineEndpoint({
  method: "GET",
  path: "/v3/bulk-sends/:id/failed-rows",
  summary: "A bulk send's refused rows with their errors, a page at a time",
  tag: "Bulk sends",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: bulkSendIdParams,
  query: z.strictObject({ after: z.coerce.number().int().min(0).max(1_000_000).default(0) }),
  response: z.object({ items: z.array(bulkSendFailedRowSchema).max(BULK_SEND_FAILED_ROWS_PAGE), nextAfter: z.number().int().nullable() }),
});
