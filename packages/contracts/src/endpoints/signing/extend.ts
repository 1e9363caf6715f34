import { defineEndpoint } from "../../endpoint.ts";

/**
 * The header of an extended PDF's answer that says what its DSS holds for each signature (JSON,
 * ASCII only): `{ "level": "B-LTA", "signatures": [{ "subFilter", "certificates", "ocspResponses",
 * "crls", "chain", "revocationMissing": [{ "subject", "reason" }] }] }`; `reason` is
 * `untrusted_chain` (the certificate's chain leads to no root this installation trusts, so its
 * responders were not asked) or `no_answer` (its responder and lists did not answer).
 */
export const EXTENSION_REPORT_HEADER = "paraph-extension-report";

/**
 * The body is a PDF signed elsewhere (`Content-Type: application/pdf`); the answer is the same PDF
 * at PAdES B-LTA (`application/pdf`): validation data in the DSS and a document time-stamp, both
 * appended as incremental updates. Business members and API users; counted against the plan's
 * extensions (docs/signing.md, "Extending PDFs signed elsewhere").
 */
export const extendDocument = defineEndpoint({
  method: "POST",
  path: "/v1/extend",
  summary: "Extend a PDF signed elsewhere to PAdES B-LTA (validation data and a document time-stamp), if its signatures are intact",
  tag: "Signing",
  auth: "user",
  apiUsers: true,
  successStatus: 200,
  rawBody: { mediaTypes: ["application/pdf"], maxBytes: 50 * 1024 * 1024 },
});
