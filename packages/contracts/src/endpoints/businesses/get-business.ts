import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams, businessSchema } from "./business-entity.ts";

export const getBusiness = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id",
  summary: "A business the caller belongs to",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: businessSchema,
});

/** 404 when the caller belongs to no business. */
export const getOwnBusiness = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/user",
  summary: "The business the caller belongs to",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  response: businessSchema,
});
