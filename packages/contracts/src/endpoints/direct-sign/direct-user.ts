import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";
import { languageSchema } from "../../enums.ts";
import { visualSignatureSchema } from "../visual-signatures/visual-signature-entity.ts";

const nameSchema = singleLineText().min(1).max(100);

/** The guest as a direct link knows them: the signer entry's address, name and language. */
export const directUserSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  lang: languageSchema,
  signatureRequestId: z.string(),
  signerId: z.string(),
  /** The business of the request's sender, whose branding the guest's pages show; null for a personal account. */
  senderBusinessId: z.string().nullable(),
});
export type DirectUser = z.infer<typeof directUserSchema>;

export const getDirectUser = defineEndpoint({
  method: "GET",
  path: "/v1/direct/user",
  summary: "The guest signer of the direct link",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  response: directUserSchema,
});

export const updateDirectUser = defineEndpoint({
  method: "PUT",
  path: "/v1/direct/user",
  summary: "The guest sets the name they sign with and their language (Italian is offered here)",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  body: z.strictObject({ firstName: nameSchema.optional(), lastName: nameSchema.optional(), lang: languageSchema.optional() }),
  response: directUserSchema,
});

/** The visual signature drawn for the guest: made from their name, as for an account without one. */
export const getDirectVisualSignature = defineEndpoint({
  method: "GET",
  path: "/v1/direct/visual-signature",
  summary: "The guest's visual signature, made from their name",
  tag: "Direct sign",
  auth: "direct",
  successStatus: 200,
  response: visualSignatureSchema,
});
