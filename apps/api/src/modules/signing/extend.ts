import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { extendToLta } from "../../pdf-engine/pades/extend-to-lta.ts";
import type { SignatureCoverage } from "../../pdf-engine/pades/validation-material.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import type { ValidationEngine } from "../../pdf-engine/validation/validation-engine.ts";
import type { SignatureReport } from "../../pdf-engine/validation/validate-pdf.ts";
import { assertExtensionAllowed, reserveExtension } from "../billing/index.ts";
import { validateUploadedPdf } from "./validation.ts";

/** What the answer's extension-report header says (EXTENSION_REPORT_HEADER in the contracts). */
export interface ExtensionReport {
  level: "B-LTA";
  signatures: (SignatureCoverage & { chain: SignatureReport["chain"] | null })[];
}

/**
 * POST /v1/extend: a PDF signed elsewhere raised to PAdES B-LTA. The caller must act for a
 * business with extensions left; the PDF is checked by the validator first (worker thread, time
 * and memory limits) and refused unless it has a signature and every signature is intact and
 * within its permissions; the DSS and the document time-stamp are then appended in a signing
 * worker, and only an extension made is counted.
 */
export async function extendUploadedPdf(
  context: PlatformContext,
  services: SigningServices,
  validation: ValidationEngine,
  userId: string,
  pdf: Uint8Array,
): Promise<{ pdf: Uint8Array; report: ExtensionReport }> {
  await assertExtensionAllowed(context, userId);
  const findings = await validateUploadedPdf(validation, pdf, services.validationTrustAnchors, context.clock.now(), { keepBytes: true });
  const signatures = findings.signatures.filter((signature) => signature.level !== "document-timestamp");
  if (signatures.length === 0) throw new AppError("extend_no_signatures", {});
  const broken = findings.signatures.findIndex((signature) => signature.indication === "TOTAL-FAILED");
  const failed = findings.signatures[broken];
  if (failed) {
    // A time-stamp over a broken or altered document would lend it evidence it does not deserve.
    throw new AppError("extend_signature_not_intact", {
      signature: broken + 1,
      indication: failed.indication,
      subIndication: failed.subIndication,
      hashMatches: failed.hashMatches,
      signatureValueVerifies: failed.signatureValueVerifies,
      modifiedAfterSigning: failed.modifiedAfterSigning,
    });
  }
  const extended = await extendToLta(pdf, services, context.clock.now(), services.revisions);
  await reserveExtension(context, userId);
  // The validator and the DSS step find the signatures in the same order (through the form).
  const report: ExtensionReport = {
    level: "B-LTA",
    signatures: extended.coverage.map((coverage, index) => ({ ...coverage, chain: findings.signatures[index]?.chain ?? null })),
  };
  return { pdf: extended.pdf, report };
}

/** Past this, proxies may refuse the answer's headers: the report shrinks to its totals. */
const MAX_HEADER_CHARACTERS = 8000;

/** The report as a header value: JSON with every character outside printable ASCII escaped. */
export function extensionReportHeader(report: ExtensionReport): string {
  const ascii = (value: unknown) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const full = ascii(report);
  if (full.length <= MAX_HEADER_CHARACTERS) return full;
  const revocationMissing = report.signatures.reduce((sum, signature) => sum + signature.revocationMissing.length, 0);
  return ascii({ level: report.level, truncated: true, signatureCount: report.signatures.length, revocationMissingCount: revocationMissing });
}
