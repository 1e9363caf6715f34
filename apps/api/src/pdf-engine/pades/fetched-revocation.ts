import * as asn1js from "asn1js";
import { pkijs, x509 } from "../pki/crypto-setup.ts";
import { sha1Of } from "../pki/hashes.ts";
import type { CarriedCertificate } from "./cms-certificates.ts";
import { parsedCertificate } from "./parsed-certificates.ts";

const SHA1 = "1.3.14.3.2.26";
const FETCH_TIMEOUT_MS = 5000;
const OCSP_SUCCESSFUL = 0;

/** Revocation data found on the network for certificates Paraph did not issue. */
export interface FetchedRevocation {
  ocspResponses: Uint8Array[];
  crls: Uint8Array[];
  /**
   * Certificates without revocation data, and why: their chain leads to no root the installation
   * trusts (so nothing was asked), or no responder or list answered. The signature stays B-T for them.
   */
  unanswered: { certificate: CarriedCertificate; reason: RevocationGap }[];
}

/** Why a certificate's revocation data is missing: no trusted chain (never fetched), or no answer. */
export type RevocationGap = "untrusted_chain" | "no_answer";

/**
 * For each certificate another CA issued (a remote QES provider's signer certificate, a foreign
 * TSA's), asks where the certificate itself says — the OCSP responder of its Authority
 * Information Access, else the lists of its CRL distribution points — so that B-LT holds
 * validation data for every certificate, not only for Paraph's own. The issuer must be among the
 * carried certificates (the OCSP request names it by hashes); self-signed roots need nothing.
 *
 * Only certificates whose chain verifies up to a root the installation trusts are asked about:
 * a PDF someone uploads may carry signatures made anywhere, and the addresses in their
 * certificates must not make Paraph's server call whatever they name (server-side request
 * forgery). A forged certificate cannot chain to a trusted root.
 */
export async function fetchRevocationData(
  certificates: CarriedCertificate[],
  trustAnchors: Uint8Array[],
  fetchImpl: typeof fetch = fetch,
): Promise<FetchedRevocation> {
  const subjects = new Map(certificates.map((certificate) => [Buffer.from(certificate.subjectDer).toString("base64"), certificate]));
  const result: FetchedRevocation = { ocspResponses: [], crls: [], unanswered: [] };
  for (const certificate of certificates) {
    if (Buffer.from(certificate.subjectDer).equals(certificate.issuerDer)) continue;
    if (!(await chainsToTrustedRoot(certificate, certificates, trustAnchors))) {
      result.unanswered.push({ certificate, reason: "untrusted_chain" });
      continue;
    }
    const issuer = subjects.get(Buffer.from(certificate.issuerDer).toString("base64"));
    const described = new x509.X509Certificate(new Uint8Array(certificate.der));
    const ocspUrl = described.getExtension(x509.AuthorityInfoAccessExtension)?.ocsp.find((name) => name.type === "url")?.value;
    const ocsp = issuer && ocspUrl ? await askOcsp(ocspUrl, certificate, issuer, fetchImpl) : undefined;
    if (ocsp) {
      result.ocspResponses.push(ocsp);
      continue;
    }
    const crl = await fetchFirstCrl(crlUrlsOf(described), fetchImpl);
    if (crl) result.crls.push(crl);
    else result.unanswered.push({ certificate, reason: "no_answer" });
  }
  return result;
}

async function chainsToTrustedRoot(certificate: CarriedCertificate, carried: CarriedCertificate[], trustAnchors: Uint8Array[]): Promise<boolean> {
  const engine = new pkijs.CertificateChainValidationEngine({
    trustedCerts: trustAnchors.map((der) => parsedCertificate(der)),
    certs: [parsedCertificate(certificate.der), ...carried.filter((entry) => entry !== certificate).map((entry) => parsedCertificate(entry.der))],
  });
  const verdict = await engine.verify().catch(() => ({ result: false }));
  return verdict.result;
}

async function askOcsp(url: string, certificate: CarriedCertificate, issuer: CarriedCertificate, fetchImpl: typeof fetch): Promise<Uint8Array | undefined> {
  const issuerCertificate = parsedCertificate(issuer.der);
  const request = new pkijs.OCSPRequest({
    tbsRequest: new pkijs.TBSRequest({
      requestList: [
        new pkijs.Request({
          reqCert: new pkijs.CertID({
            hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA1, algorithmParams: new asn1js.Null() }),
            issuerNameHash: new asn1js.OctetString({ valueHex: sha1Of(issuer.subjectDer) }),
            issuerKeyHash: new asn1js.OctetString({ valueHex: sha1Of(new Uint8Array(issuerCertificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView)) }),
            serialNumber: certificate.serialNumber,
          }),
        }),
      ],
    }),
  });
  const answer = await fetchBytes(url, fetchImpl, { method: "POST", headers: { "content-type": "application/ocsp-request" }, body: new Uint8Array(request.toSchema(true).toBER(false)) });
  if (!answer) return undefined;
  try {
    const response = pkijs.OCSPResponse.fromBER(answer);
    return response.responseStatus.valueBlock.valueDec === OCSP_SUCCESSFUL && response.responseBytes ? answer : undefined;
  } catch {
    return undefined;
  }
}

function crlUrlsOf(certificate: x509.X509Certificate): string[] {
  const points = certificate.getExtension(x509.CRLDistributionPointsExtension)?.distributionPoints ?? [];
  return points.flatMap((point) => point.distributionPoint?.fullName?.map((name) => name.uniformResourceIdentifier).filter((uri): uri is string => Boolean(uri)) ?? []);
}

async function fetchFirstCrl(urls: string[], fetchImpl: typeof fetch): Promise<Uint8Array<ArrayBuffer> | undefined> {
  for (const url of urls.filter((entry) => /^https?:\/\//.test(entry))) {
    const crl = await fetchBytes(url, fetchImpl, { method: "GET" });
    if (crl && isCrl(crl)) return crl;
  }
  return undefined;
}

function isCrl(bytes: Uint8Array<ArrayBuffer>): boolean {
  try {
    pkijs.CertificateRevocationList.fromBER(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The body of a 200 answer, or nothing when the server cannot be reached in time or refuses. */
async function fetchBytes(url: string, fetchImpl: typeof fetch, init: RequestInit): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!/^https?:\/\//.test(url)) return undefined;
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}
