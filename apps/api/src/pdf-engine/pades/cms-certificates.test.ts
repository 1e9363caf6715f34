import * as asn1js from "asn1js";
import { describe, expect, it } from "vitest";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { pkijs } from "../pki/crypto-setup.ts";
import { useDemoSigningServices } from "../../test-support/demo-signing-services.ts";
import { certificatesCarriedBy, subjectDerOf } from "./cms-certificates.ts";
import { derChildren, derObjectIdentifier, readDerElement, type DerElement } from "./der-reader.ts";
import { findEmbeddedSignatures } from "./embedded-signatures.ts";
import { OID } from "./oids.ts";
import { signPdf } from "./pades-signer.ts";

const signingServices = useDemoSigningServices();

/** What pkijs, reading the whole structure, finds: the CMS's certificates, then each time-stamp token's. */
function certificatesByPkijs(cmsDer: Uint8Array): pkijs.Certificate[] {
  const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(new Uint8Array(cmsDer)).content });
  const certificates = (signedData.certificates ?? []).filter((entry): entry is pkijs.Certificate => entry instanceof pkijs.Certificate);
  for (const attribute of signedData.signerInfos.flatMap((info) => info.unsignedAttrs?.attributes ?? [])) {
    if (attribute.type !== OID.signatureTimeStampToken) continue;
    for (const value of attribute.values as asn1js.AsnType[]) certificates.push(...certificatesByPkijs(new Uint8Array(value.toBER(false))));
  }
  return certificates;
}

/**
 * The element re-encoded with an indefinite length, and its last child likewise, `levels` deep:
 * ContentInfo, then its [0], then the SignedData inside it.
 */
function withIndefiniteLengths(bytes: Uint8Array, element: DerElement, levels: number): Uint8Array {
  const children = derChildren(bytes, element);
  const parts = children.map((child, index) => (levels > 1 && index === children.length - 1 ? withIndefiniteLengths(bytes, child, levels - 1) : bytes.subarray(child.start, child.end)));
  return new Uint8Array([element.tag, 0x80, ...parts.flatMap((part) => [...part]), 0x00, 0x00]);
}

describe("certificates carried by a CMS", () => {
  it("finds the signer's, the chain's and the time-stamp token's certificates, byte for byte as pkijs does", async () => {
    const signer = await signingServices().issueSignerCertificate({ name: "Carla Carried", email: "carla@example.ch" }, "http://127.0.0.1");
    const signed = await signPdf(await generateTextPdf({ pageCount: 1 }), {
      signer,
      chain: signingServices().chain,
      timeStampAuthority: signingServices().timeStampAuthority,
      level: "B-T",
      fieldName: "Signature Carla",
      signingTime: new Date(),
    });
    const [signature] = await findEmbeddedSignatures(signed);
    if (!signature) throw new Error("no signature");

    const found = certificatesCarriedBy(signature.contents);
    const expected = certificatesByPkijs(signature.contents);
    // Signer, issuing CA, root, then the TSA's certificate and its chain.
    expect(found.length).toBe(expected.length);
    expect(found.length).toBeGreaterThanOrEqual(4);
    found.forEach((certificate, index) => {
      const reference = expected[index];
      if (!reference) throw new Error("missing reference certificate");
      expect(Buffer.from(certificate.der).equals(Buffer.from(reference.toSchema().toBER(false)))).toBe(true);
      expect(Buffer.from(certificate.issuerDer).equals(Buffer.from(reference.issuer.toSchema().toBER(false)))).toBe(true);
      expect(certificate.serialNumber.isEqual(reference.serialNumber)).toBe(true);
    });
    expect(Buffer.from(found[0]?.der ?? []).equals(Buffer.from(signer.certificate.rawData))).toBe(true);
    expect(Buffer.from(subjectDerOf(signingServices().pki.issuing.certificate.rawData)).equals(Buffer.from(found[0]?.issuerDer ?? []))).toBe(true);
    found.forEach((certificate, index) => expect(Buffer.from(certificate.subjectDer).equals(Buffer.from(new Uint8Array(expected[index]?.subject.toSchema().toBER(false) ?? new ArrayBuffer(0))))).toBe(true));

    // The same CMS as NSS writes it (pdfsig signs so): ContentInfo, its [0] and the SignedData
    // with BER indefinite lengths. The same certificates, not "Malformed DER length".
    const indefinite = withIndefiniteLengths(signature.contents, readDerElement(signature.contents, 0), 3);
    expect(indefinite[1]).toBe(0x80);
    expect(certificatesCarriedBy(indefinite).map((certificate) => Buffer.from(certificate.der).toString("hex"))).toEqual(found.map((certificate) => Buffer.from(certificate.der).toString("hex")));
  });

  it("refuses DER that runs past its buffer instead of reading beyond it", () => {
    const truncated = new Uint8Array([0x30, 0x82, 0x01, 0x00, 0x02, 0x01, 0x01]);
    expect(() => certificatesCarriedBy(truncated)).toThrow(/past its buffer/);
    expect(() => readDerElement(new Uint8Array([0x30]), 0)).toThrow(/Malformed/);
  });

  it("decodes object identifiers as asn1js encodes them", () => {
    for (const oid of [OID.signatureTimeStampToken, OID.sha256, "2.5.29.31", "2.999.3"]) {
      const der = new Uint8Array(new asn1js.ObjectIdentifier({ value: oid }).toBER(false));
      expect(derObjectIdentifier(der, readDerElement(der, 0))).toBe(oid);
    }
  });
});
