import { defineEndpoint } from "../../endpoint.ts";
import { templateIdParams } from "./template-entity.ts";

/** Requests made from the template keep their own documents. */
export const deleteTemplate = defineEndpoint({
  method: "DELETE",
  path: "/v3/templates/:id",
  summary: "Delete a template (its owner, or an admin of the business it is shared with)",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  successStatus: 204,
  params: templateIdParams,
});
