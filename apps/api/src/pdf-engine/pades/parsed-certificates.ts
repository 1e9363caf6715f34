import type * as asn1js from "asn1js";
import { pkijs } from "../pki/crypto-setup.ts";
import { PreEncoded } from "./pre-encoded.ts";

/**
 * A certificate that is encoded once: pkijs would otherwise encode its parsed tree again each
 * time it is put into a CMS (earlier, parsing its to-be-signed part again too). The bytes of the
 * first encoding are kept and written as they are; certificates never change after parsing.
 */
class EncodeOnceCertificate extends pkijs.Certificate {
  private encoded: PreEncoded | undefined;

  override toSchema(encodeFlag = false): asn1js.Sequence {
    if (encodeFlag) return super.toSchema(true);
    this.encoded ??= new PreEncoded(new Uint8Array(super.toSchema(false).toBER(false)));
    return this.encoded.asBlock();
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
