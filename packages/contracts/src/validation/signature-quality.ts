import type { SignatureQualities } from "../endpoints/user/user-entity.ts";

export interface HighestQuality {
  quality: "qes" | "aes" | "ses";
  legislation: string;
  isDemo: boolean;
}

/**
 * Spec §4: none without a verified e-mail; otherwise qes (marked demo when its provider is the
 * demo one), then aes, then ses. The same function runs in the API and the web app.
 */
export function highestSignatureQuality(user: { emailVerified: boolean; signatureQualities: SignatureQualities }): HighestQuality | null {
  if (!user.emailVerified) return null;
  const { qes, aes, ses } = user.signatureQualities;
  const qualified = qes.eidas ?? qes.zertes;
  if (qualified) return { quality: "qes", legislation: qualified.legislation, isDemo: qualified.provider === "demo" };
  if (aes.any) return { quality: "aes", legislation: aes.any.legislation, isDemo: false };
  if (ses.any) return { quality: "ses", legislation: ses.any.legislation, isDemo: false };
  return null;
}
