import * as asn1js from "asn1js";
import { OID } from "../pades/oids.ts";
import { pkijs } from "./crypto-setup.ts";
import type { DemoTimeStampAuthority } from "./time-stamp-authority.ts";

/** PKIFailureInfo bits (RFC 3161 2.4.2). */
const BAD_ALG = 0;
const BAD_DATA_FORMAT = 5;

/**
 * The demo TSA as an RFC 3161 HTTP endpoint: answers a DER TimeStampReq with a DER
 * TimeStampResp, granted for SHA-256 imprints, a rejection naming the failure otherwise.
 */
export async function answerTimeStampRequest(tsa: DemoTimeStampAuthority, requestDer: Uint8Array): Promise<Uint8Array> {
  let request: pkijs.TimeStampReq;
  try {
    request = pkijs.TimeStampReq.fromBER(new Uint8Array(requestDer));
  } catch {
    return rejection(BAD_DATA_FORMAT, "not a DER TimeStampReq");
  }
  const imprint = request.messageImprint;
  const digest = new Uint8Array(imprint.hashedMessage.valueBlock.valueHexView);
  if (imprint.hashAlgorithm.algorithmId !== OID.sha256 || digest.length !== 32) return rejection(BAD_ALG, "only SHA-256 imprints are time-stamped");
  const nonce = request.nonce ? new Uint8Array(request.nonce.valueBlock.valueHexView) : undefined;
  const token = await tsa.timeStamp(digest, nonce);
  const response = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
    timeStampToken: pkijs.ContentInfo.fromBER(new Uint8Array(token)),
  });
  return new Uint8Array(response.toSchema().toBER(false));
}

function rejection(failureBit: number, text: string): Uint8Array {
  const bits = new Uint8Array(1);
  bits[0] = 0x80 >> failureBit;
  const response = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({
      status: pkijs.PKIStatus.rejection,
      statusStrings: [new asn1js.Utf8String({ value: text })],
      failInfo: new asn1js.BitString({ valueHex: bits, unusedBits: 7 - failureBit }),
    }),
  });
  return new Uint8Array(response.toSchema().toBER(false));
}
