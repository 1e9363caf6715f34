import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";

/** What a reader would see differently from what was signed; pages count from 1. */
export const documentChangeSchema = z.object({
  kind: z.enum(["page_content", "annotation", "form_field", "pages", "other"]),
  page: z.number().int().positive().optional(),
});

export const signatureReportSchema = z.object({
  subFilter: z.string(),
  signer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  time: z.string().nullable(),
  timeSource: z.enum(["time-stamp", "claimed"]).nullable(),
  level: z.enum(["B-B", "B-T", "B-LT", "B-LTA", "document-timestamp", "unknown"]),
  integrity: z.boolean(),
  coversWholeDocument: z.boolean(),
  chain: z.enum(["trusted", "untrusted"]),
  timeStamps: z.array(z.object({ time: z.string(), valid: z.boolean() })),
  /**
   * Later revisions changed what this signature covers beyond what PAdES allows after signing
   * (validation data, document time-stamps, later signatures with their own fields).
   */
  modifiedAfterSigning: z.boolean(),
  changes: z.array(documentChangeSchema),
  problems: z.array(z.string()),
});

/**
 * The document as a whole: valid only when every signature is intact, trusted and nothing was
 * changed after it; `changed_after_signing` names the pages that differ from what was signed.
 */
export const validationVerdictSchema = z.enum(["valid", "untrusted", "changed_after_signing", "invalid", "no_signatures"]);

export const documentProblemSchema = z.object({
  code: z.enum(["changed_after_signing"]),
  pages: z.array(z.number().int().positive()),
});

/** The body is the PDF itself (`Content-Type: application/pdf`); anyone may check a document. */
export const validateDocument = defineEndpoint({
  method: "POST",
  path: "/v1/validate",
  summary: "Check every signature of any PDF: integrity, signer, trust chain, time-stamps and PAdES level",
  tag: "Signing",
  auth: "none",
  successStatus: 200,
  rawBody: { mediaTypes: ["application/pdf"], maxBytes: 50 * 1024 * 1024 },
  response: z.object({
    verdict: validationVerdictSchema,
    signatures: z.array(signatureReportSchema),
    hasDss: z.boolean(),
    problems: z.array(documentProblemSchema),
  }),
});
