import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import {
  identificationCoverageQuery,
  identificationCoverageSchema,
  identificationParams,
  identificationPaymentSchema,
  identificationSchema,
  startIdentificationBody,
} from "../identification/identification-entity.ts";
import { identificationIdParams } from "../identification/identification.ts";

const PATH = "/v1/direct/user/identification/:provider/:method";

/**
 * The guest twins of /v1/user/identification/…: a direct-sign guest verifies their identity for
 * the link's request. The identification belongs to the guest's signer entry (a guest has no
 * account); a successful one lets them sign that request with the quality it grants.
 */
export const startDirectIdentification = defineEndpoint({
  method: "POST",
  path: PATH,
  summary: "Start identity verification as the guest of a direct link",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 201,
  params: identificationParams,
  body: startIdentificationBody,
  response: identificationSchema,
});

export const getDirectIdentification = defineEndpoint({
  method: "GET",
  path: PATH,
  summary: "The guest's latest identification with this partner and method",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: identificationParams,
  response: identificationSchema,
});

export const cancelDirectIdentification = defineEndpoint({
  method: "DELETE",
  path: PATH,
  summary: "Cancel the guest's identification in progress (the body names the guest's e-mail as a confirmation)",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 204,
  params: identificationParams,
  body: z.strictObject({ email: emailSchema }),
});

export const getDirectIdentificationPayment = defineEndpoint({
  method: "GET",
  path: "/v1/direct/user/identification/payment/:id",
  summary: "Payment state of the guest's identification",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: identificationIdParams,
  response: identificationPaymentSchema,
});

/** The guest's identification by id: the status page after the provider sent the guest back. */
export const getDirectIdentificationById = defineEndpoint({
  method: "GET",
  path: "/v1/direct/user/identification/by-id/:id",
  summary: "One of the guest's identifications by id (the status page)",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  params: identificationIdParams,
  response: identificationSchema,
});

/**
 * Whether the business that sent the guest's request pays their identification (payForInvitations).
 * A guest cannot pay: an identification that costs something and is not covered is refused
 * (402 identification_not_covered).
 */
export const getDirectIdentificationCoverage = defineEndpoint({
  method: "GET",
  path: "/v1/direct/user/identification/coverage",
  summary: "Whether the sender's business pays the guest's identification (isCovered)",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  query: identificationCoverageQuery,
  response: identificationCoverageSchema,
});
