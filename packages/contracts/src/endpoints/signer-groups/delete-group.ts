import { defineEndpoint } from "../../endpoint.ts";
import { signerGroupIdParams } from "./signer-group-entity.ts";

/** Requests that took signers from the group keep them: adding a group copies its people. */
export const deleteSignerGroup = defineEndpoint({
  method: "DELETE",
  path: "/v1/groups/:id",
  summary: "Delete a signer group (admins)",
  tag: "Signer groups",
  auth: "user",
  successStatus: 204,
  params: signerGroupIdParams,
});
