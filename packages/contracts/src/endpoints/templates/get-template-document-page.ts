import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { pageScaleSchema } from "../documents/document-entity.ts";
import { templateIdParams } from "./template-entity.ts";

/** Answers image/png, or image/webp when the Accept header prefers it; ETag and 304 supported. */
export const getTemplateDocumentPage = defineEndpoint({
  method: "GET",
  path: "/v3/templates/:id/documents/:docId/pages/:n",
  summary: "Page n (from 1) of a template's document as an image, for placing and showing its fields",
  tag: "Templates",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: templateIdParams.extend({ docId: z.uuid({ message: "Not a document id" }), n: z.coerce.number().int().min(1) }),
  query: z.strictObject({ scale: pageScaleSchema }),
});
