import path from "node:path";
import type { Clock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import { x509 } from "./pki/crypto-setup.ts";
import type { ChainCertificate, KeyedCertificate } from "./pki/certificates.ts";
import { loadOrCreateDemoPki, renewDemoTsaCertificateIfDue } from "./pki/demo-pki.ts";
import { issueCertificate } from "./pki/issue-certificate.ts";
import { CrlPublisher } from "./pki/crl-publisher.ts";
import { HttpTimeStampAuthority } from "./pki/http-time-stamp-authority.ts";
import { OcspResponder } from "./pki/ocsp-responder.ts";
import { RevokedCertificates } from "./pki/revoked-certificates.ts";
import { loadPkcs12Ca } from "./pki/pkcs12-ca.ts";
import { DemoTimeStampAuthority, type TimeStampAuthority } from "./pki/time-stamp-authority.ts";
import { loadValidationTrustAnchors } from "./validation/trust-anchors.ts";
import { inProcessPdfRevisions, type PdfRevisions } from "./pades/pdf-revisions.ts";

const YEAR_MS = 365 * 24 * 60 * 60_000;

/** The settings that choose the provider (docs/OPERATIONS.md); none set means the demo PKI. */
export type SigningSettings = Partial<
  Pick<
    Config,
    | "SIGNING_CA_PKCS12_FILE"
    | "SIGNING_CA_PKCS12_PASSWORD"
    | "SIGNING_OCSP_URL"
    | "SIGNING_TSA_URL"
    | "VALIDATION_TRUST_ANCHORS_FILE"
    | "SIGNING_DEMO_TSA_CERTIFICATE_DAYS"
    | "LTV_RENEWAL_MARGIN_DAYS"
  >
>;

/** The CA that issues signer and seal certificates, and the root it hangs from. */
export interface IssuingPki {
  issuing: KeyedCertificate;
  /** The self-signed root at the top of the chain (the issuing CA itself when it is a root). */
  root: ChainCertificate;
  /** From the issuing CA up to and including the root. */
  chain: ChainCertificate[];
}

interface Providers {
  pki: IssuingPki;
  timeStampAuthority: TimeStampAuthority;
  /** The in-process TSA, served at /api/pki/tsa; absent when time-stamps come from SIGNING_TSA_URL. */
  localTimeStampAuthority: DemoTimeStampAuthority | undefined;
  ocspResponder: OcspResponder;
  /** The operator's own OCSP responder (SIGNING_OCSP_URL); otherwise Paraph's at /api/pki/ocsp. */
  ocspUrl: string | undefined;
  /** The demo root's key, when Paraph holds it, to publish the root's CRL (covering the issuing CA). */
  rootKey: KeyedCertificate | undefined;
  revoked: RevokedCertificates;
}

/** The revocation lists Paraph signs: the issuing CA's always, the root's when Paraph holds its key. */
export interface RevocationLists {
  issuing: CrlPublisher;
  root: CrlPublisher | undefined;
}

/**
 * The trust services one Paraph installation signs with (docs/signing.md, "Providers"): an
 * issuing CA, a time-stamp authority and an OCSP responder. By default the demo PKI; with
 * SIGNING_CA_PKCS12_FILE the operator's issuing CA from a PKCS#12 file, and with SIGNING_TSA_URL
 * an RFC 3161 TSA over HTTP.
 */
export class SigningServices {
  readonly pki: IssuingPki;
  readonly timeStampAuthority: TimeStampAuthority;
  readonly localTimeStampAuthority: DemoTimeStampAuthority | undefined;
  readonly ocspResponder: OcspResponder;
  readonly crls: RevocationLists;
  /** What the issuing CA revoked (tests; Paraph revokes nothing itself), answered by its OCSP responder and CRL. */
  readonly revoked: RevokedCertificates;
  private trustAnchors: Uint8Array[] = [];
  private readonly ocspUrl: string | undefined;

  private constructor(
    providers: Providers,
    private readonly clock: Clock,
  ) {
    this.pki = providers.pki;
    this.timeStampAuthority = providers.timeStampAuthority;
    this.localTimeStampAuthority = providers.localTimeStampAuthority;
    this.ocspResponder = providers.ocspResponder;
    this.ocspUrl = providers.ocspUrl;
    this.revoked = providers.revoked;
    const now = () => clock.now();
    this.crls = {
      issuing: new CrlPublisher(providers.pki.issuing, now, providers.revoked),
      root: providers.rootKey ? new CrlPublisher(providers.rootKey, now) : undefined,
    };
  }

  /**
   * Where signature revisions are written: the app hands in its worker pool (`PdfSigningEngine`,
   * for untrusted documents); tools and tests that open the services alone work in process.
   */
  revisions: PdfRevisions = inProcessPdfRevisions;

  static async open(dataDir: string, clock: Clock, settings: SigningSettings = {}, revisions?: PdfRevisions): Promise<SigningServices> {
    const services = await SigningServices.openProviders(dataDir, clock, settings);
    if (revisions) services.revisions = revisions;
    services.trustAnchors = await loadValidationTrustAnchors(services.pki.root.certificate, settings.VALIDATION_TRUST_ANCHORS_FILE);
    return services;
  }

  /** The roots `POST /v1/validate` trusts (DER): this installation's own and the operator's list. */
  get validationTrustAnchors(): Uint8Array[] {
    return this.trustAnchors;
  }

  private static async openProviders(dataDir: string, clock: Clock, settings: SigningSettings): Promise<SigningServices> {
    const now = () => new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
    const revoked = new RevokedCertificates();
    // The demo PKI is made only when something still uses it: its CA, or its TSA.
    const needsDemo = !settings.SIGNING_CA_PKCS12_FILE || !settings.SIGNING_TSA_URL;
    // Certificates name no URL of their own at creation; signer certificates get the current one.
    const demo = needsDemo ? await openDemoPki(path.resolve(dataDir), clock.now(), settings) : undefined;
    const localTimeStampAuthority = demo && !settings.SIGNING_TSA_URL ? new DemoTimeStampAuthority(demo.tsa, [demo.issuing, demo.root], now) : undefined;
    const timeStampAuthority = settings.SIGNING_TSA_URL ? new HttpTimeStampAuthority(settings.SIGNING_TSA_URL) : localTimeStampAuthority;
    if (!timeStampAuthority) throw new Error("No time-stamp authority: set SIGNING_TSA_URL or use the demo PKI");
    if (settings.SIGNING_CA_PKCS12_FILE) {
      const operator = await loadPkcs12Ca(settings.SIGNING_CA_PKCS12_FILE, settings.SIGNING_CA_PKCS12_PASSWORD ?? "");
      const chain: ChainCertificate[] = [operator.issuing, ...operator.chainAbove.map((certificate) => ({ certificate }))];
      const pki = { issuing: operator.issuing, root: chain.at(-1) ?? operator.issuing, chain };
      // The CA signs its own OCSP responses (RFC 6960 4.2.2.2), for embedding in B-LT documents.
      const ocspResponder = new OcspResponder(operator.issuing, operator.issuing, now, revoked);
      return new SigningServices({ pki, timeStampAuthority, localTimeStampAuthority, ocspResponder, ocspUrl: settings.SIGNING_OCSP_URL, rootKey: undefined, revoked }, clock);
    }
    if (!demo) throw new Error("The demo PKI is needed without SIGNING_CA_PKCS12_FILE");
    const pki = { issuing: demo.issuing, root: demo.root, chain: [demo.issuing, demo.root] };
    const ocspResponder = new OcspResponder(demo.issuing, demo.ocsp, now, revoked);
    return new SigningServices({ pki, timeStampAuthority, localTimeStampAuthority, ocspResponder, ocspUrl: undefined, rootKey: demo.root, revoked }, clock);
  }

  /** The chain a signer's certificate hangs from, issuing CA first. */
  get chain(): ChainCertificate[] {
    return this.pki.chain;
  }

  /**
   * A one-time signing certificate for one signer: a fresh key in memory only, the signer's name
   * and address, and where validators ask about its status (OCSP). Qualified signatures get the
   * qualified-certificate statements.
   */
  async issueSignerCertificate(
    signer: { name: string; email: string },
    publicUrl: string,
    options: { isQualified?: boolean } = {},
  ): Promise<KeyedCertificate> {
    const now = this.clock.now();
    const cleanName = cleanSubjectValue(signer.name) || signer.email;
    return issueCertificate(this.pki.issuing, {
      subject: [{ CN: [cleanName] }, { E: [signer.email] }],
      email: signer.email,
      notBefore: new Date(now.getTime() - 5 * 60_000),
      notAfter: new Date(now.getTime() + 3 * YEAR_MS),
      keyUsage: x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
      ...this.statusUrls(publicUrl),
      ...(options.isQualified ? { qualifiedType: "esign" as const } : {}),
    });
  }

  /**
   * A seal certificate for a business (an advanced electronic seal of a legal person): O names
   * the organisation, CN the seal. Unlike a signer's one-time key, the seal's key is kept
   * (pdf-engine/pki/seal-keys.ts) and signs for as long as the certificate is valid.
   */
  async issueSealCertificate(seal: { organisationName: string; displayName: string }, publicUrl: string): Promise<KeyedCertificate> {
    const now = this.clock.now();
    const organisation = cleanSubjectValue(seal.organisationName);
    return issueCertificate(this.pki.issuing, {
      subject: [{ CN: [cleanSubjectValue(seal.displayName) || organisation] }, { O: [organisation] }],
      notBefore: new Date(now.getTime() - 5 * 60_000),
      notAfter: new Date(now.getTime() + 3 * YEAR_MS),
      keyUsage: x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
      ...this.statusUrls(publicUrl),
    });
  }

  /** The AIA and CRL distribution point of issued certificates: OCSP, the issuing CA's certificate and its CRL as Paraph serves them. */
  private statusUrls(publicUrl: string): { ocspUrl: string; caIssuersUrl: string; crlUrl: string } {
    return { ocspUrl: this.ocspUrl ?? `${publicUrl}/api/pki/ocsp`, caIssuersUrl: `${publicUrl}/api/pki/issuing.cer`, crlUrl: `${publicUrl}/api/pki/issuing.crl` };
  }
}

/** The demo PKI, its TSA with a certificate renewal is worth making archive time-stamps with (demo-pki.ts). */
async function openDemoPki(dataDir: string, now: Date, settings: SigningSettings) {
  const certificateDays = settings.SIGNING_DEMO_TSA_CERTIFICATE_DAYS ?? 3650;
  const demo = await loadOrCreateDemoPki(dataDir, "", now, certificateDays);
  // Only when the demo TSA makes the time-stamps: with SIGNING_TSA_URL its key is not used.
  if (settings.SIGNING_TSA_URL) return demo;
  return renewDemoTsaCertificateIfDue(dataDir, demo, now, { certificateDays, renewWithinDays: settings.LTV_RENEWAL_MARGIN_DAYS ?? 180 });
}

/**
 * Characters that would need escaping in a distinguished name become spaces, so names stay
 * readable; control characters and unpaired surrogates too (the contracts refuse them, but a
 * name stored before that rule must not truncate or disguise a subject: "Mallory\0Admin").
 */
function cleanSubjectValue(value: string): string {
  return value
    .replace(/[,+="\\<>;#]|[\u0000-\u001f\u007f-\u009f]|\p{Cs}/gu, " ") // eslint-disable-line no-control-regex
    .replace(/\s+/g, " ")
    .trim();
}
