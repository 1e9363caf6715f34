import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { previewSizeQuery } from "./visual-signature-entity.ts";

/** Answers image/png (width × density by height × density pixels) with an ETag; 304 on a match. */
export const previewSavedVisualSignature = defineEndpoint({
  method: "GET",
  path: "/v1/user/preview-visual-signature",
  summary: "PNG preview of a saved visual signature (id), or of the default one",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  query: previewSizeQuery.extend({ id: z.uuid({ message: "Not a visual signature id" }).optional() }),
});
