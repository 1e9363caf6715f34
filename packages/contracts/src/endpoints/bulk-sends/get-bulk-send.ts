import { defineEndpoint } from "../../endpoint.ts";
import { bulkSendIdParams, bulkSendSchema } from "./bulk-send-entity.ts";

/** Its creator and the admins of the business it was sent for see it; anyone else gets 404. */
export const getBulkSend = defineEndpoint({
  method: "GET",
  path: "/v3/bulk-sends/:id",
  summary: "A bulk send's progress: rows done, succeeded and failed, its status and times",
  tag: "Bulk sends",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: bulkSendIdParams,
  response: bulkSendSchema,
});
