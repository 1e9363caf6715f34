import * as asn1js from "asn1js";
import { parsedCertificate } from "../pades/parsed-certificates.ts";
import { sha1Of } from "./hashes.ts";
import { pkijs } from "./crypto-setup.ts";
import type { KeyedCertificate } from "./certificates.ts";
import type { RevokedCertificates } from "./revoked-certificates.ts";

const OCSP_BASIC = "1.3.6.1.5.5.7.48.1.1";
const SHA1 = "1.3.14.3.2.26";

/**
 * Paraph's OCSP responder (RFC 6960): answers "good" for certificates of the issuing CA,
 * "revoked" (with the time) for those in `revoked` (revoked-certificates.ts; Paraph itself revokes
 * nothing) and "unknown" for anything else, signed by the responder
 * certificate: the demo PKI's delegated responder, or an operator's issuing CA itself.
 * Validators reach it through the certificates' Authority Information Access.
 */
export class OcspResponder {
  private readonly issuerNameHash: Uint8Array;
  private readonly issuerKeyHash: Uint8Array;

  constructor(
    private readonly issuer: KeyedCertificate,
    private readonly responder: KeyedCertificate,
    private readonly now: () => Date,
    private readonly revoked?: RevokedCertificates,
  ) {
    const issuerCertificate = pkijs.Certificate.fromBER(new Uint8Array(issuer.certificate.rawData));
    this.issuerNameHash = sha1Of(new Uint8Array(issuerCertificate.subject.toSchema().toBER(false)));
    this.issuerKeyHash = sha1Of(new Uint8Array(issuerCertificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView));
  }

  /** Answers a DER OCSPRequest with a DER OCSPResponse. */
  async respond(requestDer: Uint8Array): Promise<Uint8Array> {
    let request: pkijs.OCSPRequest;
    try {
      request = pkijs.OCSPRequest.fromBER(new Uint8Array(requestDer));
    } catch {
      return new Uint8Array(new pkijs.OCSPResponse({ responseStatus: new asn1js.Enumerated({ value: 1 }) }).toSchema().toBER(false));
    }
    const certIds = request.tbsRequest.requestList.map((entry) => entry.reqCert);
    return this.respondFor(certIds);
  }

  /** A response for certificates of the issuing CA, by serial number (embedded in DSS for PAdES B-LT). */
  async respondForSerials(serials: asn1js.Integer[]): Promise<Uint8Array> {
    return this.respondFor(
      serials.map(
        (serialNumber) =>
          new pkijs.CertID({
            hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA1, algorithmParams: new asn1js.Null() }),
            issuerNameHash: new asn1js.OctetString({ valueHex: this.issuerNameHash }),
            issuerKeyHash: new asn1js.OctetString({ valueHex: this.issuerKeyHash }),
            serialNumber,
          }),
      ),
    );
  }

  private async respondFor(certIds: pkijs.CertID[]): Promise<Uint8Array> {
    // Whole seconds: DER GeneralizedTime with fractions is refused by some validators (NSS).
    const now = new Date(Math.floor(this.now().getTime() / 1000) * 1000);
    const nextUpdate = new Date(now.getTime() + 24 * 60 * 60_000);
    // Parsed once and written as its bytes (parsed-certificates.ts): the same certificate every time.
    const responderCertificate = parsedCertificate(this.responder.certificate.rawData);
    const responses = certIds.map((certId) => {
      const isOurs =
        Buffer.from(certId.issuerNameHash.valueBlock.valueHexView).equals(Buffer.from(this.issuerNameHash)) &&
        Buffer.from(certId.issuerKeyHash.valueBlock.valueHexView).equals(Buffer.from(this.issuerKeyHash));
      const revokedAt = isOurs ? this.revoked?.revokedAt(Buffer.from(certId.serialNumber.valueBlock.valueHexView).toString("hex").replace(/^(00)+(?=.)/, "")) : undefined;
      // good: [0] IMPLICIT NULL; revoked: [1] IMPLICIT RevokedInfo; unknown: [2] IMPLICIT NULL.
      const certStatus = revokedAt
        ? new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 1 }, value: [new asn1js.GeneralizedTime({ valueDate: revokedAt })] })
        : new asn1js.Primitive({ idBlock: { tagClass: 3, tagNumber: isOurs ? 0 : 2 } });
      return new pkijs.SingleResponse({ certID: certId, certStatus, thisUpdate: now, nextUpdate });
    });
    const basic = new pkijs.BasicOCSPResponse({
      tbsResponseData: new pkijs.ResponseData({
        responderID: responderCertificate.subject,
        producedAt: now,
        responses,
      }),
      certs: [responderCertificate],
    });
    await basic.sign(this.responder.privateKey, "SHA-256");
    const response = new pkijs.OCSPResponse({
      responseStatus: new asn1js.Enumerated({ value: 0 }),
      responseBytes: new pkijs.ResponseBytes({
        responseType: OCSP_BASIC,
        response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER(false) }),
      }),
    });
    return new Uint8Array(response.toSchema().toBER(false));
  }
}
