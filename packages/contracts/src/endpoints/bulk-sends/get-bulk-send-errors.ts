import { defineEndpoint } from "../../endpoint.ts";
import { bulkSendIdParams } from "./bulk-send-entity.ts";

/**
 * Answers text/csv (UTF-8 with a byte-order mark): the failed rows as uploaded, with the columns
 * `#row` and `#error` after them; fixed, the file can be uploaded again (`#` columns are ignored).
 */
export const getBulkSendErrors = defineEndpoint({
  method: "GET",
  path: "/v3/bulk-sends/:id/errors.csv",
  summary: "A bulk send's failed rows with their errors, as CSV to fix and upload again",
  tag: "Bulk sends",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: bulkSendIdParams,
});
