import type { User } from "@paraph/contracts";

export type HighestQuality = "qes" | "demo" | "aes" | "ses" | "none";

/**
 * Spec §4: none without a verified e-mail; otherwise qes (demo when that qualification is a demo
 * one), then aes, then ses.
 */
export function getHighestQuality(user: User): HighestQuality {
  if (!user.emailVerified) return "none";
  const qualities = user.signatureQualities;
  const qes = qualities.qes.eidas ?? qualities.qes.zertes;
  if (qes) return qes.quality === "demo" ? "demo" : "qes";
  if (qualities.aes.any) return "aes";
  if (qualities.ses.any) return "ses";
  return "none";
}
