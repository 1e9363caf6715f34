import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams, businessSettingsSchema } from "./business-entity.ts";

/** What anyone who deals with the business (a signer of its requests) may see: its name, logo and support contact. */
export const businessPublicInformationSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: businessSettingsSchema.shape.companyBranding.shape.logo,
  supportContact: businessSettingsSchema.shape.supportContact,
});
export type BusinessPublicInformation = z.infer<typeof businessPublicInformationSchema>;

export const getBusinessPublicInformation = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/public-information",
  summary: "A business's name, logo and support contact, for anyone logged in",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: businessPublicInformationSchema,
});
