import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { templateLinkPersonSchema, templateLinkTokenParams } from "./template-entity.ts";

/** The visitor names themselves; a six-digit code goes to their address (valid 5 minutes). */
export const startTemplateLink = defineEndpoint({
  method: "POST",
  path: "/v3/template-links/:token/start",
  summary: "Start signing through a template link: name and e-mail address; a code is mailed to confirm it",
  tag: "Templates",
  auth: "none",
  successStatus: 201,
  params: templateLinkTokenParams,
  body: templateLinkPersonSchema,
  response: z.object({ visitId: z.string(), maskedEmail: z.string(), expiresAt: z.string() }),
});
