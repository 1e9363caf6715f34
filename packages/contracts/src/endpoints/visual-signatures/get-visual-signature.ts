import { defineEndpoint } from "../../endpoint.ts";
import { visualSignatureIdParams, visualSignatureSchema } from "./visual-signature-entity.ts";

export const getVisualSignature = defineEndpoint({
  method: "GET",
  path: "/v1/user/visual-signatures/:id",
  summary: "One of the logged-in user's visual signatures",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  params: visualSignatureIdParams,
  response: visualSignatureSchema,
});
