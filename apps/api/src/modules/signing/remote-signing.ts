import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { CscSigningProvider } from "../../pdf-engine/csc/csc-signing-provider.ts";
import { loadRequest } from "../signature-requests/index.ts";
import { findUserById } from "../users/index.ts";
import type { Part11Manifestation } from "../../pdf-engine/appearance/part11-texts.ts";
import { storeManifestation } from "./part11.ts";
import { insertProcess } from "./remote-signing-repository.ts";
import type { SignInput, SignResponse } from "./sign-types.ts";
import type { SigningQuality } from "./signing-quality.ts";

/** How long Paraph waits for the one-time password: the lifetime of a TAN, and of the demo service's OTP. */
export const REMOTE_SIGNING_LIFETIME_MS = 5 * 60_000;

/**
 * Starts a qualified signing at the remote provider: the caller must hold a usable qualified
 * credential there (found by their verified e-mail address) under the request's legislation.
 * The provider sends them a one-time password; Paraph records what is to be signed and answers
 * with the process to continue at POST /v3/swisscom/proceed/{id}. Nothing is signed yet, and the
 * documents are prepared only then, so they may still gain other signatures meanwhile.
 */
export async function startRemoteSigning(
  context: PlatformContext,
  provider: CscSigningProvider,
  userId: string,
  input: SignInput,
  quality: SigningQuality,
  part11?: Part11Manifestation,
): Promise<SignResponse> {
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError("unauthenticated");
  const legislation = quality.legislation === "zertes" ? "zertes" : "eidas";
  const now = context.clock.now();
  const credential = user.email_verified && provider.legislations.includes(legislation) ? await provider.findCredential(user.email, now) : undefined;
  if (!credential) throw new AppError("quality_not_available", { quality: quality.quality, legislation, provider: provider.name });
  const requests = [];
  for (const item of input.signatureRequests) requests.push(await loadRequest(context.db, item.signatureRequestId, userId));
  const signatureRequests = requests.map((loaded) => ({ signatureRequestId: loaded.request.id, status: loaded.request.status, signedDocuments: [] }));
  // Signing again after signing changes nothing, and needs no password.
  if (requests.every((loaded) => loaded.mySigner?.status === "signed")) return { signatureRequests };

  await provider.sendOtp(credential);
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + REMOTE_SIGNING_LIFETIME_MS);
  await context.db.transaction().execute((trx) =>
    insertProcess(
      trx,
      { userId },
      {
        id,
        provider: provider.name,
        credential_id: credential.credentialId,
        quality: quality.quality,
        legislation,
        // A Part 11 signature's manifestation was confirmed now (password); the password itself is not kept.
        input: { signatureRequests: input.signatureRequests, language: input.language, ...storeManifestation(part11) },
        created_at: now,
        expires_at: expiresAt,
      },
    ),
  );
  return { signatureRequests, remoteSigning: { processId: id, status: "otp_required", provider: provider.name, expiresAt: expiresAt.toISOString() } };
}
