import * as asn1js from "asn1js";
import { describe, expect, it } from "vitest";
import { useDemoSigningServices } from "../../test-support/demo-signing-services.ts";
import { pkijs } from "../pki/crypto-setup.ts";
import { OID } from "./oids.ts";
import { parsedCertificate } from "./parsed-certificates.ts";
import { PreEncoded } from "./pre-encoded.ts";

const signingServices = useDemoSigningServices();

const bytesOf = (block: { toBER(sizeOnly?: boolean): ArrayBuffer }) => Buffer.from(block.toBER(false));

describe("DER written as it is", () => {
  it("stands for the parsed structure it encodes: the enclosing structure's bytes are the same", () => {
    const der = new Uint8Array(signingServices().pki.issuing.certificate.rawData);
    const around = (inner: asn1js.BaseBlock) => new asn1js.Sequence({ value: [new asn1js.Integer({ value: 5 }), new asn1js.Set({ value: [inner] }), new asn1js.Null()] });
    const parsed = bytesOf(around(asn1js.fromBER(der).result as asn1js.BaseBlock));
    const preEncoded = bytesOf(around(new PreEncoded(der).asBlock()));
    expect(preEncoded.equals(parsed)).toBe(true);
    expect(preEncoded.includes(Buffer.from(der))).toBe(true);
    expect(bytesOf(new PreEncoded(der))).toEqual(Buffer.from(der));
  });

  it("encodes a certificate parsed for CMS work as its DER, and a SignedData carrying it as pkijs would", () => {
    const issuing = new Uint8Array(signingServices().pki.issuing.certificate.rawData);
    const root = new Uint8Array(signingServices().pki.root.certificate.rawData);
    expect(bytesOf(parsedCertificate(signingServices().pki.issuing.certificate.rawData).toSchema())).toEqual(Buffer.from(issuing));
    const signedDataWith = (certificates: pkijs.Certificate[]) =>
      new pkijs.ContentInfo({
        contentType: OID.signedData,
        content: new pkijs.SignedData({
          version: 1,
          encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
          signerInfos: [],
          certificates,
        }).toSchema(true),
      }).toSchema();
    const plain = bytesOf(signedDataWith([pkijs.Certificate.fromBER(issuing), pkijs.Certificate.fromBER(root)]));
    const encodedOnce = bytesOf(signedDataWith([parsedCertificate(signingServices().pki.issuing.certificate.rawData), parsedCertificate(signingServices().pki.root.certificate.rawData)]));
    expect(encodedOnce.equals(plain)).toBe(true);
    // Read back, the certificates are the ones given.
    const readBack = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(encodedOnce)).content });
    expect(readBack.certificates?.map((certificate) => Buffer.from((certificate as pkijs.Certificate).toSchema().toBER(false)))).toEqual([Buffer.from(issuing), Buffer.from(root)]);
  });
});
