import { describe, expect, it } from "vitest";
import { completedResult, documentTimeStampReport, shadowChangedResult, signatureReport, tamperedResult, validationResult } from "../test/report-factory.ts";
import { assessValidation, statusOf } from "./assess-validation.ts";

describe("assessValidation", () => {
  it("calls a completed request valid and keeps the document time-stamp apart from the signatures", () => {
    const assessment = assessValidation(completedResult());
    expect(assessment.verdict).toBe("valid");
    expect(assessment.remarks).toEqual([]);
    expect(assessment.signatures.map((signature) => signature.signer.name)).toEqual(["Olivia Owner", "Sami Second"]);
    expect(assessment.documentTimeStamps).toHaveLength(1);
  });

  it("calls a file invalid once a signature no longer matches its bytes", () => {
    expect(assessValidation(tamperedResult()).verdict).toBe("invalid");
    const oneBroken = validationResult({ hasDss: false, signatures: [signatureReport(), signatureReport({ integrity: false, coversWholeDocument: true })] });
    expect(assessValidation(oneBroken).verdict).toBe("invalid");
  });

  it("calls a file without signatures unsigned, even with a document time-stamp", () => {
    expect(assessValidation(validationResult({ hasDss: false, signatures: [] })).verdict).toBe("unsigned");
    expect(assessValidation(validationResult({ hasDss: false, signatures: [documentTimeStampReport()] })).verdict).toBe("unsigned");
  });

  it("gives remarks for an untrusted chain, an unproven time, a failing time-stamp and bytes after the last signature", () => {
    const result = validationResult({
      hasDss: false,
      signatures: [
        signatureReport({ chain: "untrusted", coversWholeDocument: false }),
        signatureReport({ timeSource: "claimed", timeStamps: [], level: "B-B", coversWholeDocument: false }),
        signatureReport({ timeStamps: [{ time: "2026-03-02T09:15:00.000Z", valid: false, intact: true, certificateValidAtValidationTime: true, proven: false }], coversWholeDocument: false }),
      ],
    });
    const assessment = assessValidation(result);
    expect(assessment.verdict).toBe("remarks");
    expect(assessment.remarks).toEqual(["untrusted_chain", "invalid_time_stamp", "claimed_time", "changed_after_last_signature"]);
    expect(assessment.signatures.map(statusOf)).toEqual(["remarks", "remarks", "remarks"]);
  });

  it("treats a document time-stamp that fails as a remark, the sealed signatures being judged on their own", () => {
    const result = completedResult();
    const stamps = result.signatures.map((report) => (report.level === "document-timestamp" ? { ...report, integrity: false } : report));
    const assessment = assessValidation({ ...result, signatures: stamps });
    expect(assessment.verdict).toBe("remarks");
    expect(assessment.remarks).toEqual(["invalid_time_stamp"]);
  });

  it("calls a file changed when a later revision changed what was signed, with the pages, though every signature is intact", () => {
    const assessment = assessValidation(shadowChangedResult());
    expect(assessment.verdict).toBe("changed");
    expect(assessment.changedPages).toEqual([1]);
    expect(assessment.signatures.map(statusOf)).toEqual(["changed", "changed"]);
    // A broken signature still says more than a change after it.
    const broken = shadowChangedResult();
    expect(assessValidation({ ...broken, signatures: broken.signatures.map((report) => ({ ...report, integrity: false })) }).verdict).toBe("invalid");
  });
});
