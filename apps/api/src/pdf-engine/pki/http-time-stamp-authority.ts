import * as asn1js from "asn1js";
import { OID } from "../pades/oids.ts";
import { pkijs } from "./crypto-setup.ts";
import { randomPositiveInteger } from "./random-integer.ts";
import type { TimeStampAuthority } from "./time-stamp-authority.ts";

/**
 * An RFC 3161 time-stamp authority reached over HTTP (SIGNING_TSA_URL): POSTs a TimeStampReq
 * (application/timestamp-query) for a SHA-256 digest with a fresh nonce and returns the token
 * once the reply is granted and its TSTInfo covers that digest and nonce.
 */
export class HttpTimeStampAuthority implements TimeStampAuthority {
  constructor(
    private readonly url: string,
    private readonly timeoutMs = 20_000,
  ) {}

  async timeStamp(digest: Uint8Array): Promise<Uint8Array> {
    const nonce = randomPositiveInteger(8);
    const request = new pkijs.TimeStampReq({
      version: 1,
      messageImprint: sha256Imprint(digest),
      nonce: new asn1js.Integer({ valueHex: nonce }),
      certReq: true,
    });
    const response = await fetch(this.url, {
      method: "POST",
      headers: { "content-type": "application/timestamp-query", accept: "application/timestamp-reply" },
      body: Buffer.from(request.toSchema().toBER(false)),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`The time-stamp authority at ${this.url} answered HTTP ${response.status}`);
    const reply = pkijs.TimeStampResp.fromBER(new Uint8Array(await response.arrayBuffer()));
    const status = reply.status.status;
    if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) {
      const reason = (reply.status.statusStrings ?? []).map((text) => text.valueBlock.value).join("; ");
      throw new Error(`The time-stamp authority at ${this.url} refused the request (status ${status}${reason ? `: ${reason}` : ""})`);
    }
    if (!reply.timeStampToken) throw new Error(`The time-stamp authority at ${this.url} granted no token`);
    const tstInfo = tstInfoOf(reply.timeStampToken);
    const imprint = tstInfo.messageImprint;
    const coversDigest =
      imprint.hashAlgorithm.algorithmId === OID.sha256 && Buffer.from(imprint.hashedMessage.valueBlock.valueHexView).equals(Buffer.from(digest));
    if (!coversDigest) throw new Error(`The time-stamp authority at ${this.url} answered with a token over another digest`);
    if (tstInfo.nonce?.toBigInt() !== request.nonce?.toBigInt()) throw new Error(`The time-stamp authority at ${this.url} answered with another nonce`);
    return new Uint8Array(reply.timeStampToken.toSchema().toBER(false));
  }
}

export function sha256Imprint(digest: Uint8Array): pkijs.MessageImprint {
  return new pkijs.MessageImprint({
    hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
    hashedMessage: new asn1js.OctetString({ valueHex: digest }),
  });
}

/** The TSTInfo a time-stamp token (a CMS SignedData) encapsulates. */
function tstInfoOf(token: pkijs.ContentInfo): pkijs.TSTInfo {
  const signedData = new pkijs.SignedData({ schema: token.content });
  const content = signedData.encapContentInfo.eContent;
  if (signedData.encapContentInfo.eContentType !== OID.tstInfo || !content) throw new Error("The time-stamp token holds no TSTInfo");
  return pkijs.TSTInfo.fromBER(new Uint8Array(content.getValue()));
}
