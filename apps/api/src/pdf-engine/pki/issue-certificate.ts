import type { KeyedCertificate } from "./certificates.ts";
import { EC_SIGNING, generateKeyPair, x509 } from "./crypto-setup.ts";
import { qcStatementsExtension } from "./qc-statements.ts";
import { randomPositiveInteger } from "./random-integer.ts";

/** What a certificate issued by `issueCertificate` says: its subject, validity, uses and where its status is found. */
export interface IssueOptions {
  subject: string | x509.JsonName;
  notBefore: Date;
  notAfter: Date;
  isCa?: boolean;
  keyUsage: number;
  extendedKeyUsage?: string[];
  email?: string;
  ocspUrl?: string;
  /** Where the issuer's certificate is published (AIA caIssuers); by default next to the OCSP responder. */
  caIssuersUrl?: string;
  crlUrl?: string;
  ocspNoCheck?: boolean;
  /** Qualified-certificate statements for QES (esign) or qualified seals (eseal). */
  qualifiedType?: "esign" | "eseal";
  /** An existing key pair (a seal's); otherwise a new one is made. */
  keys?: CryptoKeyPair;
}

/** Issues a certificate under `issuer` (an ECDSA or RSA CA) with a fresh (or given) ECDSA P-256 key. */
export async function issueCertificate(issuer: KeyedCertificate, options: IssueOptions): Promise<KeyedCertificate> {
  const keys = options.keys ?? (await generateKeyPair());
  const extensions: x509.Extension[] = [
    new x509.BasicConstraintsExtension(options.isCa ?? false, options.isCa ? 0 : undefined, true),
    new x509.KeyUsagesExtension(options.keyUsage, true),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    await x509.AuthorityKeyIdentifierExtension.create(issuer.certificate),
  ];
  if (options.extendedKeyUsage) extensions.push(new x509.ExtendedKeyUsageExtension(options.extendedKeyUsage, true));
  if (options.email) extensions.push(new x509.SubjectAlternativeNameExtension([{ type: "email", value: options.email }]));
  if (options.ocspUrl) {
    extensions.push(new x509.AuthorityInfoAccessExtension({ ocsp: options.ocspUrl, caIssuers: options.caIssuersUrl ?? options.ocspUrl.replace(/ocsp$/, "issuing.cer") }));
  }
  if (options.crlUrl) extensions.push(new x509.CRLDistributionPointsExtension([options.crlUrl]));
  if (options.qualifiedType) extensions.push(qcStatementsExtension(options.qualifiedType));
  // id-pkix-ocsp-nocheck: the responder's own certificate is not checked by OCSP (RFC 6960 4.2.2.2.1).
  if (options.ocspNoCheck) extensions.push(new x509.Extension("1.3.6.1.5.5.7.48.1.5", false, new Uint8Array([0x05, 0x00])));
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: randomSerial(),
    subject: options.subject,
    // The issuer's name as encoded in its certificate, so name hashes (OCSP CertID) and strict chain building match.
    issuer: issuer.certificate.subjectName,
    notBefore: options.notBefore,
    notAfter: options.notAfter,
    publicKey: keys.publicKey,
    signingKey: issuer.privateKey,
    signingAlgorithm: issuer.privateKey.algorithm.name === "ECDSA" ? EC_SIGNING : { name: issuer.privateKey.algorithm.name, hash: "SHA-256" },
    extensions,
  });
  return { certificate, privateKey: keys.privateKey };
}

/** 16 random bytes that encode as a positive, minimal DER integer. */
function randomSerial(): string {
  return Buffer.from(randomPositiveInteger(16)).toString("hex");
}
