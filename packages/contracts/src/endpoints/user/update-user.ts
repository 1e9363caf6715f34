import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailNotificationLevelSchema, languageSchema, legislationSchema, qualitySchema } from "../../enums.ts";
import { personNameSchema } from "./common.ts";
import { userVersionQuery } from "./get-user.ts";
import { userSchema } from "./user-entity.ts";

/** The attributes a user may change themselves (spec §7 "User attribute updates"). */
export const updatableUserAttributesSchema = z.strictObject({
  lang: languageSchema.optional(),
  emailNotificationLevel: emailNotificationLevelSchema.optional(),
  defaultLegislation: legislationSchema.nullable().optional(),
  defaultQuality: qualitySchema.nullable().optional(),
  removedFromBusiness: z.boolean().optional(),
  businessDeleted: z.boolean().optional(),
});

export const updateUserBody = z.strictObject({
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  attributes: updatableUserAttributesSchema.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const updateUser = defineEndpoint({
  method: "PUT",
  path: "/v1/user",
  summary: "Update names and attributes of the logged-in user",
  tag: "User",
  auth: "user",
  successStatus: 200,
  query: userVersionQuery,
  body: updateUserBody,
  response: userSchema,
});
