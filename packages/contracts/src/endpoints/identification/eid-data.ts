import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { singleLineText } from "../../validation/text.ts";
import { signatureQualitiesDetailSchema } from "../signing/qualities.ts";
import { identificationSchema } from "./identification-entity.ts";

/** Document numbers are letters, digits and dashes; spaces the person types between groups are dropped. */
export const EID_DOCUMENT_NUMBER_PATTERN = /^[A-Za-z0-9-]{3,40}$/;

/**
 * The body of POST /v1/user/identification/eid-data: the data of an identity document the person
 * was identified with at the identity provider before (docs/identification.md, "Supplying eID data").
 */
export const supplyEidDataBody = z.strictObject({
  documentNumber: singleLineText()
    .max(80)
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(singleLineText().regex(EID_DOCUMENT_NUMBER_PATTERN, { message: "3 to 40 letters, digits or dashes" })),
  dateOfBirth: z.iso
    .date({ message: "A date as YYYY-MM-DD" })
    .refine((value) => value >= "1900-01-01" && new Date(`${value}T00:00:00Z`).getTime() <= Date.now(), { message: "A date of birth in the past" }),
  legislation: z.enum(["eidas", "zertes"], { message: "eidas or zertes" }),
});
export type SupplyEidDataBody = z.input<typeof supplyEidDataBody>;

/**
 * Supplying eID data instead of identifying again: Paraph asks the identity provider, signed both
 * ways, whether a valid identification with this document number and date of birth exists and
 * whose it is. Only one naming the account's person grants QES under the legislation; the answer
 * carries the stored identification and the qualities the account now holds. At most 5 tries an
 * hour per account.
 */
export const supplyEidData = defineEndpoint({
  method: "POST",
  path: "/v1/user/identification/eid-data",
  summary: "Supply the document number and date of birth of an earlier identification at the identity provider (QES without identifying again)",
  tag: "Identification",
  auth: "user",
  successStatus: 200,
  body: supplyEidDataBody,
  response: signatureQualitiesDetailSchema.extend({ identification: identificationSchema }),
});
