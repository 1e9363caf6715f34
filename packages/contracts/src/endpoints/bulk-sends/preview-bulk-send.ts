import { defineEndpoint } from "../../endpoint.ts";
import { templateIdParams } from "../templates/template-entity.ts";
import { BULK_SEND_LIMITS, BULK_SEND_MEDIA_TYPE, bulkSendPreviewSchema } from "./bulk-send-entity.ts";

/** The same checks as a bulk send, nothing stored: the row count, what the plan allows, and the first rows as read. */
export const previewBulkSend = defineEndpoint({
  method: "POST",
  path: "/v3/templates/:id/bulk-sends/dry-run",
  summary: "Check a bulk send's CSV without sending: its header, its rows, the plan's allowance and the first rows as read",
  tag: "Bulk sends",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: templateIdParams,
  rawBody: { mediaTypes: [BULK_SEND_MEDIA_TYPE], maxBytes: BULK_SEND_LIMITS.maxBytes },
  response: bulkSendPreviewSchema,
});
