import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";

export const getDatetime = defineEndpoint({
  method: "GET",
  path: "/v1/datetime",
  embedded: "caller",
  summary: "The server's current time",
  tag: "User",
  auth: "none",
  successStatus: 200,
  response: z.object({ now: z.string() }),
});
