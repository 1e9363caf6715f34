import { z } from "zod";
import { IDENTIFICATION_METHODS } from "@paraph/contracts";
import { AppError } from "../../../platform/errors/app-error.ts";
import { reportedIdentitySchema } from "./report.ts";
import { checkReportSignature } from "./report-signature.ts";

/** Where Paraph asks the provider about an earlier identification, under the provider's URL. */
export const LOOKUP_PATH = "/identifications/lookup";

/** A lookup's id: made by Paraph per question, echoed in the answer, used once. */
const lookupIdSchema = z.string().regex(/^lku_[A-Za-z0-9-]{8,80}$/);
const legislationSchema = z.enum(["eidas", "zertes"]);

/**
 * What Paraph asks (docs/identification.md, "Supplying eID data"): is there a valid
 * identification with this document number and date of birth that counts for the legislation?
 */
export const lookupRequestSchema = z.strictObject({
  lookupId: lookupIdSchema,
  documentNumber: z.string().regex(/^[A-Z0-9-]{3,40}$/),
  dateOfBirth: z.iso.date(),
  legislation: legislationSchema,
});
export type LookupRequest = z.infer<typeof lookupRequestSchema>;

/**
 * The provider's answer, signed like a report (`Paraph-Ident-Signature` over the raw body). A
 * found identification names the person as the document showed them, how they were identified,
 * the legislations whose qualified-signature rules it satisfies and its assurance level.
 */
export const lookupAnswerSchema = z.discriminatedUnion("result", [
  z.strictObject({
    lookupId: lookupIdSchema,
    result: z.literal("found"),
    identity: reportedIdentitySchema,
    method: z.enum(IDENTIFICATION_METHODS),
    legislations: z.array(legislationSchema).min(1).max(2),
    level: z.enum(["substantial", "high"]),
    identifiedAt: z.iso.datetime({ offset: true }),
  }),
  z.strictObject({ lookupId: lookupIdSchema, result: z.literal("not_found") }),
]);
export type LookupAnswer = z.infer<typeof lookupAnswerSchema>;

/** The bytes the provider answered with and the signature header it sent along. */
export interface SignedLookupAnswer {
  rawBody: Buffer;
  signatureHeader: string | undefined;
}

function refused(reason: string): AppError {
  return new AppError("eid_data_answer_refused", { reason });
}

/**
 * Accepts a lookup answer only when it is signed with the shared secret over its exact bytes,
 * fresh, about this very lookup (its id, so an earlier answer sent again is refused) and, when
 * found, about the document number and date of birth asked. Anything else throws
 * `eid_data_answer_refused` and nothing is granted.
 */
export function checkLookupAnswer(secret: string, answer: SignedLookupAnswer, asked: LookupRequest, nowMs: number, toleranceSeconds: number): LookupAnswer {
  const check = checkReportSignature(secret, answer.signatureHeader, answer.rawBody, nowMs, toleranceSeconds);
  if (check.verdict === "unsigned") throw refused("unsigned");
  if (check.verdict === "invalid") throw refused("signature_invalid");
  if (check.verdict === "late") throw refused("late");
  let json: unknown;
  try {
    json = JSON.parse(answer.rawBody.toString("utf8")) as unknown;
  } catch {
    throw refused("not_json");
  }
  const parsed = lookupAnswerSchema.safeParse(json);
  if (!parsed.success) throw refused("not_an_answer");
  if (parsed.data.lookupId !== asked.lookupId) throw refused("other_lookup");
  if (parsed.data.result === "found") {
    const identity = parsed.data.identity;
    if (identity.documentNumber.toUpperCase() !== asked.documentNumber || identity.dateOfBirth !== asked.dateOfBirth) throw refused("other_identity");
  }
  return parsed.data;
}
