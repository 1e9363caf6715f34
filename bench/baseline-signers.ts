import forge from "node-forge";
import { signWithP12 } from "@documenso/pdf-sign";
import { SignPdf } from "@signpdf/signpdf";
import { P12Signer } from "@signpdf/signer-p12";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { Signer } from "@signpdf/utils";

/** A self-signed RSA 2048 PKCS#12 for the baseline signers, made with node-forge. */
export function baselineP12(): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = "01";
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const attributes = [{ name: "commonName", value: "Baseline Signer" }];
  certificate.setSubject(attributes);
  certificate.setIssuer(attributes);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], "", { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

/** The CMS of `@documenso/pdf-sign` (Rust, native) behind @signpdf's Signer interface. */
class DocumensoSigner extends Signer {
  constructor(private readonly p12: Buffer) {
    super();
  }

  override sign(content: Buffer): Promise<Buffer> {
    return Promise.resolve(signWithP12({ content, cert: this.p12 }));
  }
}

function withPlainPlaceholder(pdf: Buffer): Buffer {
  return plainAddPlaceholder({ pdfBuffer: pdf, reason: "Bench", contactInfo: "", name: "Baseline", location: "" });
}

/**
 * The two peers the signing bench compares with, each on a plain appended placeholder
 * (@signpdf/placeholder-plain): @signpdf's node-forge P12 signer, and Documenso's Rust signer.
 */
export function baselineSigners(p12: Buffer): Record<string, (pdf: Buffer) => Promise<Buffer>> {
  // P12Signer reads its key from a buffer it consumes: one per signature, as @signpdf expects.
  const documensoSigner = new DocumensoSigner(p12);
  return {
    "@signpdf + node-forge (adbe.pkcs7.detached, RSA)": (pdf) => new SignPdf().sign(withPlainPlaceholder(pdf), new P12Signer(p12)),
    "@documenso/pdf-sign (Rust CMS, RSA)": (pdf) => new SignPdf().sign(withPlainPlaceholder(pdf), documensoSigner),
  };
}
