import { defineEndpoint } from "../../endpoint.ts";
import { visualSignatureListSchema } from "./visual-signature-entity.ts";

export const listVisualSignatures = defineEndpoint({
  method: "GET",
  path: "/v1/user/visual-signatures",
  summary: "The logged-in user's visual signatures, newest first, with the id of the default one",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  response: visualSignatureListSchema,
});
