import { defineEndpoint } from "../../endpoint.ts";
import { visualSignatureChangesSchema, visualSignatureIdParams, visualSignatureSchema } from "./visual-signature-entity.ts";

/** Changes the fields the body carries. `default: false` on the default signature leaves the user without one. */
export const updateVisualSignature = defineEndpoint({
  method: "PUT",
  path: "/v1/user/visual-signatures/:id",
  summary: "Change a visual signature's fields, or make it the default",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  params: visualSignatureIdParams,
  body: visualSignatureChangesSchema,
  response: visualSignatureSchema,
});
