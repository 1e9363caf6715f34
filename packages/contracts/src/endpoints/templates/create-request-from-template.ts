import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { signatureRequestSchema } from "../signature-requests/entity.ts";
import { templateIdParams, templatePeopleSchema, templatePrefillSchema } from "./template-entity.ts";

export const createRequestFromTemplateBody = z.strictObject({
  /** One person per role of the template, by role name. */
  roles: templatePeopleSchema,
  /** Values the sender fills in now, by form field name: the signer sees them and cannot change them. */
  prefill: templatePrefillSchema.default({}),
  /** false: the request stays a draft; true: it is sent at once (as POST /v3/signature-requests/{id}/initiate). */
  send: z.boolean().default(false),
});
export type CreateRequestFromTemplateBody = z.infer<typeof createRequestFromTemplateBody>;

export const createRequestFromTemplate = defineEndpoint({
  method: "POST",
  path: "/v3/templates/:id/signature-requests",
  embedded: "from-template",
  summary: "Create a request from a template: a person per role, prefilled values, sent at once or kept as a draft",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 201,
  params: templateIdParams,
  body: createRequestFromTemplateBody,
  response: signatureRequestSchema,
});
