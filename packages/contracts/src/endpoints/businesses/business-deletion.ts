import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams, businessSchema } from "./business-entity.ts";

/** Schedules the deletion after the grace period (BUSINESS_LIMITS.deletionGraceDays); answers the business with `deletion` set. */
export const deleteBusiness = defineEndpoint({
  method: "DELETE",
  path: "/v2/businesses/:id",
  summary: "Ask for a business to be deleted after a grace period (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
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
