import { defineEndpoint } from "../../endpoint.ts";
import { visualSignatureIdParams, visualSignatureSchema } from "./visual-signature-entity.ts";

/** Back to the drawn name; answers the changed signature. */
export const deleteSignatureImage = defineEndpoint({
  method: "DELETE",
  path: "/v1/images/signature/:id",
  summary: "Remove a visual signature's image",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  params: visualSignatureIdParams,
  response: visualSignatureSchema,
});
