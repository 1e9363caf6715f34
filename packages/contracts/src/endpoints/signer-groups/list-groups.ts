import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { singleLineText } from "../../validation/text.ts";
import { SIGNER_GROUP_LIMITS, signerGroupLimitsSchema, signerGroupSchema } from "./signer-group-entity.ts";

/** `query` keeps the groups whose name contains it, in any case. */
export const listSignerGroupsQuery = z.strictObject({ query: singleLineText().max(SIGNER_GROUP_LIMITS.query).optional() });

/** The business's groups by name, and its limits; someone in no business has none. */
export const listSignerGroups = defineEndpoint({
  method: "GET",
  path: "/v3/groups",
  summary: "The signer groups of your business, by name (members and admins)",
  tag: "Signer groups",
  auth: "user",
  successStatus: 200,
  query: listSignerGroupsQuery,
  response: z.object({ groups: z.array(signerGroupSchema), limits: signerGroupLimitsSchema }),
});
