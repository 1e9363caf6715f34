import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { formFieldValueSchema } from "../form-fields/form-field.ts";

/** What a reader would see differently from what was signed; pages count from 1. */
export const documentChangeSchema = z.object({
  kind: z.enum(["page_content", "annotation", "form_field", "pages", "other"]),
  page: z.number().int().positive().optional(),
  /** The form field's fully qualified name, for a form field change. */
  field: z.string().optional(),
});

/** ETSI EN 319 102-1's main indication: passed, failed for good, or not decidable here (most often: a root this installation does not trust). */
export const mainIndicationSchema = z.enum(["TOTAL-PASSED", "INDETERMINATE", "TOTAL-FAILED"]);

/** The EN 319 102-1 sub-indications this validator gives. */
export const subIndicationSchema = z.enum([
  "FORMAT_FAILURE",
  "HASH_FAILURE",
  "SIG_CRYPTO_FAILURE",
  "NO_SIGNING_CERTIFICATE_FOUND",
  "NO_CERTIFICATE_CHAIN_FOUND",
  "OUT_OF_BOUNDS_NO_POE",
  "REVOKED_NO_POE",
  "TRY_LATER",
]);

/**
 * The signer certificate's revocation status, from the OCSP responses and CRLs the document
 * carries (DSS, and the CMS's own) whose signature verifies by the certificate's issuer or its
 * delegated OCSP responder; `issuedAt` is the OCSP response's producedAt or the CRL's thisUpdate.
 * Revoked after the proof of existence still passes (the problems say so); "unknown": no such data.
 */
export const revocationReportSchema = z.object({
  status: z.enum(["good", "revoked", "unknown"]),
  checkedBy: z.enum(["ocsp", "crl"]).nullable(),
  revokedAt: z.string().optional(),
  issuedAt: z.string().optional(),
});

/**
 * How far the revisions after a signature went, ranked as PAdES validators rank them: nothing,
 * validation data (DSS, document time-stamps), later signatures with their own fields, form
 * filling, annotations, anything else.
 */
export const modificationLevelSchema = z.enum(["none", "validation_data", "signatures", "form_filling", "annotations", "other"]);

export const signatureReportSchema = z.object({
  subFilter: z.string(),
  signer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  time: z.string().nullable(),
  timeSource: z.enum(["time-stamp", "claimed"]).nullable(),
  /** Read from the document's structure (time-stamp, DSS, document time-stamp), whatever the trust. */
  level: z.enum(["B-B", "B-T", "B-LT", "B-LTA", "document-timestamp", "unknown"]),
  indication: mainIndicationSchema,
  subIndication: subIndicationSchema.nullable(),
  /** Integrity: the signed bytes hash to the signed digest and the signature value verifies (both, as `hashMatches` and `signatureValueVerifies`). */
  integrity: z.boolean(),
  hashMatches: z.boolean(),
  signatureValueVerifies: z.boolean(),
  coversWholeDocument: z.boolean(),
  /** Trust, apart from integrity: the certificate chains to a root this installation trusts. */
  chain: z.enum(["trusted", "untrusted"]),
  /**
   * Time: each time-stamp, `intact` (it covers these bytes and its token verifies) apart from
   * `valid` (intact and from an authority trusted at the time-stamp's time);
   * `certificateValidAtValidationTime`: the authority's certificate is still valid at the
   * validation time; `proven`: valid and usable at the validation time, by its own certificate or
   * because a later archive time-stamp, proven itself, covers it from before that certificate ended.
   */
  timeStamps: z.array(
    z.object({ time: z.string(), valid: z.boolean(), intact: z.boolean(), certificateValidAtValidationTime: z.boolean(), proven: z.boolean() }),
  ),
  /**
   * The earliest time the signature is proven to have existed at the validation time (ETSI EN 319
   * 102-1 past signature validation): by its own proven signature time-stamp, else by the first
   * proven archive (document) time-stamp that covers it; null when nothing proves it. The signer's
   * certificate is judged at this time.
   */
  proofOfExistence: z.object({ time: z.string(), by: z.enum(["signature-time-stamp", "archive-time-stamp"]) }).nullable(),
  /** The signer certificate's revocation status; null for a document time-stamp or a signature that could not be read. */
  revocation: revocationReportSchema.nullable(),
  /** Modifications: how far later revisions went and how far the signer's (or a certification's) permissions reach. */
  modificationLevel: modificationLevelSchema,
  permittedModificationLevel: modificationLevelSchema,
  /** Later revisions went beyond the permissions: `changes` says what and on which page. */
  modifiedAfterSigning: z.boolean(),
  changes: z.array(documentChangeSchema),
  /** Changes a certification signature permitted (form filling, annotations), told but not held against the document. */
  permittedChanges: z.array(documentChangeSchema),
  problems: z.array(z.string()),
  /**
   * The Paraph form field values this signature's own revision wrote (read back from the PDF:
   * the fields its signature field locks; docs/form-fields.md), pages from 1. Empty for a
   * signature that filled none and for PDFs not made by Paraph.
   */
  formFields: z.array(z.object({ name: z.string(), page: z.number().int().positive(), value: formFieldValueSchema })),
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

/**
 * The validation report's two renditions, asked for with the Accept header of the same request:
 * the ETSI TS 119 102-2 XML report for machines, and a PDF of the same findings for people.
 */
export const VALIDATION_REPORT_MEDIA_TYPES = { xml: "application/xml", pdf: "application/pdf" } as const;

/**
 * `at`: the validation time (ISO 8601 with an offset), as of which certificates are judged and
 * time-stamps must prove what they cover; absent: now. A date in the past answers what a
 * validator would have said then; one in the future what it will say, with the evidence the file
 * holds (an archive time-stamp renewed before the authority's certificate ends keeps it valid).
 */
export const validateQuerySchema = z.object({ at: z.iso.datetime({ offset: true }).optional() });

/** The body is the PDF itself (`Content-Type: application/pdf`); anyone may check a document. */
export const validateDocument = defineEndpoint({
  method: "POST",
  path: "/v1/validate",
  summary: "Check every signature of any PDF: integrity, signer, trust chain, time-stamps and PAdES level",
  tag: "Signing",
  auth: "none",
  successStatus: 200,
  query: validateQuerySchema,
  rawBody: { mediaTypes: ["application/pdf"], maxBytes: 50 * 1024 * 1024 },
  alternativeResponses: [
    { mediaType: VALIDATION_REPORT_MEDIA_TYPES.xml, description: "The ETSI TS 119 102-2 validation report (namespace http://uri.etsi.org/19102/v1.2.1#)" },
    { mediaType: VALIDATION_REPORT_MEDIA_TYPES.pdf, description: "The validation report as a PDF for people: a summary, then a page per signature", binary: true },
  ],
  response: z.object({
    verdict: validationVerdictSchema,
    /** The time the document was judged as of (`at`, or the server's now). */
    validationTime: z.string(),
    /** The worst indication of the document's signatures; null when it has none. */
    indication: mainIndicationSchema.nullable(),
    signatures: z.array(signatureReportSchema),
    hasDss: z.boolean(),
    problems: z.array(documentProblemSchema),
  }),
});
