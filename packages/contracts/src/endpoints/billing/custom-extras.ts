import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { customExtraSchema } from "./billing-entity.ts";

export const listCustomExtras = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/customextras",
  summary: "The custom extras the operator agreed with the business (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({ extras: z.array(customExtraSchema) }),
});
