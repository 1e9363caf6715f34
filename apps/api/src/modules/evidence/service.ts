import type { Readable } from "node:stream";
import { PRODUCT_NAME } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { createZipStream, type StreamedZipEntry } from "../../platform/archive/zip-stream.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { sealDetached } from "../../pdf-engine/pades/detached-seal.ts";
import { signPdf } from "../../pdf-engine/pades/pades-signer.ts";
import type { InstallationSeal } from "../../pdf-engine/pki/installation-seal.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import type { ValidationEngine } from "../../pdf-engine/validation/validation-engine.ts";
import { certificatePemOf } from "../../pdf-engine/pki/certificate-pem.ts";
import { findSignedVersionHistories, loadRequestRecord, renderAuditTrail, renderProtocol, type RequestDocumentVersion } from "../signature-requests/index.ts";
import { archiveVersionsOf } from "../archive-renewal/index.ts";
import { reportOnUploadedPdf } from "../signing/index.ts";
import { evidenceReadme } from "./readme.ts";

/** What building a package needs beside the platform: the trust services, the validator and the installation's seal. */
export interface EvidenceServices {
  signing: SigningServices;
  validation: ValidationEngine;
  seal: InstallationSeal;
}

/** A signed document in the package: the file, and its validation reports as of completion and after each renewal. */
interface EvidenceDocument {
  file: string;
  entry: StreamedZipEntry;
  reports: { name: string; renewal: number; at: Date; entry: StreamedZipEntry }[];
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
  const documents: EvidenceDocument[] = [];
  for (const [index, history] of (await findSignedVersionHistories(context, requestId)).entries()) {
    // The number keeps two documents of one title apart; a slash in a title names no folder.
    const base = `${String(index + 1).padStart(2, "0")} ${history.title.replace(/\.pdf$/i, "").replace(/[/\\]/g, "_")}`;
    const latest = history.versions.at(-1) as RequestDocumentVersion;
    const reports: EvidenceDocument["reports"] = [];
    // A report as of completion, and one as of each archive time-stamp renewal: each judged at its own time.
    for (const archive of await archiveVersionsOf(context, history.documentId, latest.version)) {
      const version = history.versions.find((candidate) => candidate.version === archive.version) ?? latest;
      const report = await validationReportOf(context, services, version.sha256, version.createdAt);
      const name = `validation-reports/${base}-validation-report${archive.renewal === 0 ? "" : `-after-renewal-${archive.renewal}`}.${report.extension}`;
      reports.push({ name, renewal: archive.renewal, at: version.createdAt, entry: { name, modifiedAt: now, content: report.bytes } });
    }
    const file = `documents/${base}-signed.pdf`;
    documents.push({ file, reports, entry: { name: file, modifiedAt: latest.createdAt, content: () => context.blobs.get(latest.sha256) } });
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
    documents: documents.map(({ file, reports }) => ({ file, reports: reports.map(({ name, renewal, at }) => ({ name, renewal, at })) })),
  });
  const inMemory = (name: string, content: Uint8Array): StreamedZipEntry => ({ name, modifiedAt: now, content });
  const entries: StreamedZipEntry[] = [
    inMemory("README.txt", Buffer.from(readme, "utf8")),
    ...documents.map((document) => document.entry),
    inMemory("signature-protocol.pdf", await renderProtocol(view, events, now)),
    inMemory("audit-trail.json", auditTrail),
    inMemory("audit-trail.json.p7s", auditTrailSeal),
    inMemory("audit-trail.pdf", auditTrailPdf),
    ...documents.flatMap((document) => document.reports.map((report) => report.entry)),
    inMemory("installation-root-ca.pem", Buffer.from(certificatePemOf(signing.pki.root.certificate.rawData), "ascii")),
  ];
  return { fileName: `${view.title} - evidence.zip`, stream: createZipStream(entries) };
}

/**
 * The ETSI validation report (XML) of a signed version, made now: Paraph stores no report at
 * completion. A document the validator cannot check within its limits gets a text saying so
 * instead, and the rest of the package is still built.
 */
async function validationReportOf(context: PlatformContext, services: EvidenceServices, sha256: string, at: Date): Promise<{ extension: "xml" | "txt"; bytes: Uint8Array }> {
  const pdf = await context.blobs.getBuffer(sha256);
  try {
    return { extension: "xml", bytes: await reportOnUploadedPdf(services.validation, pdf, services.signing.validationTrustAnchors, at, "xml") };
  } catch (error) {
    // A full queue passes; the caller tries again in a moment.
    if (!(error instanceof AppError) || error.code === "service_unavailable") throw error;
    return { extension: "txt", bytes: Buffer.from(`No validation report: the document could not be checked (${error.code}: ${JSON.stringify(error.details)}).\nCheck it at ${context.publicUrl}/validate or with another validator.\n`, "utf8") };
  }
}
