import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";

/** The business's own referral code: a newcomer who signs up with it gets a discount on their first upgrade. */
export const getReferralCode = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/subscriptions/coupons/referral_code",
  summary: "The business's own referral code (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({ referralCode: z.string(), percentOff: z.number().int(), signupUrl: z.string() }),
});
