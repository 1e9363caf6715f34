import { createHash } from "node:crypto";
import { pkijs } from "../../pki/crypto-setup.ts";

/** A certificate as the report names it: its DER as found, and the parsed form its names are read from. */
export interface KnownCertificate {
  der: Uint8Array;
  parsed: pkijs.Certificate;
}

/** A chain longer than any real PKI: walking stops there, so a loop of cross-certificates ends. */
const MAX_CHAIN_LENGTH = 10;

const SUBJECT_KEY_IDENTIFIER = "2.5.29.14";

/**
 * Every certificate the document and this installation know (carried in signatures and
 * time-stamps, in the DSS, the trust anchors), each once, so the report can name a signer's chain
 * by the certificates it is made of. Issuers are found by name, the way the chain was built when
 * the signature was checked; whether the chain is trusted is the validator's finding, not this.
 */
export class CertificatePool {
  private readonly byDigest = new Map<string, KnownCertificate>();

  add(der: Uint8Array): KnownCertificate | undefined {
    const key = createHash("sha256").update(der).digest("hex");
    const known = this.byDigest.get(key);
    if (known) return known;
    let parsed: pkijs.Certificate;
    try {
      parsed = pkijs.Certificate.fromBER(new Uint8Array(der));
    } catch {
      return undefined;
    }
    const certificate = { der, parsed };
    this.byDigest.set(key, certificate);
    return certificate;
  }

  /** The certificate a CMS signer names: by issuer and serial number, or by subject key identifier. */
  findSigner(signerInfo: pkijs.SignerInfo | undefined): KnownCertificate | undefined {
    const sid: unknown = signerInfo?.sid;
    if (sid instanceof pkijs.IssuerAndSerialNumber) {
      return this.all().find((entry) => entry.parsed.issuer.isEqual(sid.issuer) && entry.parsed.serialNumber.isEqual(sid.serialNumber));
    }
    const keyIdentifier = (sid as { valueBlock?: { valueHexView?: Uint8Array } } | undefined)?.valueBlock?.valueHexView;
    if (!keyIdentifier) return undefined;
    return this.all().find((entry) => {
      const extension = entry.parsed.extensions?.find((candidate) => candidate.extnID === SUBJECT_KEY_IDENTIFIER);
      const value = (extension?.parsedValue as { valueBlock?: { valueHexView?: Uint8Array } } | undefined)?.valueBlock?.valueHexView;
      return value !== undefined && Buffer.from(value).equals(Buffer.from(keyIdentifier));
    });
  }

  /** The issuers above `certificate`, nearest first, up to a self-signed root or the first issuer nobody carries. */
  issuersOf(certificate: KnownCertificate): KnownCertificate[] {
    const issuers: KnownCertificate[] = [];
    let current = certificate;
    while (issuers.length < MAX_CHAIN_LENGTH && !current.parsed.issuer.isEqual(current.parsed.subject)) {
      const issuer = this.all().find((entry) => entry !== current && entry.parsed.subject.isEqual(current.parsed.issuer) && !issuers.includes(entry));
      if (!issuer) break;
      issuers.push(issuer);
      current = issuer;
    }
    return issuers;
  }

  private all(): KnownCertificate[] {
    return [...this.byDigest.values()];
  }
}

const NAME_TYPES: Record<string, string> = {
  "2.5.4.3": "CN",
  "2.5.4.5": "SERIALNUMBER",
  "2.5.4.6": "C",
  "2.5.4.7": "L",
  "2.5.4.8": "ST",
  "2.5.4.10": "O",
  "2.5.4.11": "OU",
  "2.5.4.97": "organizationIdentifier",
  "1.2.840.113549.1.9.1": "E",
};

/** A distinguished name as people read it (most specific first, as RFC 4514 writes it). */
export function distinguishedNameOf(name: pkijs.RelativeDistinguishedNames): string {
  return name.typesAndValues
    .map((entry) => `${NAME_TYPES[entry.type] ?? entry.type}=${String(entry.value.valueBlock.value).replace(/([,+"\\<>;])/g, "\\$1")}`)
    .reverse()
    .join(", ");
}
