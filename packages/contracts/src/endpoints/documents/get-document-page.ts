import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { directTokenQuery, pageScaleSchema } from "./document-entity.ts";

export const documentPageParams = z.strictObject({
  id: z.uuid({ message: "Not a document id" }),
  n: z.coerce.number().int().min(1),
});
const pageQuery = z.strictObject({ scale: pageScaleSchema });

/** Answers image/png, or image/webp when the Accept header prefers it; ETag and 304 supported. */
export const getDocumentPage = defineEndpoint({
  method: "GET",
  path: "/v3/documents/:id/pages/:n",
  embedded: "document",
  summary: "Page n (from 1) of the latest version as an image, at scale percent (default 100)",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: documentPageParams,
  query: pageQuery,
});

export const getDirectDocumentPage = defineEndpoint({
  method: "GET",
  path: "/v3/direct/documents/:id/pages/:n",
  summary: "A page image through a direct-sign link",
  tag: "Direct sign",
  auth: "none",
  successStatus: 200,
  params: documentPageParams,
  query: pageQuery.extend(directTokenQuery.shape),
});
