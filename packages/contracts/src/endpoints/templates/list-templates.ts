import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { listTemplatesQuery, templateListItemSchema } from "./template-entity.ts";

/** Templates the caller may use, newest change first; `q` filters titles. */
export const listTemplates = defineEndpoint({
  method: "GET",
  path: "/v3/templates",
  summary: "Your templates and those shared with your business, filtered by title and paged",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  query: listTemplatesQuery,
  response: z.object({ items: z.array(templateListItemSchema), page: z.number().int(), size: z.number().int(), total: z.number().int() }),
});
