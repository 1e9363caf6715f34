import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { identificationParams, identificationSchema } from "../identification/identification-entity.ts";

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
  body: z.strictObject({ signatureRequestId: z.uuid({ message: "Not a signature request id" }).optional() }),
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
  params: z.strictObject({ id: z.uuid({ message: "Not an identification id" }) }),
  response: z.object({ identificationId: z.string(), isPaid: z.boolean(), amount: z.number(), currency: z.string() }),
});
