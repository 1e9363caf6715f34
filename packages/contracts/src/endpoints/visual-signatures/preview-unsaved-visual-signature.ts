import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { previewSizeQuery, visualSignatureChangesSchema } from "./visual-signature-entity.ts";

/**
 * Previews fields before they are saved (the editor's live preview). Fields missing from the body
 * come from the saved signature named by `id` (whose image is used), else from the user's defaults.
 */
export const previewUnsavedVisualSignature = defineEndpoint({
  method: "POST",
  path: "/v1/user/preview-visual-signature",
  summary: "PNG preview of unsaved visual-signature fields",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  query: previewSizeQuery.extend({ id: z.uuid({ message: "Not a visual signature id" }).optional() }),
  body: visualSignatureChangesSchema,
});
