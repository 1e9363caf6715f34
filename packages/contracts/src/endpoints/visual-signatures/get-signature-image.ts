import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { visualSignatureIdParams } from "./visual-signature-entity.ts";

/**
 * The stored PNG, as linked from the signature's `image` field. `v` names the image version:
 * with the current one the answer is cacheable for a year.
 */
export const getSignatureImage = defineEndpoint({
  method: "GET",
  path: "/v1/images/signature/:id",
  summary: "A visual signature's image as PNG",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  params: visualSignatureIdParams,
  query: z.strictObject({ v: singleLineText().regex(/^[0-9a-f]{1,64}$/).optional() }),
});
