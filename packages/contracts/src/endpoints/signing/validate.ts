import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";

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
  problems: z.array(z.string()),
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
  response: z.object({ signatures: z.array(signatureReportSchema), hasDss: z.boolean() }),
});
