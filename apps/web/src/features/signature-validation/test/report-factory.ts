import type { SignatureReport, ValidationResult } from "../api/validate-pdf-file.ts";

/** A person's signature as the API reports a good one: intact, trusted, time-stamped, at B-T. */
export function signatureReport(overrides: Partial<SignatureReport> = {}): SignatureReport {
  return {
    subFilter: "ETSI.CAdES.detached",
    signer: { name: "Olivia Owner", email: "olivia@example.com" },
    time: "2026-03-02T09:15:00.000Z",
    timeSource: "time-stamp",
    level: "B-T",
    indication: "TOTAL-PASSED",
    subIndication: null,
    integrity: true,
    hashMatches: true,
    signatureValueVerifies: true,
    coversWholeDocument: true,
    chain: "trusted",
    timeStamps: [{ time: "2026-03-02T09:15:00.000Z", valid: true, intact: true, certificateValidAtValidationTime: true, proven: true }],
    proofOfExistence: { time: "2026-03-02T09:15:00.000Z", by: "signature-time-stamp" },
    revocation: { status: "unknown", checkedBy: null },
    modificationLevel: "none",
    permittedModificationLevel: "signatures",
    modifiedAfterSigning: false,
    changes: [],
    permittedChanges: [],
    problems: [],
    formFields: [],
    ...overrides,
  };
}

export function documentTimeStampReport(overrides: Partial<SignatureReport> = {}): SignatureReport {
  return signatureReport({
    subFilter: "ETSI.RFC3161",
    signer: { name: null, email: null },
    time: "2026-03-02T09:20:00.000Z",
    level: "document-timestamp",
    timeStamps: [{ time: "2026-03-02T09:20:00.000Z", valid: true, intact: true, certificateValidAtValidationTime: true, proven: true }],
    proofOfExistence: { time: "2026-03-02T09:20:00.000Z", by: "archive-time-stamp" },
    revocation: null,
    ...overrides,
  });
}

/** An answer of the API around the given reports (the page judges them itself; `verdict` is the API's word). */
export function validationResult(fields: Partial<ValidationResult> & Pick<ValidationResult, "signatures">): ValidationResult {
  return { verdict: "valid", validationTime: "2026-03-03T10:00:00.000Z", indication: "TOTAL-PASSED", hasDss: false, problems: [], ...fields };
}

/** A completed Paraph request: two signatures at B-LTA, the DSS, and the document time-stamp over everything. */
export function completedResult(): ValidationResult {
  return {
    verdict: "valid",
    validationTime: "2026-03-03T10:00:00.000Z",
    indication: "TOTAL-PASSED",
    hasDss: true,
    problems: [],
    signatures: [
      signatureReport({ level: "B-LTA", coversWholeDocument: false, modificationLevel: "signatures" }),
      signatureReport({ signer: { name: "Sami Second", email: "sami@example.com" }, time: "2026-03-02T09:18:00.000Z", level: "B-LTA", coversWholeDocument: false, modificationLevel: "validation_data" }),
      documentTimeStampReport(),
    ],
  };
}

/** The same file with one signed byte flipped: nothing verifies any more. */
export function tamperedResult(): ValidationResult {
  const result = completedResult();
  return {
    ...result,
    verdict: "invalid",
    indication: "TOTAL-FAILED",
    signatures: result.signatures.map((report) => ({
      ...report,
      indication: "TOTAL-FAILED" as const,
      subIndication: "HASH_FAILURE" as const,
      integrity: false,
      hashMatches: false,
      signatureValueVerifies: false,
      problems: ["The signed bytes were changed"],
    })),
  };
}

/** The completed request after an incremental update replaced page 1's text: every signature intact, the document changed. */
export function shadowChangedResult(): ValidationResult {
  const result = completedResult();
  const changes = [{ kind: "page_content" as const, page: 1 }];
  return {
    ...result,
    verdict: "changed_after_signing",
    indication: "TOTAL-FAILED",
    problems: [{ code: "changed_after_signing", pages: [1] }],
    signatures: result.signatures.map((report) => ({
      ...report,
      indication: "TOTAL-FAILED" as const,
      subIndication: "FORMAT_FAILURE" as const,
      coversWholeDocument: false,
      modificationLevel: "other" as const,
      modifiedAfterSigning: true,
      changes,
    })),
  };
}
