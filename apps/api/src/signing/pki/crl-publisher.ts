import * as asn1js from "asn1js";
import { EC_SIGNING, x509 } from "./crypto-setup.ts";
import type { KeyedCertificate } from "./demo-pki.ts";

const CRL_NUMBER_OID = "2.5.29.20";
const VALIDITY_MS = 7 * 24 * 60 * 60_000;

/**
 * The certificate revocation list (RFC 5280 §5) of one CA Paraph holds the key of, served at
 * `/api/pki/{name}.crl` and embedded in B-LT documents next to the OCSP responses. Paraph revokes
 * nothing it issues (signer certificates are used once, seal certificates expire), so the list
 * is empty; what it proves is that the CA, at `thisUpdate`, revoked none of them. A new list is
 * signed once half of the previous one's week has passed; its CRL number is its issue time in
 * seconds, so numbers only grow.
 */
export class CrlPublisher {
  private cached: { der: Uint8Array; renewAt: number } | undefined;
  private pending: Promise<Uint8Array> | undefined;

  constructor(
    private readonly issuer: KeyedCertificate,
    private readonly now: () => Date,
  ) {}

  /** The current list, DER encoded. */
  async current(): Promise<Uint8Array> {
    const now = this.now();
    if (this.cached && now.getTime() < this.cached.renewAt) return this.cached.der;
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
      entries: [],
      signingKey: this.issuer.privateKey,
      signingAlgorithm: this.issuer.privateKey.algorithm.name === "ECDSA" ? EC_SIGNING : { name: this.issuer.privateKey.algorithm.name, hash: "SHA-256" },
      extensions: [await x509.AuthorityKeyIdentifierExtension.create(this.issuer.certificate), new x509.Extension(CRL_NUMBER_OID, false, crlNumber)],
    });
    const der = new Uint8Array(crl.rawData);
    this.cached = { der, renewAt: thisUpdate.getTime() + VALIDITY_MS / 2 };
    return der;
  }
}
