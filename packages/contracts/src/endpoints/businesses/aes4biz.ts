import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { domainSchema, emailSchema } from "../../validation/email.ts";
import { singleLineText } from "../../validation/text.ts";
import { BUSINESS_LIMITS, businessIdParams } from "./business-entity.ts";

/**
 * AES for business (spec §3 `aes4biz`): the business, through its named representative, vouches
 * for the identity of its members on the listed domains (docs/aes-for-business.md). Fields are
 * null until an admin fills them in; the domains are among the business's allowed domains.
 */
export const aes4bizSchema = z.object({
  enabled: z.boolean(),
  representativeName: z.string().nullable(),
  representativeEmail: z.string().nullable(),
  commercialRegister: z.string().nullable(),
  domains: z.array(z.string()),
  /** When an admin last changed it, or null if nobody has yet. */
  updatedAt: z.string().nullable(),
});
export type Aes4biz = z.infer<typeof aes4bizSchema>;

function optionalText() {
  return z.union([
    z.null(),
    singleLineText()
      .max(BUSINESS_LIMITS.aes4bizText, { message: `At most ${BUSINESS_LIMITS.aes4bizText} characters` })
      .transform((value) => value || null),
  ]);
}

/**
 * The whole entity, replaced at once. While it is enabled, the representative's name and e-mail,
 * the commercial register number and at least one domain are required.
 */
export const updateAes4bizBody = z
  .strictObject({
    enabled: z.boolean(),
    representativeName: optionalText(),
    representativeEmail: z.union([z.null(), z.literal("").transform(() => null), emailSchema]),
    commercialRegister: optionalText(),
    domains: z.array(domainSchema).max(BUSINESS_LIMITS.allowedDomains),
  })
  .superRefine((body, context) => {
    if (!body.enabled) return;
    for (const field of ["representativeName", "representativeEmail", "commercialRegister"] as const) {
      if (body[field] === null) context.addIssue({ code: "custom", path: [field], message: "Required while AES for business is enabled" });
    }
    if (body.domains.length === 0) context.addIssue({ code: "custom", path: ["domains"], message: "Name at least one domain while AES for business is enabled" });
  });
export type UpdateAes4bizBody = z.infer<typeof updateAes4bizBody>;

export const getAes4biz = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/aes4biz",
  summary: "A business's AES-for-business declaration (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: aes4bizSchema,
});

export const updateAes4biz = defineEndpoint({
  method: "PUT",
  path: "/v2/businesses/:id/aes4biz",
  summary: "Replace a business's AES-for-business declaration (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: updateAes4bizBody,
  response: aes4bizSchema,
});
