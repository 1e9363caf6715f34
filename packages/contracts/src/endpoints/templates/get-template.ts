import { defineEndpoint } from "../../endpoint.ts";
import { templateIdParams, templateSchema } from "./template-entity.ts";

export const getTemplate = defineEndpoint({
  method: "GET",
  path: "/v3/templates/:id",
  embedded: "template",
  summary: "One template with its documents, roles and fields",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: templateIdParams,
  response: templateSchema,
});
