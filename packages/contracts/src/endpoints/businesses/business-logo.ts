import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { SIGNATURE_IMAGE_LIMITS } from "../visual-signatures/visual-signature-entity.ts";
import { businessIdParams } from "./business-entity.ts";
import { businessSettingsResponseSchema } from "./business-settings.ts";

/**
 * Business images (the logo, a seal's image) take what signature images take: PNG, JPEG or SVG
 * bytes as the body, or multipart/form-data with one `file` part. They are decoded, trimmed,
 * scaled and stored as PNG.
 */
export const BUSINESS_IMAGE_UPLOAD = { mediaTypes: SIGNATURE_IMAGE_LIMITS.mediaTypes, maxBytes: SIGNATURE_IMAGE_LIMITS.maxBytes } as const;

/** `v` names the image version (a prefix of its SHA-256): with the current one the answer is cacheable for a year. */
export const imageVersionQuery = z.strictObject({ v: singleLineText().regex(/^[0-9a-f]{1,64}$/).optional() });

/** The logo is branding shown to everyone who deals with the business, so any logged-in user may fetch it. */
export const getBusinessLogo = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/logo",
  summary: "A business's logo as PNG",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  query: imageVersionQuery,
});

export const uploadBusinessLogo = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/logo",
  summary: "Upload a business's logo (PNG, JPEG or SVG bytes as the body) (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  rawBody: BUSINESS_IMAGE_UPLOAD,
  response: businessSettingsResponseSchema,
});

export const deleteBusinessLogo = defineEndpoint({
  method: "DELETE",
  path: "/v1/businesses/:id/logo",
  summary: "Remove a business's logo (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: businessSettingsResponseSchema,
});
