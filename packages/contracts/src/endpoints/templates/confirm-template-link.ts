import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { singleLineText } from "../../validation/text.ts";
import { templateLinkTokenParams } from "./template-entity.ts";

/**
 * The right code makes the request: the visitor in the link's open role, the other roles'
 * people after them, sent at once. The answer is the visitor's guest link (`/view/{id}/{guestId}`)
 * where they sign as any guest does (an address with an account logs in instead: guestId null,
 * url the request); a confirmed visit answers the same again.
 */
export const confirmTemplateLink = defineEndpoint({
  method: "POST",
  path: "/v3/template-links/:token/confirm",
  summary: "Confirm a template link visit with the mailed code; answers the visitor's signing link",
  tag: "Templates",
  auth: "none",
  successStatus: 200,
  params: templateLinkTokenParams,
  body: z.strictObject({ visitId: z.uuid(), code: singleLineText().regex(/^\d{6}$/, { message: "Six digits" }) }),
  response: z.object({ signatureRequestId: z.string(), signerId: z.string(), guestId: z.string().nullable(), url: z.string() }),
});
