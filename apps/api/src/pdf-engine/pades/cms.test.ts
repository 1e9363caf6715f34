import * as asn1js from "asn1js";
import { describe, expect, it } from "vitest";
import { useDemoSigningServices } from "../../test-support/demo-signing-services.ts";
import { pkijs } from "../pki/crypto-setup.ts";
import { createSignedData, prepareSignedData, sha256, signedDataContentInfo } from "./cms.ts";
import { derElement, derUnsignedInteger, encodedObjectIdentifier } from "./der-writer.ts";
import { OID } from "./oids.ts";
import { localSignatureCreator } from "./signature-creator.ts";

const signingServices = useDemoSigningServices();

const readSignedData = (contentInfo: Uint8Array) => {
  const parsed = pkijs.ContentInfo.fromBER(new Uint8Array(contentInfo));
  expect(parsed.contentType).toBe(OID.signedData);
  return new pkijs.SignedData({ schema: parsed.content });
};
const derOf = (block: { toSchema(): asn1js.BaseBlock }) => Buffer.from(block.toSchema().toBER(false));

describe("CMS SignedData written as DER", () => {
  it("is a detached SignedData a CMS library reads and verifies, with the PAdES signed attributes and the chain", async () => {
    const { pki } = signingServices();
    const content = new TextEncoder().encode("The document's byte ranges");
    const contentInfo = await createSignedData({ digest: sha256(content), signer: pki.issuing, chain: [pki.root.certificate.rawData] });

    // Canonical DER: read and written again by an ASN.1 library, the bytes are the same.
    expect(Buffer.from(asn1js.fromBER(contentInfo).result.toBER(false)).equals(Buffer.from(contentInfo))).toBe(true);
    const signedData = readSignedData(contentInfo);
    expect(signedData.version).toBe(1);
    expect(signedData.encapContentInfo.eContentType).toBe(OID.data);
    expect(signedData.encapContentInfo.eContent).toBeUndefined();
    expect(signedData.certificates?.map((certificate) => derOf(certificate as pkijs.Certificate))).toEqual([
      Buffer.from(pki.issuing.certificate.rawData),
      Buffer.from(pki.root.certificate.rawData),
    ]);
    const signerInfo = signedData.signerInfos[0];
    const attributes = new Map(signerInfo?.signedAttrs?.attributes.map((attribute) => [attribute.type, attribute.values[0]]));
    expect([...attributes.keys()]).toEqual([OID.contentType, OID.messageDigest, OID.signingCertificateV2]);
    expect(Buffer.from((attributes.get(OID.messageDigest) as asn1js.OctetString).valueBlock.valueHexView)).toEqual(Buffer.from(sha256(content)));
    // signing-certificate-v2 carries the hash of the signer's certificate.
    const signingCertificate = Buffer.from((attributes.get(OID.signingCertificateV2) as asn1js.BaseBlock).toBER(false));
    expect(signingCertificate.includes(Buffer.from(sha256(pki.issuing.certificate.rawData)))).toBe(true);
    const issuer = pkijs.Certificate.fromBER(new Uint8Array(pki.issuing.certificate.rawData));
    const sid = signerInfo?.sid as pkijs.IssuerAndSerialNumber;
    expect(sid.issuer.isEqual(issuer.issuer)).toBe(true);
    expect(sid.serialNumber.isEqual(issuer.serialNumber)).toBe(true);
    expect(signerInfo?.unsignedAttrs).toBeUndefined();

    expect(await signedData.verify({ signer: 0, data: content.buffer, checkChain: false })).toBe(true);
    // The signature covers the content: other content does not verify.
    await expect(signedData.verify({ signer: 0, data: new TextEncoder().encode("Other bytes").buffer, checkChain: false })).rejects.toBeTruthy();
  });

  it("carries a time-stamp token as the authority's bytes in an unsigned attribute, and encapsulated content with version 3", async () => {
    const { pki, timeStampAuthority } = signingServices();
    const creator = localSignatureCreator(pki.issuing);
    const prepared = prepareSignedData({ digest: sha256(Uint8Array.of(1, 2, 3)), certificate: creator.certificate, algorithm: creator.algorithm, chain: [] });
    const signatureValue = await creator.sign(prepared.signedAttributes);
    const token = await timeStampAuthority.timeStamp(sha256(signatureValue));
    const signedData = readSignedData(signedDataContentInfo(prepared, signatureValue, token));
    const unsigned = signedData.signerInfos[0]?.unsignedAttrs?.attributes ?? [];
    expect(unsigned.map((attribute) => attribute.type)).toEqual([OID.signatureTimeStampToken]);
    expect(Buffer.from((unsigned[0]?.values[0] as asn1js.BaseBlock).toBER(false))).toEqual(Buffer.from(token));
    expect(Buffer.from(signedData.signerInfos[0]?.signature.valueBlock.valueHexView ?? [])).toEqual(Buffer.from(signatureValue));

    // The token is itself a SignedData with its TSTInfo encapsulated, over the signature value.
    const tokenData = readSignedData(token);
    expect(tokenData.version).toBe(3);
    expect(tokenData.encapContentInfo.eContentType).toBe(OID.tstInfo);
    expect(await tokenData.verify({ signer: 0, data: new Uint8Array(signatureValue).buffer, checkChain: false })).toBe(true);
  });
});

describe("DER values", () => {
  it("writes object identifiers and unsigned integers as X.690 defines them", () => {
    expect(Buffer.from(encodedObjectIdentifier(OID.sha256)).toString("hex")).toBe("0609608648016503040201");
    expect(Buffer.from(encodedObjectIdentifier("1.2.840.113549.1.9.16.2.47")).toString("hex")).toBe("060b2a864886f70d010910022f");
    expect(Buffer.from(encodedObjectIdentifier(OID.demoTsaPolicy)).equals(Buffer.from(new asn1js.ObjectIdentifier({ value: OID.demoTsaPolicy }).toBER(false)))).toBe(true);
    expect(() => encodedObjectIdentifier("3.1")).toThrow();
    expect(Buffer.from(derUnsignedInteger(Uint8Array.of(0, 0, 0x7f))).toString("hex")).toBe("02017f");
    expect(Buffer.from(derUnsignedInteger(Uint8Array.of(0x80))).toString("hex")).toBe("02020080");
    expect(Buffer.from(derUnsignedInteger(Uint8Array.of(0, 0))).toString("hex")).toBe("020100");
    // Short and long definite lengths.
    for (const [length, header] of [[127, "047f"], [128, "048180"], [255, "0481ff"], [256, "04820100"], [70_000, "0483011170"]] as const) {
      const element = derElement(0x04, new Uint8Array(length).fill(7));
      expect(Buffer.from(element.subarray(0, header.length / 2)).toString("hex")).toBe(header);
      expect(element.length).toBe(header.length / 2 + length);
    }
  });
});
