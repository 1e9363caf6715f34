import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { signerGroupIdParams, signerGroupSchema } from "./signer-group-entity.ts";

export const getSignerGroup = defineEndpoint({
  method: "GET",
  path: "/v3/groups/:id",
  summary: "One signer group of your business; with includeMembers=true, its participants in order",
  tag: "Signer groups",
  auth: "user",
  successStatus: 200,
  params: signerGroupIdParams,
  query: z.strictObject({ includeMembers: z.enum(["true", "false"]).optional() }),
  response: signerGroupSchema,
});
