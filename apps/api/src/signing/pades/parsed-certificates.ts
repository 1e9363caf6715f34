import type * as asn1js from "asn1js";
import { pkijs } from "../pki/crypto-setup.ts";

/**
 * A certificate that encodes itself once: pkijs parses a certificate's to-be-signed part again
 * from its bytes every time it is put into a CMS, which was a third of the time of a B-LTA
 * signature. Certificates are never changed after parsing, so the encoded form is kept.
 */
class EncodeOnceCertificate extends pkijs.Certificate {
  private encoded: asn1js.Sequence | undefined;

  override toSchema(encodeFlag = false): asn1js.Sequence {
    if (encodeFlag) return super.toSchema(true);
    this.encoded ??= super.toSchema(false);
    return this.encoded;
  }
}

const parsedByBuffer = new WeakMap<ArrayBuffer, pkijs.Certificate>();

/**
 * A certificate parsed for CMS work. The CA, TSA and seal certificates sign again and again:
 * given their DER as the same ArrayBuffer (an X509Certificate's rawData), they are parsed once.
 */
export function parsedCertificate(der: ArrayBuffer | Uint8Array): pkijs.Certificate {
  if (!(der instanceof ArrayBuffer)) return EncodeOnceCertificate.fromBER(new Uint8Array(der));
  let certificate = parsedByBuffer.get(der);
  if (!certificate) {
    certificate = EncodeOnceCertificate.fromBER(new Uint8Array(der));
    parsedByBuffer.set(der, certificate);
  }
  return certificate;
}
