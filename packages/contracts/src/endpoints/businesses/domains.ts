import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { domainSchema } from "../../validation/email.ts";
import { businessIdParams } from "./business-entity.ts";

/**
 * Allowed e-mail domains: once a business lists any, it can only invite addresses of those
 * domains. The answer is the whole list, sorted.
 */
export const businessDomainsResponseSchema = z.object({ domains: z.array(z.string()) });

export const addBusinessDomain = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/domains",
  summary: "Allow an e-mail domain for invitations (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: z.strictObject({ domain: domainSchema }),
  response: businessDomainsResponseSchema,
});

export const removeBusinessDomain = defineEndpoint({
  method: "DELETE",
  path: "/v1/businesses/:id/domains/:domain",
  summary: "Stop allowing an e-mail domain (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams.extend({ domain: domainSchema }),
  response: businessDomainsResponseSchema,
});
