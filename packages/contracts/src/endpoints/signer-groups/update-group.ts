import { defineEndpoint } from "../../endpoint.ts";
import { signerGroupBody } from "./create-group.ts";
import { signerGroupIdParams, signerGroupSchema } from "./signer-group-entity.ts";

/** Replaces the name and the whole participant list. */
export const updateSignerGroup = defineEndpoint({
  method: "PUT",
  path: "/v3/groups/:id",
  summary: "Rename a signer group and replace its participants (admins)",
  tag: "Signer groups",
  auth: "user",
  successStatus: 200,
  params: signerGroupIdParams,
  body: signerGroupBody,
  response: signerGroupSchema,
});
