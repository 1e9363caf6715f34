import { defineEndpoint } from "../../endpoint.ts";
import { BUSINESS_IMAGE_UPLOAD, imageVersionQuery } from "../businesses/business-logo.ts";
import { sealParams, sealSchema } from "./seal-entity.ts";

export const getSealImage = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/seals/:seal/image",
  summary: "The image of a seal's appearance as PNG",
  tag: "Seals",
  auth: "user",
  successStatus: 200,
  params: sealParams,
  query: imageVersionQuery,
});

export const uploadSealImage = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/seals/:seal/image",
  summary: "Upload the image of a seal's appearance (PNG, JPEG or SVG bytes as the body) (admins)",
  tag: "Seals",
  auth: "user",
  successStatus: 200,
  params: sealParams,
  rawBody: BUSINESS_IMAGE_UPLOAD,
  response: sealSchema,
});

export const deleteSealImage = defineEndpoint({
  method: "DELETE",
  path: "/v1/businesses/:id/seals/:seal/image",
  summary: "Remove the image of a seal's appearance (admins)",
  tag: "Seals",
  auth: "user",
  successStatus: 200,
  params: sealParams,
  response: sealSchema,
});
