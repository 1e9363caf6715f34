import { highestSignatureQuality, type SignatureQualities } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { loadRequest } from "../signature-requests/index.ts";
import { findUserById, presentSignatureQualities, type UserRow } from "../users/index.ts";
import { withRemoteQualifiedSignatures } from "./remote-qualities.ts";

type Requirement = "verified_email" | "mobile_tan" | "identification";

const REQUIREMENT: Record<string, Requirement> = { ses: "verified_email", aes: "mobile_tan", aesMinimal: "mobile_tan", qes: "identification" };

/** The qualities of spec §3 with whether the user holds each, as GET /v1/user shows them. */
export function qualitiesDetailOf(user: { emailVerified: boolean; signatureQualities: SignatureQualities }) {
  const held = user.signatureQualities;
  const rows = [
    { quality: "ses", legislation: "any", entry: held.ses.any },
    { quality: "aes", legislation: "any", entry: held.aes.any },
    { quality: "aesMinimal", legislation: "eidas", entry: held.aesMinimal.eidas },
    { quality: "aesMinimal", legislation: "zertes", entry: held.aesMinimal.zertes },
    { quality: "qes", legislation: "eidas", entry: held.qes.eidas },
    { quality: "qes", legislation: "zertes", entry: held.qes.zertes },
  ] as const;
  return {
    qualities: rows.map((row) => ({
      quality: row.quality,
      legislation: row.legislation,
      isAvailable: row.entry !== null,
      requires: REQUIREMENT[row.quality] ?? "identification",
      provider: row.entry?.provider ?? null,
    })),
    highest: highestSignatureQuality(user),
  };
}

/** A user's signature qualities as the User response has them: their own, and QES as a remote provider says. */
async function heldQualitiesOf(context: PlatformContext, user: UserRow) {
  const held = { email: user.email, emailVerified: user.email_verified, isQualitiesUncertain: false, signatureQualities: presentSignatureQualities(user) };
  return qualitiesDetailOf(await withRemoteQualifiedSignatures(context, held));
}

export async function getQualitiesDetail(context: PlatformContext, userId: string) {
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError("unauthenticated");
  return heldQualitiesOf(context, user);
}

/** What the signer must do for the request's quality; only the signer themselves or the owner may ask. */
export async function getIdentMethod(context: PlatformContext, userId: string, requestId: string, signerId: string) {
  const loaded = await loadRequest(context.db, requestId, userId);
  const signer = loaded.signers.find((entry) => entry.id === signerId);
  if (!signer || (!loaded.roles.has("owner") && loaded.mySigner?.id !== signerId)) throw new AppError("not_found", { signerId });
  const quality = loaded.request.quality;
  const legislation = loaded.request.legislation;
  const signerUser = signer.user_id ? await findUserById(context.db, signer.user_id) : undefined;
  const detail = signerUser ? await heldQualitiesOf(context, signerUser) : undefined;
  const isSatisfied = Boolean(
    detail?.qualities.some((entry) => entry.quality === quality && entry.isAvailable && (entry.legislation === "any" || !legislation || entry.legislation === legislation)),
  );
  return { quality, legislation, method: REQUIREMENT[quality] ?? "identification", isSatisfied };
}
