import { createHash } from "node:crypto";
import type * as asn1js from "asn1js";
import { pkijs } from "../pki/crypto-setup.ts";
import { coveredBytesOf, findEmbeddedSignatures } from "../pades/embedded-signatures.ts";
import { OID } from "../pades/oids.ts";

export type SignatureLevel = "B-B" | "B-T" | "B-LT" | "B-LTA" | "document-timestamp" | "unknown";

export interface SignatureReport {
  subFilter: string;
  signer: { name: string | null; email: string | null };
  /** The trusted time from a time-stamp when there is one, else the time the PDF claims (/M). */
  time: string | null;
  timeSource: "time-stamp" | "claimed" | null;
  level: SignatureLevel;
  /** The covered bytes hash to the signed digest and the signature value verifies. */
  integrity: boolean;
  coversWholeDocument: boolean;
  /** The signer's certificate chains to a trusted root. */
  chain: "trusted" | "untrusted";
  timeStamps: { time: string; valid: boolean }[];
  problems: string[];
}

function signedDataOf(der: Uint8Array): pkijs.SignedData {
  return new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(der)).content });
}

function subjectOf(certificate: pkijs.Certificate | undefined): { name: string | null; email: string | null } {
  const value = (oid: string) => certificate?.subject.typesAndValues.find((entry) => entry.type === oid)?.value.valueBlock.value ?? null;
  return { name: value("2.5.4.3") as string | null, email: value("1.2.840.113549.1.9.1") as string | null };
}

async function verifySignedData(
  signedData: pkijs.SignedData,
  data: Uint8Array | undefined,
  trustAnchors: pkijs.Certificate[],
  checkDate: Date | undefined,
): Promise<{ signatureVerified: boolean; isTrusted: boolean; signerCertificate: pkijs.Certificate | undefined }> {
  const attempt = (checkChain: boolean) =>
    signedData
      .verify({
        signer: 0,
        ...(data ? { data: new Uint8Array(data).buffer } : {}),
        trustedCerts: trustAnchors,
        checkChain,
        extendedMode: true,
        ...(checkDate ? { checkDate } : {}),
      })
      .catch((error: { signatureVerified?: boolean | null; signerCertificateVerified?: boolean | null; signerCertificate?: pkijs.Certificate | null }) => ({
        signatureVerified: error.signatureVerified ?? false,
        signerCertificateVerified: error.signerCertificateVerified ?? false,
        signerCertificate: error.signerCertificate ?? undefined,
      }));
  const result = await attempt(true);
  const isTrusted = Boolean(result.signerCertificateVerified);
  // pkijs stops at a chain it cannot build, before it checks the signature: check that on its own,
  // so a signature under an untrusted root is not reported as changed bytes.
  const signatureVerified = isTrusted ? result.signatureVerified : (await attempt(false)).signatureVerified;
  return {
    signatureVerified: Boolean(signatureVerified),
    isTrusted,
    signerCertificate: result.signerCertificate ?? undefined,
  };
}

/** Verifies an RFC 3161 token and that it covers the SHA-256 of `stamped`; its time when it does. */
async function verifyTimeStamp(token: Uint8Array, stamped: Uint8Array, trustAnchors: pkijs.Certificate[]): Promise<{ time: string; valid: boolean }> {
  const digest = new Uint8Array(createHash("sha256").update(stamped).digest());
  const signedData = signedDataOf(token);
  const content = signedData.encapContentInfo.eContent;
  if (!content) return { time: "", valid: false };
  // getValue joins the pieces of a constructed OCTET STRING (BER allows either form).
  const tstInfo = pkijs.TSTInfo.fromBER(new Uint8Array(content.getValue()));
  const imprint = Buffer.from(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView);
  // For a time-stamp token pkijs checks the message imprint against the stamped bytes itself.
  const verified = await verifySignedData(signedData, stamped, trustAnchors, tstInfo.genTime);
  return { time: tstInfo.genTime.toISOString(), valid: verified.signatureVerified && verified.isTrusted && imprint.equals(Buffer.from(digest)) };
}

