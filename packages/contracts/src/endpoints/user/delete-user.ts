import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { passwordInputSchema } from "./common.ts";

export const deleteUser = defineEndpoint({
  method: "POST",
  path: "/v1/user/delete",
  summary: "Delete the logged-in user's account after confirming the password; every session ends",
  tag: "User",
  auth: "user",
  successStatus: 204,
  body: z.strictObject({ password: passwordInputSchema }),
});
