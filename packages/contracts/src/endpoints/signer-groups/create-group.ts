import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { signerGroupNameSchema, signerGroupParticipantsSchema, signerGroupSchema } from "./signer-group-entity.ts";

export const signerGroupBody = z.strictObject({ name: signerGroupNameSchema, members: signerGroupParticipantsSchema });
export type SignerGroupBody = z.infer<typeof signerGroupBody>;
export type SignerGroupBodyInput = z.input<typeof signerGroupBody>;

export const createSignerGroup = defineEndpoint({
  method: "POST",
  path: "/v3/groups",
  summary: "Create a signer group in your business (admins; within the business's limits)",
  tag: "Signer groups",
  auth: "user",
  successStatus: 201,
  body: signerGroupBody,
  response: signerGroupSchema,
});
