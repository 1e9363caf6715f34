import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { identificationParams, identificationSchema } from "./identification-entity.ts";

const PATH = "/v1/user/identification/:provider/:method";

/** Starts identity verification with a partner; a finished one gives the user QES under its legislation. */
export const startIdentification = defineEndpoint({
  method: "POST",
  path: PATH,
  summary: "Start identity verification (video, robo or autoident) for qualified signatures",
  tag: "Identification",
  auth: "user",
  successStatus: 201,
  params: identificationParams,
  body: z.strictObject({ signatureRequestId: z.uuid({ message: "Not a signature request id" }).optional() }),
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

/** What the identification costs and whether it is paid: Paraph's demo identification is free. */
export const getIdentificationPayment = defineEndpoint({
  method: "GET",
  path: "/v1/user/identification/payment/:id",
  summary: "Payment state of an identification",
  tag: "Identification",
  auth: "user",
  successStatus: 200,
  params: z.strictObject({ id: z.uuid({ message: "Not an identification id" }) }),
  response: z.object({ identificationId: z.string(), isPaid: z.boolean(), amount: z.number(), currency: z.string() }),
});
