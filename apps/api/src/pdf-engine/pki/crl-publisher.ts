import * as asn1js from "asn1js";
import { EC_SIGNING, x509 } from "./crypto-setup.ts";
import type { KeyedCertificate } from "./certificates.ts";
import type { RevokedCertificates } from "./revoked-certificates.ts";

const CRL_NUMBER_OID = "2.5.29.20";
const VALIDITY_MS = 7 * 24 * 60 * 60_000;

/**
 * The certificate revocation list (RFC 5280 §5) of one CA Paraph holds the key of, served at
 * `/api/pki/{name}.crl` and embedded in B-LT documents next to the OCSP responses. Paraph revokes
 * nothing it issues (signer certificates are used once, seal certificates expire), so the list
 * is empty unless something was put in `revoked` (revoked-certificates.ts); what it proves is
 * which of them the CA, at `thisUpdate`, had revoked. A new list is signed once half of the
 * previous one's week has passed, or at once after a revocation; its CRL number is its issue time in
 * seconds, so numbers only grow.
 */
export class CrlPublisher {
  private cached: { der: Uint8Array; renewAt: number; version: number } | undefined;
  private pending: Promise<Uint8Array> | undefined;

  constructor(
    private readonly issuer: KeyedCertificate,
    private readonly now: () => Date,
    private readonly revoked?: RevokedCertificates,
  ) {}

  /** The current list, DER encoded. */
  async current(): Promise<Uint8Array> {
    const now = this.now();
    if (this.cached && now.getTime() < this.cached.renewAt && this.cached.version === (this.revoked?.version ?? 0)) return this.cached.der;
    this.pending ??= this.issue(now).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async issue(now: Date): Promise<Uint8Array> {
    const thisUpdate = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const crlNumber = new asn1js.Integer({ value: Math.floor(thisUpdate.getTime() / 1000) }).toBER(false);
    const crl = await x509.X509CrlGenerator.create({
      issuer: this.issuer.certificate.subjectName,
      thisUpdate,
      nextUpdate: new Date(thisUpdate.getTime() + VALIDITY_MS),
      // With an entry extension (the invalidity date): @peculiar/x509 otherwise writes an empty
      // crlEntryExtensions SEQUENCE, which RFC 5280 forbids and pkijs refuses to read.
      entries: (this.revoked?.list() ?? []).map((entry) => ({ serialNumber: entry.serialNumberHex, revocationDate: entry.revokedAt, invalidity: entry.revokedAt })),
      signingKey: this.issuer.privateKey,
      signingAlgorithm: this.issuer.privateKey.algorithm.name === "ECDSA" ? EC_SIGNING : { name: this.issuer.privateKey.algorithm.name, hash: "SHA-256" },
      extensions: [await x509.AuthorityKeyIdentifierExtension.create(this.issuer.certificate), new x509.Extension(CRL_NUMBER_OID, false, crlNumber)],
    });
    const der = new Uint8Array(crl.rawData);
    this.cached = { der, renewAt: thisUpdate.getTime() + VALIDITY_MS / 2, version: this.revoked?.version ?? 0 };
    return der;
  }
}
