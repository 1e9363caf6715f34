import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import {
  identificationCoverageQuery,
  identificationCoverageSchema,
  identificationParams,
  identificationPaymentSchema,
  identificationSchema,
  payIdentificationBody,
  startIdentificationBody,
} from "./identification-entity.ts";

const PATH = "/v1/user/identification/:provider/:method";

/**
 * Starts identity verification with a partner (docs/identification.md): the answer's `identUrl`
 * is where the person goes; the provider reports the result to Paraph by a signed callback and
 * sends the person back to `returnPath`. A finished one gives the user QES under its legislation.
 */
export const startIdentification = defineEndpoint({
  method: "POST",
  path: PATH,
  summary: "Start identity verification (video, robo or autoident) for qualified signatures",
  tag: "Identification",
  auth: "user",
  successStatus: 201,
  params: identificationParams,
  body: startIdentificationBody,
  response: identificationSchema,
});

export const getIdentification = defineEndpoint({
  method: "GET",
  path: PATH,
  summary: "The caller's latest identification with this partner and method",
  tag: "Identification",
  auth: "user",
  successStatus: 200,
  params: identificationParams,
  response: identificationSchema,
});

export const cancelIdentification = defineEndpoint({
  method: "DELETE",
  path: PATH,
  summary: "Cancel the caller's identification in progress (the body names the account's e-mail as a confirmation)",
  tag: "Identification",
  auth: "user",
  successStatus: 204,
  params: identificationParams,
  body: z.strictObject({ email: emailSchema }),
});

export const identificationIdParams = z.strictObject({ id: z.uuid({ message: "Not an identification id" }) });

/** One identification of the caller by id: the status page after the provider sent the person back. */
export const getIdentificationById = defineEndpoint({
  method: "GET",
  path: "/v1/user/identification/by-id/:id",
  summary: "One of the caller's identifications by id (the status page)",
  tag: "Identification",
  auth: "user",
  successStatus: 200,
  params: identificationIdParams,
  response: identificationSchema,
});

/** What the identification costs the caller and whether it is paid (covered ones cost nothing). */
export const getIdentificationPayment = defineEndpoint({
  method: "GET",
  path: "/v1/user/identification/payment/:id",
  summary: "Payment state of an identification",
  tag: "Identification",
  auth: "user",
  successStatus: 200,
  params: identificationIdParams,
  response: identificationPaymentSchema,
});

/**
 * Pays an identification no business covers, once, through the billing provider with a card the
 * provider's form saved (POST /v2/businesses/direct_upgrade/stripe_setup_intent, then the card
 * form). Afterwards the identification has its `identUrl`.
 */
export const payIdentification = defineEndpoint({
  method: "POST",
  path: "/v1/user/identification/payment/:id",
  summary: "Pay an identification that no business covers",
  tag: "Identification",
  auth: "user",
  successStatus: 200,
  params: identificationIdParams,
  body: payIdentificationBody,
  response: identificationSchema,
});

/** Spec §7 coverage info: whether a business pays the caller's identification under a legislation (for a request, if named). */
export const getIdentificationCoverage = defineEndpoint({
  method: "GET",
  path: "/v1/user/identification/coverage",
  summary: "Whether a business pays the caller's identification (isCovered), by legislation and signature request",
  tag: "Identification",
  auth: "user",
  successStatus: 200,
  query: identificationCoverageQuery,
  response: identificationCoverageSchema,
});
