import { defineEndpoint } from "../../endpoint.ts";
import { documentIdParams } from "./document-entity.ts";

export const deleteDocument = defineEndpoint({
  method: "DELETE",
  path: "/v3/documents/:id",
  summary: "Delete a document with all its versions; their files go once nothing else uses them",
  tag: "Documents",
  auth: "user",
  apiUsers: true,
  successStatus: 204,
  params: documentIdParams,
});
