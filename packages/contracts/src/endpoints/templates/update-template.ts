import { defineEndpoint } from "../../endpoint.ts";
import { templateBody, templateIdParams, templateSchema } from "./template-entity.ts";

/** Replaces the whole template and counts one more version; requests made before keep theirs. */
export const updateTemplate = defineEndpoint({
  method: "PUT",
  path: "/v3/templates/:id",
  summary: "Replace a template (its owner, or an admin of the business it is shared with)",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: templateIdParams,
  body: templateBody,
  response: templateSchema,
});
