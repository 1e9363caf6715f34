import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { directTokenQuery, documentIdParams } from "./document-entity.ts";

export const downloadQuery = z.strictObject({ signed: z.enum(["true", "false"]).optional() });

/** Answers application/pdf: the original, or with signed=true the latest signed version. */
export const downloadDocument = defineEndpoint({
  method: "GET",
  path: "/v3/documents/:id/download",
  summary: "Download the original PDF, or the latest signed version with signed=true",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: documentIdParams,
  query: downloadQuery,
});

export const downloadDirectDocument = defineEndpoint({
  method: "GET",
  path: "/v3/direct/documents/:id/download",
  summary: "Download a document through a direct-sign link",
  tag: "Direct sign",
  auth: "none",
  successStatus: 200,
  params: documentIdParams,
  query: downloadQuery.extend(directTokenQuery.shape),
});
