import { defineEndpoint } from "../../endpoint.ts";
import { SIGNATURE_IMAGE_LIMITS, visualSignatureIdParams, visualSignatureSchema } from "./visual-signature-entity.ts";

/**
 * The body is the image itself (`Content-Type: image/png`, `image/jpeg` or `image/svg+xml`), as a
 * canvas blob or a file is sent with fetch; or multipart/form-data with one `file` part. It is
 * decoded, trimmed, resized and stored as PNG.
 */
export const uploadSignatureImage = defineEndpoint({
  method: "POST",
  path: "/v1/images/signature/:id",
  summary: "Upload a drawn or scanned image (PNG, JPEG or SVG bytes as the body) for a visual signature",
  tag: "Visual signatures",
  auth: "user",
  successStatus: 200,
  params: visualSignatureIdParams,
  rawBody: { mediaTypes: SIGNATURE_IMAGE_LIMITS.mediaTypes, maxBytes: SIGNATURE_IMAGE_LIMITS.maxBytes },
  response: visualSignatureSchema,
});
