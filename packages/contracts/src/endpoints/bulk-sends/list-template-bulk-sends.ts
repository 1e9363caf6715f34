import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { templateIdParams } from "../templates/template-entity.ts";
import { bulkSendSchema } from "./bulk-send-entity.ts";

export const listTemplateBulkSends = defineEndpoint({
  method: "GET",
  path: "/v3/templates/:id/bulk-sends",
  summary: "A template's bulk sends the caller may see, newest first",
  tag: "Bulk sends",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: templateIdParams,
  response: z.object({ items: z.array(bulkSendSchema) }),
});
