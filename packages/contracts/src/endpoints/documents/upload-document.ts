import { z } from "zod";
import { base64Text } from "../../validation/base64.ts";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { documentSchema } from "./document-entity.ts";

/** Title of an uploaded document: its file name without `.pdf` unless given. */
export const documentTitleSchema = singleLineText().min(1).max(200);

/**
 * `removeActiveContent=true` is the uploader's consent to store a cleaned copy of a file with
 * active content (scripts, launching, media, attached programs): without it such a file is
 * refused with what was found (`document_has_javascript`, `document_has_active_content`).
 */
export const uploadDocumentQuery = z.strictObject({ removeActiveContent: z.enum(["true", "false"]).optional() });

/**
 * Upload as JSON with the PDF in base64 (as integrators send it). The same path also takes
 * `multipart/form-data` with one or more `file` parts (the web app's upload), answered alike.
 */
export const uploadDocument = defineEndpoint({
  method: "POST",
  path: "/v3/documents",
  summary: "Upload PDFs: JSON { title, content (base64) } or multipart/form-data with `file` parts; removeActiveContent=true stores cleaned copies of files with active content",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  idempotent: true,
  successStatus: 201,
  query: uploadDocumentQuery,
  // Optional only because a multipart request has no JSON body; a JSON request must carry it.
  body: z
    .strictObject({
      title: documentTitleSchema,
      content: base64Text().min(4),
    })
    .nullish(),
  response: z.object({ documents: z.array(documentSchema) }),
});
