import { defineEndpoint } from "../../endpoint.ts";
import { templateIdParams } from "./template-entity.ts";

/** The link answers 410 from then on; requests it already made go on. */
export const revokeTemplateDirectLink = defineEndpoint({
  method: "DELETE",
  path: "/v3/templates/:id/direct-link",
  summary: "Revoke the template's direct link",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  successStatus: 204,
  params: templateIdParams,
});
