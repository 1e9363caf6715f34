import type { Readable } from "node:stream";
import { PRODUCT_NAME } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { createZipStream, type StreamedZipEntry } from "../../platform/archive/zip-stream.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { sealDetached } from "../../signing/pades/detached-seal.ts";
import { signPdf } from "../../signing/pades/pades-signer.ts";
import type { InstallationSeal } from "../../signing/pki/installation-seal.ts";
import type { SigningServices } from "../../signing/signing-services.ts";
import type { ValidationEngine } from "../../signing/validation/validation-engine.ts";
import { certificatePemOf } from "../../signing/pki/certificate-pem.ts";
import { renderAuditTrail, renderProtocol } from "../signature-requests/protocol-report.ts";
import { findRequestDocumentVersions, loadRequestRecord } from "../signature-requests/read-service.ts";
import { reportOnUploadedPdf } from "../signing/validation.ts";
import { evidenceReadme } from "./readme.ts";

/** What building a package needs beside the platform: the trust services, the validator and the installation's seal. */
export interface EvidenceServices {
  signing: SigningServices;
  validation: ValidationEngine;
  seal: InstallationSeal;
}

/** The format of audit-trail.json, so a reader knows what it holds. */
const AUDIT_TRAIL_FORMAT = "paraph-audit-trail/1";

/**
 * A request's evidence package (docs/evidence-package.md) for someone who may download its
 * documents (owner, signers, observers; anyone else 404). Everything but the signed documents is
 * made first — the validation reports in the validation workers, the seals — so that a failure
 * answers an error instead of half an archive; the documents then stream from the blob store
 * into the ZIP as it is sent.
 */
export async function buildEvidencePackage(context: PlatformContext, services: EvidenceServices, userId: string, requestId: string): Promise<{ fileName: string; stream: Readable }> {
  const { view, events } = await loadRequestRecord(context, userId, requestId);
  const now = context.clock.now();
  const { signing } = services;
  const signedVersions = (await findRequestDocumentVersions(context, requestId, true)).filter((version) => version.kind === "signed");
  const documents: { file: string; report: string; entry: StreamedZipEntry; reportEntry: StreamedZipEntry }[] = [];
  for (const [index, version] of signedVersions.entries()) {
    // The number keeps two documents of one title apart; a slash in a title names no folder.
    const base = `${String(index + 1).padStart(2, "0")} ${version.title.replace(/\.pdf$/i, "").replace(/[/\\]/g, "_")}`;
    const report = await validationReportOf(context, services, version.sha256);
    documents.push({
      file: `documents/${base}-signed.pdf`,
      report: `validation-reports/${base}-validation-report.${report.extension}`,
      entry: { name: `documents/${base}-signed.pdf`, modifiedAt: version.createdAt, content: () => context.blobs.get(version.sha256) },
      reportEntry: { name: `validation-reports/${base}-validation-report.${report.extension}`, modifiedAt: now, content: report.bytes },
    });
  }
  const seal = await services.seal.keyed();
  const auditTrail = Buffer.from(
    `${JSON.stringify({ format: AUDIT_TRAIL_FORMAT, installation: context.publicUrl, generatedAt: now.toISOString(), request: view, events }, null, 2)}\n`,
    "utf8",
  );
  const auditTrailSeal = await sealDetached(auditTrail, seal, signing.chain, signing.timeStampAuthority);
  const auditTrailPdf = await signPdf(
    await renderAuditTrail(view, events, now),
    { signer: seal, chain: signing.chain, timeStampAuthority: signing.timeStampAuthority, level: "B-T", fieldName: "Evidence seal", name: seal.certificate.subject, reason: "Audit trail sealed by the installation", signingTime: now },
    signing.revisions,
  );
  const readme = evidenceReadme({
    productName: PRODUCT_NAME,
    publicUrl: context.publicUrl,
    requestId,
    title: view.title,
    generatedAt: now,
    sealSubject: seal.certificate.subject,
    documents: documents.map(({ file, report }) => ({ file, report })),
  });
  const inMemory = (name: string, content: Uint8Array): StreamedZipEntry => ({ name, modifiedAt: now, content });
  const entries: StreamedZipEntry[] = [
    inMemory("README.txt", Buffer.from(readme, "utf8")),
    ...documents.map((document) => document.entry),
    inMemory("signature-protocol.pdf", await renderProtocol(view, events, now)),
    inMemory("audit-trail.json", auditTrail),
    inMemory("audit-trail.json.p7s", auditTrailSeal),
    inMemory("audit-trail.pdf", auditTrailPdf),
    ...documents.map((document) => document.reportEntry),
    inMemory("installation-root-ca.pem", Buffer.from(certificatePemOf(signing.pki.root.certificate.rawData), "ascii")),
  ];
  return { fileName: `${view.title} - evidence.zip`, stream: createZipStream(entries) };
}

/**
 * The ETSI validation report (XML) of a signed version, made now: Paraph stores no report at
 * completion. A document the validator cannot check within its limits gets a text saying so
 * instead, and the rest of the package is still built.
 */
async function validationReportOf(context: PlatformContext, services: EvidenceServices, sha256: string): Promise<{ extension: "xml" | "txt"; bytes: Uint8Array }> {
  const pdf = await context.blobs.getBuffer(sha256);
  try {
    return { extension: "xml", bytes: await reportOnUploadedPdf(services.validation, pdf, services.signing.validationTrustAnchors, context.clock.now(), "xml") };
  } catch (error) {
    // A full queue passes; the caller tries again in a moment.
    if (!(error instanceof AppError) || error.code === "service_unavailable") throw error;
    return { extension: "txt", bytes: Buffer.from(`No validation report: the document could not be checked (${error.code}: ${JSON.stringify(error.details)}).\nCheck it at ${context.publicUrl}/validate or with another validator.\n`, "utf8") };
  }
}
