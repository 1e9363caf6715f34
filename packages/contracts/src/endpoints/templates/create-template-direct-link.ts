import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { templateIdParams, templatePeopleSchema, templatePrefillSchema, templateRoleNameSchema } from "./template-entity.ts";

export const templateDirectLinkBody = z.strictObject({
  /** The role whoever opens the link takes; it signs first. */
  openRole: templateRoleNameSchema,
  /** The people of every other role, who sign after the visitor. */
  roles: templatePeopleSchema.default({}),
  prefill: templatePrefillSchema.default({}),
});
export type TemplateDirectLinkBody = z.infer<typeof templateDirectLinkBody>;

/** A new link replaces the template's previous one. The token is shown here only. */
export const createTemplateDirectLink = defineEndpoint({
  method: "POST",
  path: "/v3/templates/:id/direct-link",
  summary: "Open a public link: whoever opens it confirms their e-mail address and signs in the open role",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  successStatus: 201,
  params: templateIdParams,
  body: templateDirectLinkBody,
  response: z.object({ url: z.string(), token: z.string(), openRole: z.string(), createdAt: z.string() }),
});
