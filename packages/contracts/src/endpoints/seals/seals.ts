import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { BUSINESS_LIMITS, businessIdParams } from "../businesses/business-entity.ts";
import { sealDisplayNameSchema, sealListItemSchema, sealParams, sealSchema } from "./seal-entity.ts";

export const listSeals = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/seals",
  summary: "The seals of a business",
  tag: "Seals",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({ seals: z.array(sealListItemSchema) }),
});

export const getSeal = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/seals/:seal",
  summary: "One seal with the members who may sign with it and its certificate",
  tag: "Seals",
  auth: "user",
  successStatus: 200,
  params: sealParams,
  response: sealSchema,
});

/** The display name is the seal's label in Paraph; the certificate keeps the name it was issued with. */
export const updateSeal = defineEndpoint({
  method: "PUT",
  path: "/v1/businesses/:id/seals/:seal",
  summary: "Rename a seal (admins)",
  tag: "Seals",
  auth: "user",
  successStatus: 200,
  params: sealParams,
  body: z.strictObject({ displayName: sealDisplayNameSchema }),
  response: sealSchema,
});

/** User ids of members of the business. */
export const sealMembersBody = z.strictObject({
  members: z
    .array(z.uuid({ message: "Not a user id" }))
    .min(1, { message: "Name at least one member" })
    .max(BUSINESS_LIMITS.usersPerRequest),
});

export const addSealMembers = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/seals/:seal/members",
  summary: "Allow members of the business to sign with a seal (admins)",
  tag: "Seals",
  auth: "user",
  successStatus: 200,
  params: sealParams,
  body: sealMembersBody,
  response: sealSchema,
});

export const removeSealMembers = defineEndpoint({
  method: "DELETE",
  path: "/v1/businesses/:id/seals/:seal/members",
  summary: "Stop members from signing with a seal (admins)",
  tag: "Seals",
  auth: "user",
  successStatus: 200,
  params: sealParams,
  body: sealMembersBody,
  response: sealSchema,
});
