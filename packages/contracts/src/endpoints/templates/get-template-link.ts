import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { legislationSchema, qualitySchema } from "../../enums.ts";
import { templateLinkTokenParams } from "./template-entity.ts";

/** What the link's page shows before the visitor gives their name; 404 unknown, 410 revoked. */
export const getTemplateLink = defineEndpoint({
  method: "GET",
  path: "/v3/template-links/:token",
  summary: "A template direct link's page: title, message, the role the visitor signs in and who sent it",
  tag: "Templates",
  auth: "none",
  successStatus: 200,
  params: templateLinkTokenParams,
  response: z.object({
    title: z.string(),
    message: z.string().nullable(),
    openRole: z.string(),
    quality: qualitySchema,
    legislation: legislationSchema.nullable(),
    senderName: z.string(),
  }),
});
