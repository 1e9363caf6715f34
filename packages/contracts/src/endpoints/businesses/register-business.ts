import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { registerBody } from "../user/register.ts";
import { sessionTokenResponseSchema } from "../user/common.ts";
import { createBusinessBody } from "./create-business.ts";

/**
 * The business sign-up: the registration payload of spec §3 (with its e-mailed token) plus the
 * business's details as POST /v2/businesses takes them. Nothing exists before this call; it
 * creates the account and the business, with the newcomer as its admin, in one transaction.
 */
export const registerBusinessBody = registerBody.extend({ business: createBusinessBody });
export type RegisterBusinessBody = z.infer<typeof registerBusinessBody>;

export const registerBusiness = defineEndpoint({
  method: "POST",
  path: "/v1/register/business",
  summary: "Create an account and its business from a confirmed e-mail address, and log in as the business's admin",
  tag: "Businesses",
  auth: "none",
  successStatus: 201,
  body: registerBusinessBody,
  response: sessionTokenResponseSchema.extend({ businessId: z.string() }),
});
