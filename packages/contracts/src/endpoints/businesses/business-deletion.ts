import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { passwordInputSchema } from "../user/common.ts";
import { businessIdParams, businessNameSchema, businessSchema } from "./business-entity.ts";

/**
 * What confirms a deletion: the admin's password; an admin whose account has no password (signs
 * in through single sign-on only) types the business's name instead (docs/business-profile.md).
 */
export const deleteBusinessBody = z.strictObject({
  password: passwordInputSchema.optional(),
  businessName: businessNameSchema.optional(),
});
export type DeleteBusinessBody = z.infer<typeof deleteBusinessBody>;

/** Schedules the deletion after the grace period (BUSINESS_LIMITS.deletionGraceDays); answers the business with `deletion` set. */
export const deleteBusiness = defineEndpoint({
  method: "DELETE",
  path: "/v2/businesses/:id",
  summary: "Ask for a business to be deleted after a grace period, confirmed with the password (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: deleteBusinessBody,
  response: businessSchema,
});

export const revokeBusinessDeletion = defineEndpoint({
  method: "POST",
  path: "/v2/businesses/:id/revoke_delete",
  summary: "Cancel a pending deletion of a business (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: businessSchema,
});
