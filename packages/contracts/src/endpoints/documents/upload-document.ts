import { z } from "zod";
import { base64Text } from "../../validation/base64.ts";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { documentSchema } from "./document-entity.ts";

/** Title of an uploaded document: its file name without `.pdf` unless given. */
export const documentTitleSchema = singleLineText().min(1).max(200);

/**
 * Upload as JSON with the PDF in base64 (as integrators send it). The same path also takes
 * `multipart/form-data` with one or more `file` parts (the web app's upload), answered alike.
 */
export const uploadDocument = defineEndpoint({
  method: "POST",
  path: "/v3/documents",
  summary: "Upload PDFs: JSON { title, content (base64) } or multipart/form-data with `file` parts",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 201,
  // Optional only because a multipart request has no JSON body; a JSON request must carry it.
  body: z
    .strictObject({
      title: documentTitleSchema,
      content: base64Text().min(4),
    })
    .nullish(),
  response: z.object({ documents: z.array(documentSchema) }),
});
