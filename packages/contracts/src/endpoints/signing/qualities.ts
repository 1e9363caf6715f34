import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";

const qualityDetail = z.object({
  quality: z.enum(["ses", "aes", "aesMinimal", "qes"]),
  legislation: z.enum(["any", "eidas", "zertes"]),
  /** Whether the user holds it now. */
  isAvailable: z.boolean(),
  /** What it takes: a verified e-mail, a mobile number confirmed by TAN, or identification. */
  requires: z.enum(["verified_email", "mobile_tan", "identification"]),
  provider: z.string().nullable(),
});

/** Every quality with whether the user holds it, and the highest they hold. */
export const signatureQualitiesDetailSchema = z.object({
  qualities: z.array(qualityDetail),
  highest: z.object({ quality: z.enum(["qes", "aes", "ses"]), legislation: z.string(), isDemo: z.boolean() }).nullable(),
});

export const getSignatureQualitiesDetail = defineEndpoint({
  method: "GET",
  path: "/v3/user/signature-qualities-detail",
  summary: "Every signature quality, whether the user holds it and what it takes, and the highest they hold",
  tag: "Signing",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  response: signatureQualitiesDetailSchema,
});

export const getIdentMethod = defineEndpoint({
  method: "GET",
  path: "/v3/signature-requests/:id/signatures/:sigId/ident-method",
  summary: "How a signer proves who they are for this request's quality, and whether they already can sign",
  tag: "Signing",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  params: z.strictObject({ id: z.uuid(), sigId: z.uuid() }),
  response: z.object({
    quality: z.string(),
    legislation: z.string().nullable(),
    method: z.enum(["verified_email", "mobile_tan", "identification"]),
    isSatisfied: z.boolean(),
  }),
});
