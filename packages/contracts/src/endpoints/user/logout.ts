import { defineEndpoint } from "../../endpoint.ts";

export const logout = defineEndpoint({
  method: "POST",
  path: "/v1/logout",
  summary: "End the current session; its token stops working at once",
  tag: "User",
  auth: "user",
  successStatus: 204,
});
