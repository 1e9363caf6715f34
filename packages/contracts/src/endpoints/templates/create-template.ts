import { defineEndpoint } from "../../endpoint.ts";
import { templateBody, templateSchema } from "./template-entity.ts";

export const createTemplate = defineEndpoint({
  method: "POST",
  path: "/v3/templates",
  summary: "Create a template from uploaded documents, roles and their fields; shared: true shares it with your business",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 201,
  body: templateBody,
  response: templateSchema,
});
