import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { userSchema } from "./user-entity.ts";

/** `v2=true` asks for the whole User of spec §3; it is the only shape Paraph serves. */
export const userVersionQuery = z.strictObject({ v2: z.enum(["true", "false"]).optional() });

export const getUser = defineEndpoint({
  method: "GET",
  path: "/v1/user",
  embedded: "caller",
  summary: "The logged-in user with qualities, permissions and attributes",
  tag: "User",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  query: userVersionQuery,
  response: userSchema,
});
