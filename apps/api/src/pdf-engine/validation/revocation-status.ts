import { createHash } from "node:crypto";
import { pkijs } from "../pki/crypto-setup.ts";
import type { RevocationData } from "./revocation-data.ts";

const OCSP_BASIC = "1.3.6.1.5.5.7.48.1.1";
const OCSP_SIGNING = "1.3.6.1.5.5.7.3.9";
const EXTENDED_KEY_USAGE = "2.5.29.37";
const HASHES: Record<string, string> = { "1.3.14.3.2.26": "sha1", "2.16.840.1.101.3.4.2.1": "sha256", "2.16.840.1.101.3.4.2.2": "sha384", "2.16.840.1.101.3.4.2.3": "sha512" };

/**
 * A certificate's revocation status as the document's revocation data tells it (ETSI EN 319
 * 102-1 §5.2.6): from an OCSP response or CRL whose signature verifies by the certificate's
 * issuer, or (OCSP) by a responder certificate with id-kp-OCSPSigning that issuer issued. Data
 * signed by anyone else is ignored, as if absent. "revoked" wins over "good" whatever the order;
 * among the rest the newest answer is reported.
 */
export interface RevocationStatus {
  status: "good" | "revoked" | "unknown";
  checkedBy: "ocsp" | "crl" | null;
  revokedAt?: string;
  /** The OCSP response's producedAt, or the CRL's thisUpdate. */
  issuedAt?: string;
}

export const UNKNOWN_STATUS: RevocationStatus = { status: "unknown", checkedBy: null };

interface Answer {
  status: "good" | "revoked";
  checkedBy: "ocsp" | "crl";
  revokedAt: Date | undefined;
  issuedAt: Date;
}

export async function revocationStatusOf(certificate: pkijs.Certificate, candidates: pkijs.Certificate[], data: RevocationData): Promise<RevocationStatus> {
  const issuer = await issuerOf(certificate, candidates);
  if (!issuer) return UNKNOWN_STATUS;
  const answers: Answer[] = [];
  for (const der of data.ocspResponses) answers.push(...(await ocspAnswers(der, certificate, issuer).catch(() => [])));
  for (const der of data.crls) answers.push(...(await crlAnswers(der, certificate, issuer).catch(() => [])));
  const revoked = answers.filter((answer) => answer.status === "revoked").sort((left, right) => (left.revokedAt?.getTime() ?? 0) - (right.revokedAt?.getTime() ?? 0))[0];
  const chosen = revoked ?? answers.sort((left, right) => right.issuedAt.getTime() - left.issuedAt.getTime())[0];
  if (!chosen) return UNKNOWN_STATUS;
  return {
    status: chosen.status,
    checkedBy: chosen.checkedBy,
    ...(chosen.revokedAt ? { revokedAt: chosen.revokedAt.toISOString() } : {}),
    issuedAt: chosen.issuedAt.toISOString(),
  };
}

/** The candidate whose subject is the certificate's issuer and whose key verifies it. */
async function issuerOf(certificate: pkijs.Certificate, candidates: pkijs.Certificate[]): Promise<pkijs.Certificate | undefined> {
  const issuerName = derOf(certificate.issuer.toSchema());
  for (const candidate of candidates) {
    if (!derOf(candidate.subject.toSchema()).equals(issuerName)) continue;
    if (await certificate.verify(candidate).catch(() => false)) return candidate;
  }
  return undefined;
}

/**
 * A document's revocation data serve every signature in it: each DER is parsed once, and whether
 * it verifies under a given issuer is decided once (the same arrays are handed in for each
 * signature), so a DSS of many entries costs its size, not its size times the signatures.
 */
const parsedOcsp = new WeakMap<Uint8Array, pkijs.BasicOCSPResponse | null>();
const parsedCrls = new WeakMap<Uint8Array, pkijs.CertificateRevocationList | null>();
const verifiedBy = new WeakMap<Uint8Array, Map<string, Promise<boolean>>>();

function basicResponseOf(der: Uint8Array): pkijs.BasicOCSPResponse | null {
  if (!parsedOcsp.has(der)) {
    let basic: pkijs.BasicOCSPResponse | null = null;
    try {
      const response = pkijs.OCSPResponse.fromBER(new Uint8Array(der));
      if (response.responseStatus.valueBlock.valueDec === 0 && response.responseBytes?.responseType === OCSP_BASIC) {
        basic = pkijs.BasicOCSPResponse.fromBER(new Uint8Array(response.responseBytes.response.valueBlock.valueHexView));
      }
    } catch {
      basic = null;
    }
    parsedOcsp.set(der, basic);
  }
  return parsedOcsp.get(der) ?? null;
}

function crlOf(der: Uint8Array): pkijs.CertificateRevocationList | null {
  if (!parsedCrls.has(der)) {
    let crl: pkijs.CertificateRevocationList | null = null;
    try {
      crl = pkijs.CertificateRevocationList.fromBER(new Uint8Array(der));
    } catch {
      crl = null;
    }
    parsedCrls.set(der, crl);
  }
  return parsedCrls.get(der) ?? null;
}

