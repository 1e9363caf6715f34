import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { acceptanceSchema } from "../../enums.ts";
import { userSchema } from "./user-entity.ts";

export const acceptTerms = defineEndpoint({
  method: "POST",
  path: "/v1/user/accept",
  summary: "Accept the general terms (gtc), the provider's terms of use (tou_swisscom) or a business invitation",
  tag: "User",
  auth: "user",
  successStatus: 200,
  body: z.strictObject({ type: acceptanceSchema }),
  response: userSchema,
});
