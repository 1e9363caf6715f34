import * as asn1js from "asn1js";
import { createSignedData, sha256 } from "../pades/cms.ts";
import { OID } from "../pades/oids.ts";
import { pkijs } from "./crypto-setup.ts";
import { randomPositiveInteger } from "./random-integer.ts";
import type { ChainCertificate, KeyedCertificate } from "./certificates.ts";

/** Issues RFC 3161 time-stamp tokens: the demo TSA in process, or a TSA over HTTP (http-time-stamp-authority.ts). */
export interface TimeStampAuthority {
  /** A TimeStampToken (a CMS ContentInfo) over a SHA-256 digest. */
  timeStamp(digest: Uint8Array): Promise<Uint8Array>;
}

export class DemoTimeStampAuthority implements TimeStampAuthority {
  constructor(
    private readonly tsa: KeyedCertificate,
    private readonly chain: ChainCertificate[],
    private readonly now: () => Date,
  ) {}

  async timeStamp(digest: Uint8Array, nonce?: Uint8Array): Promise<Uint8Array> {
    const serial = randomPositiveInteger(16);
    const tstInfo = new pkijs.TSTInfo({
      version: 1,
      policy: OID.demoTsaPolicy,
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
        hashedMessage: new asn1js.OctetString({ valueHex: digest }),
      }),
      serialNumber: new asn1js.Integer({ valueHex: serial }),
      genTime: this.now(),
      accuracy: new pkijs.Accuracy({ seconds: 1 }),
      ordering: false,
      ...(nonce ? { nonce: new asn1js.Integer({ valueHex: nonce }) } : {}),
    });
    const tstInfoDer = new Uint8Array(tstInfo.toSchema().toBER(false));
    return createSignedData({
      digest: sha256(tstInfoDer),
      signer: this.tsa,
      chain: this.chain.map((entry) => entry.certificate.rawData),
      contentType: OID.tstInfo,
      encapsulatedContent: tstInfoDer,
    });
  }
}
