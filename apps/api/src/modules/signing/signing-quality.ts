import type { SignatureQualities } from "@paraph/contracts";
import type { SignatureRequestRow } from "../signature-requests/index.ts";

/** The quality a signature is made with and recorded as: ses, aes or qes, with the legislation QES is under. */
export interface SigningQuality {
  quality: "ses" | "aes" | "qes";
  legislation: string | null;
}

/** What a request asks of its signers: aesMinimal is signed as AES; QES under the request's legislation (eIDAS unless it says ZertES). */
export function signingQualityOf(request: Pick<SignatureRequestRow, "quality" | "legislation">): SigningQuality {
  if (request.quality === "qes") return { quality: "qes", legislation: request.legislation === "zertes" ? "zertes" : "eidas" };
  if (request.quality === "aes" || request.quality === "aesMinimal") return { quality: "aes", legislation: request.legislation };
  return { quality: "ses", legislation: request.legislation };
}

export function holdsQuality(held: SignatureQualities, wanted: SigningQuality): boolean {
  if (wanted.quality === "ses") return held.ses.any !== null;
  if (wanted.quality === "aes") return held.aes.any !== null;
  return (wanted.legislation === "zertes" ? held.qes.zertes : held.qes.eidas) !== null;
}
