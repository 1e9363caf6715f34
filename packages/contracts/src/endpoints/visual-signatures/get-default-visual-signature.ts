import { defineEndpoint } from "../../endpoint.ts";
import { visualSignatureSchema } from "./visual-signature-entity.ts";

/** With no saved default, answers a stand-in made from the user's name (id null, placeholder true). */
export const getDefaultVisualSignature = defineEndpoint({
  method: "GET",
  path: "/v1/user/visual-signature",
  summary: "The logged-in user's default visual signature, or one generated from their name",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  response: visualSignatureSchema,
});
