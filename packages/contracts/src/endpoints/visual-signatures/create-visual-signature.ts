import { defineEndpoint } from "../../endpoint.ts";
import { visualSignatureFieldsSchema, visualSignatureSchema } from "./visual-signature-entity.ts";

/** The first signature a user saves becomes the default; `default: true` makes any new one the default. */
export const createVisualSignature = defineEndpoint({
  method: "POST",
  path: "/v1/user/visual-signatures",
  summary: "Save a visual signature; unset display flags take the user's permission defaults",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 201,
  body: visualSignatureFieldsSchema,
  response: visualSignatureSchema,
});
