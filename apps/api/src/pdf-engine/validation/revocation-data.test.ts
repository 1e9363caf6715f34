import * as asn1js from "asn1js";
import { describe, expect, it } from "vitest";
import { pkijs } from "../pki/crypto-setup.ts";
import { revocationDataOfCms } from "./revocation-data.ts";

const ADBE_REVOCATION_INFO_ARCHIVAL = "1.2.840.113583.1.1.8";

/** A SignedData whose signer carries an adbe-revocationInfoArchival attribute, as Acrobat writes it, read back from its DER. */
function signedDataWithArchival(crls: asn1js.Sequence[], ocspResponses: asn1js.Sequence[]): pkijs.SignedData {
  const archival = new asn1js.Sequence({
    value: [
      new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 0 }, value: [new asn1js.Sequence({ value: crls })] }),
      new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 1 }, value: [new asn1js.Sequence({ value: ocspResponses })] }),
    ],
  });
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({ issuer: new pkijs.RelativeDistinguishedNames(), serialNumber: new asn1js.Integer({ value: 7 }) }),
    digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: "2.16.840.1.101.3.4.2.1" }),
    signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes: [new pkijs.Attribute({ type: ADBE_REVOCATION_INFO_ARCHIVAL, values: [archival] })] }),
    signatureAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: "1.2.840.10045.4.3.2" }),
    signature: new asn1js.OctetString({ valueHex: new Uint8Array(8) }),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: "1.2.840.113549.1.7.1" }),
    signerInfos: [signerInfo],
  });
  const der = new pkijs.ContentInfo({ contentType: pkijs.ContentInfo.SIGNED_DATA, content: signedData.toSchema(true) }).toSchema().toBER(false);
  return new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(der).content });
}

describe("revocationDataOfCms", () => {
  it("reads the CRLs and OCSP responses of an adbe-revocationInfoArchival signed attribute, byte for byte", () => {
    const crl = new asn1js.Sequence({ value: [new asn1js.Integer({ value: 1 })] });
    const ocsp = new asn1js.Sequence({ value: [new asn1js.Enumerated({ value: 0 })] });
    const data = revocationDataOfCms(signedDataWithArchival([crl], [ocsp, ocsp]));
    expect(data.crls.map((der) => Buffer.from(der).toString("hex"))).toEqual([Buffer.from(crl.toBER(false)).toString("hex")]);
    expect(data.ocspResponses).toHaveLength(2);
    expect(Buffer.from(data.ocspResponses[0] ?? new Uint8Array()).equals(Buffer.from(ocsp.toBER(false)))).toBe(true);
  });

  it("finds nothing when the attribute's lists are empty", () => {
    const signedData = signedDataWithArchival([], []);
    expect(revocationDataOfCms(signedData)).toEqual({ crls: [], ocspResponses: [], certificates: [] });
  });
});