/**
 * Paraph's own validator, for `POST /v1/validate`: for each signature, whether its bytes are
 * intact, who signed, whether the certificate chains to a trusted root, its time-stamps, and
 * the PAdES level the document carries for it.
 */
export async function validatePdf(pdf: Uint8Array, trustAnchorsDer: Uint8Array[]): Promise<{ signatures: SignatureReport[]; hasDss: boolean }> {
  const trustAnchors = trustAnchorsDer.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)));
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length).toString("latin1");
  const hasDss = /\/DSS\s+\d+\s+0\s+R/.test(text) || /\/DSS\s*<</.test(text);
  const raw = findEmbeddedSignatures(pdf);
  const reports: SignatureReport[] = [];
  for (const [index, signature] of raw.entries()) {
    const problems: string[] = [];
    const covered = coveredBytesOf(pdf, signature.byteRange);
    const coversWholeDocument = signature.byteRange[2] + signature.byteRange[3] === pdf.length;
    if (signature.subFilter === "ETSI.RFC3161") {
      const stamp = await verifyTimeStamp(signature.contents, covered, trustAnchors).catch(() => ({ time: "", valid: false }));
      if (!stamp.valid) problems.push("The document time-stamp does not verify or does not cover these bytes");
      reports.push({ subFilter: signature.subFilter, signer: { name: null, email: null }, time: stamp.time || null, timeSource: stamp.time ? "time-stamp" : null, level: "document-timestamp", integrity: stamp.valid, coversWholeDocument, chain: stamp.valid ? "trusted" : "untrusted", timeStamps: [stamp], problems });
      continue;
    }
    let signedData: pkijs.SignedData;
    try {
      signedData = signedDataOf(signature.contents);
    } catch {
      reports.push({ subFilter: signature.subFilter, signer: { name: null, email: null }, time: signature.claimedTime, timeSource: signature.claimedTime ? "claimed" : null, level: "unknown", integrity: false, coversWholeDocument, chain: "untrusted", timeStamps: [], problems: ["The signature is not a readable CMS structure"] });
      continue;
    }
    const timeStamps: { time: string; valid: boolean }[] = [];
    const signerInfo = signedData.signerInfos[0];
    for (const attribute of signerInfo?.unsignedAttrs?.attributes ?? []) {
      if (attribute.type !== OID.signatureTimeStampToken || !signerInfo) continue;
      const signatureValue = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
      for (const value of attribute.values as asn1js.AsnType[]) {
        timeStamps.push(await verifyTimeStamp(new Uint8Array(value.toBER(false)), signatureValue, trustAnchors).catch(() => ({ time: "", valid: false })));
      }
    }
    const trustedTime = timeStamps.find((stamp) => stamp.valid)?.time;
    const verified = await verifySignedData(signedData, covered, trustAnchors, trustedTime ? new Date(trustedTime) : undefined);
    if (!verified.signatureVerified) problems.push("The signed bytes were changed, or the signature value does not verify");
    if (!verified.isTrusted) problems.push("The signer's certificate does not chain to a trusted root");
    if (timeStamps.some((stamp) => !stamp.valid)) problems.push("A signature time-stamp does not verify");
    const vriKey = createHash("sha1").update(signature.contents).digest("hex").toUpperCase();
    const hasVri = text.includes(`/${vriKey}`);
    const laterDocumentTimeStamp = raw.slice(index + 1).some((later) => later.subFilter === "ETSI.RFC3161");
    const level: SignatureLevel = !trustedTime ? "B-B" : !(hasDss && hasVri) ? "B-T" : laterDocumentTimeStamp ? "B-LTA" : "B-LT";
    reports.push({
      subFilter: signature.subFilter,
      signer: subjectOf(verified.signerCertificate),
      time: trustedTime ?? signature.claimedTime,
      timeSource: trustedTime ? "time-stamp" : signature.claimedTime ? "claimed" : null,
      level,
      integrity: verified.signatureVerified,
      coversWholeDocument,
      chain: verified.isTrusted ? "trusted" : "untrusted",
      timeStamps,
      problems,
    });
  }
  return { signatures: reports, hasDss };
}
