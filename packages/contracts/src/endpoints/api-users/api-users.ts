import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { sealAccountNameSchema } from "../seals/seal-entity.ts";
import { apiUserDescriptionSchema, apiUserParams, apiUserSchema, apiUserWithKeySchema } from "./api-user-entity.ts";

export const listApiUsers = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/apis",
  summary: "The API users of a business (admins)",
  tag: "API users",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({ apis: z.array(apiUserSchema) }),
});

export const createApiUser = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/apis",
  summary: "Create an API user; the answer holds its key, shown this once (admins)",
  tag: "API users",
  auth: "user",
  successStatus: 201,
  params: businessIdParams,
  body: z.strictObject({ description: apiUserDescriptionSchema, sealAccountName: sealAccountNameSchema.optional() }),
  response: apiUserWithKeySchema,
});

/** A missing `sealAccountName` keeps the seal; null takes it away. */
export const updateApiUser = defineEndpoint({
  method: "PUT",
  path: "/v1/businesses/:id/apis/:username",
  summary: "Change an API user's description or seal (admins)",
  tag: "API users",
  auth: "user",
  successStatus: 200,
  params: apiUserParams,
  body: z.strictObject({ description: apiUserDescriptionSchema, sealAccountName: sealAccountNameSchema.nullable().optional() }),
  response: apiUserSchema,
});

export const deleteApiUser = defineEndpoint({
  method: "DELETE",
  path: "/v1/businesses/:id/apis/:username",
  summary: "Delete an API user; its key and sessions stop at once (admins)",
  tag: "API users",
  auth: "user",
  successStatus: 204,
  params: apiUserParams,
});

export const resetApiUserKey = defineEndpoint({
  method: "PUT",
  path: "/v1/businesses/:id/apis/:username/reset",
  summary: "Give an API user a new key, shown this once; the old key and its sessions stop at once (admins)",
  tag: "API users",
  auth: "user",
  successStatus: 200,
  params: apiUserParams,
  response: apiUserWithKeySchema,
});
