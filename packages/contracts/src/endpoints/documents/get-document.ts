import { defineEndpoint } from "../../endpoint.ts";
import { directTokenQuery, documentIdParams, documentSchema } from "./document-entity.ts";

export const getDocument = defineEndpoint({
  method: "GET",
  path: "/v3/documents/:id",
  embedded: "document",
  summary: "A document: title, pages and their sizes, bytes, SHA-256, created, latest signed version",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: documentIdParams,
  response: documentSchema,
});

export const getDirectDocument = defineEndpoint({
  method: "GET",
  path: "/v3/direct/documents/:id",
  summary: "A document, for a signer acting through a direct-sign link",
  tag: "Direct sign",
  auth: "none",
  successStatus: 200,
  params: documentIdParams,
  query: directTokenQuery,
  response: documentSchema,
});
