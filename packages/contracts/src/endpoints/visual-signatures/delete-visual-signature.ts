import { defineEndpoint } from "../../endpoint.ts";
import { visualSignatureIdParams } from "./visual-signature-entity.ts";

/** Deleting the default makes the most recently created remaining signature the default. */
export const deleteVisualSignature = defineEndpoint({
  method: "DELETE",
  path: "/v1/user/visual-signatures/:id",
  summary: "Delete a visual signature and its image",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 204,
  params: visualSignatureIdParams,
});
