import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { domainSchema } from "../../validation/email.ts";
import { secretText, singleLineText } from "../../validation/text.ts";
import { businessIdParams } from "../businesses/business-entity.ts";

/** The most e-mail domains one business's single sign-on covers. */
export const SSO_MAX_DOMAINS = 50;

/**
 * A business's OpenID Connect sign-on (docs/sso.md). The client secret is write-only: answers
 * only say whether one is stored. `callbackUrl` is the redirect URI to register at the issuer.
 */
export const ssoConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  domains: z.array(z.string()),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

export const ssoConfigResponseSchema = z.object({ config: ssoConfigSchema.nullable(), callbackUrl: z.string() });

export const getBusinessSso = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/sso",
  summary: "The business's single sign-on configuration, without its secret (admins)",
  tag: "Single sign-on",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: ssoConfigResponseSchema,
});

export const updateBusinessSso = defineEndpoint({
  method: "PUT",
  path: "/v1/businesses/:id/sso",
  summary: "Set the business's OpenID Connect issuer, client and e-mail domains (admins); the secret may be left out to keep it",
  tag: "Single sign-on",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: z.strictObject({
    issuer: singleLineText()
      .max(500)
      .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), { message: "must be an http(s) URL" }),
    clientId: singleLineText().min(1).max(500),
    clientSecret: secretText().min(1).max(2000).optional(),
    domains: z.array(domainSchema).max(SSO_MAX_DOMAINS),
    enabled: z.boolean(),
  }),
  response: ssoConfigResponseSchema,
});

export const deleteBusinessSso = defineEndpoint({
  method: "DELETE",
  path: "/v1/businesses/:id/sso",
  summary: "Remove the business's single sign-on (admins); its accounts keep working with a password reset",
  tag: "Single sign-on",
  auth: "user",
  successStatus: 204,
  params: businessIdParams,
});