/** Whether `der` verifies under `issuer`, decided once per DER and issuer key. */
function verifiedOnce(der: Uint8Array, issuer: pkijs.Certificate, verify: () => Promise<boolean>): Promise<boolean> {
  const key = Buffer.from(issuer.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).toString("hex");
  let byIssuer = verifiedBy.get(der);
  if (!byIssuer) {
    byIssuer = new Map();
    verifiedBy.set(der, byIssuer);
  }
  let verdict = byIssuer.get(key);
  if (!verdict) {
    verdict = verify().catch(() => false);
    byIssuer.set(key, verdict);
  }
  return verdict;
}

async function ocspAnswers(der: Uint8Array, certificate: pkijs.Certificate, issuer: pkijs.Certificate): Promise<Answer[]> {
  const basic = basicResponseOf(der);
  if (!basic) return [];
  const matching = basic.tbsResponseData.responses.filter((single) => isCertIdOf(single.certID, certificate, issuer));
  if (matching.length === 0 || !(await verifiedOnce(der, issuer, () => isSignedByIssuerOrDelegate(basic, issuer)))) return [];
  const issuedAt = basic.tbsResponseData.producedAt;
  return matching.flatMap((single): Answer[] => {
    const tag = (single.certStatus as { idBlock: { tagNumber: number } }).idBlock.tagNumber;
    if (tag === 0) return [{ status: "good", checkedBy: "ocsp", revokedAt: undefined, issuedAt }];
    if (tag !== 1) return [];
    // revoked [1] IMPLICIT RevokedInfo ::= SEQUENCE { revocationTime GeneralizedTime, ... }
    const revocationTime = (single.certStatus as { valueBlock: { value: { toDate?: () => Date }[] } }).valueBlock.value[0];
    return [{ status: "revoked", checkedBy: "ocsp", revokedAt: revocationTime?.toDate?.() ?? issuedAt, issuedAt }];
  });
}

function isCertIdOf(certId: pkijs.CertID, certificate: pkijs.Certificate, issuer: pkijs.Certificate): boolean {
  const hash = HASHES[certId.hashAlgorithm.algorithmId];
  if (!hash) return false;
  const digest = (bytes: Uint8Array | ArrayBuffer) => createHash(hash).update(new Uint8Array(bytes)).digest();
  return (
    bytesOf(certId.serialNumber.valueBlock.valueHexView).equals(bytesOf(certificate.serialNumber.valueBlock.valueHexView)) &&
    bytesOf(certId.issuerNameHash.valueBlock.valueHexView).equals(digest(issuer.subject.toSchema().toBER(false))) &&
    bytesOf(certId.issuerKeyHash.valueBlock.valueHexView).equals(digest(issuer.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView))
  );
}

/** RFC 6960 §4.2.2.2: signed by the issuer itself, or by a certificate it issued for OCSP signing that the response carries. */
async function isSignedByIssuerOrDelegate(basic: pkijs.BasicOCSPResponse, issuer: pkijs.Certificate): Promise<boolean> {
  const signers = [issuer];
  for (const carried of basic.certs ?? []) {
    if (isOcspSigner(carried) && (await carried.verify(issuer).catch(() => false))) signers.push(carried);
  }
  const engine = pkijs.getCrypto(true);
  for (const signer of signers) {
    const verifies = await engine.verifyWithPublicKey(new Uint8Array(basic.tbsResponseData.tbsView), basic.signature, signer.subjectPublicKeyInfo, basic.signatureAlgorithm).catch(() => false);
    if (verifies) return true;
  }
  return false;
}

function isOcspSigner(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((entry) => entry.extnID === EXTENDED_KEY_USAGE);
  const usages = (extension?.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes ?? [];
  return usages.includes(OCSP_SIGNING);
}

async function crlAnswers(der: Uint8Array, certificate: pkijs.Certificate, issuer: pkijs.Certificate): Promise<Answer[]> {
  const crl = crlOf(der);
  if (!crl || !derOf(crl.issuer.toSchema()).equals(derOf(issuer.subject.toSchema()))) return [];
  if (!(await verifiedOnce(der, issuer, () => crl.verify({ issuerCertificate: issuer })))) return [];
  const serial = bytesOf(certificate.serialNumber.valueBlock.valueHexView);
  const entry = crl.revokedCertificates?.find((revoked) => bytesOf(revoked.userCertificate.valueBlock.valueHexView).equals(serial));
  const issuedAt = crl.thisUpdate.value;
  return [entry ? { status: "revoked", checkedBy: "crl", revokedAt: entry.revocationDate.value, issuedAt } : { status: "good", checkedBy: "crl", revokedAt: undefined, issuedAt }];
}

function derOf(schema: { toBER(sizeOnly?: boolean): ArrayBuffer }): Buffer {
  return Buffer.from(schema.toBER(false));
}

function bytesOf(view: Uint8Array): Buffer {
  return Buffer.from(view);
}
