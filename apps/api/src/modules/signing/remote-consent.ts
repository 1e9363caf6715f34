import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { configuredCscProvider } from "../../pdf-engine/csc/configured-csc-provider.ts";
import { REMOTE_SIGNING_LIFETIME_MS } from "./remote-signing.ts";
import { assertWaiting } from "./remote-signing-proceed.ts";
import { cancelOpenProcess, extendProcess, findOwnProcess, type RemoteSigningOwner } from "./remote-signing-repository.ts";

/** The owner of the processes a caller reaches: their account's, or (a guest) their signer entry's. */
export function remoteSigningOwnerOf(auth: AuthContext | DirectAuthContext): RemoteSigningOwner {
  return "userId" in auth ? { userId: auth.userId } : { signerId: auth.signerId };
}

/**
 * POST /api/resend/{id} (docs/signing.md, "Remote-signing consent"): the trust service sends the
 * signer's one-time password again and the process waits a fresh lifetime for it. Only an open
 * process (not signed, replaced, cancelled or locked) is resent; an expired one may be.
 */
export async function resendRemoteConsent(context: PlatformContext, owner: RemoteSigningOwner, processId: string) {
  const process = await findOwnProcess(context.db, owner, processId);
  if (!process) throw new AppError("not_found");
  const now = context.clock.now();
  // Expiry is what a resend cures; everything else that ends a process stands.
  assertWaiting({ ...process, expires_at: new Date(Math.max(process.expires_at.getTime(), now.getTime() + 1)) }, now);
  const provider = configuredCscProvider(context.config);
  if (!provider || provider.name !== process.provider) throw new AppError("remote_signing_failed", { provider: process.provider, reason: "provider_not_configured" });
  await provider.sendOtp({ credentialId: process.credential_id });
  const expiresAt = new Date(now.getTime() + REMOTE_SIGNING_LIFETIME_MS);
  await extendProcess(context.db, process.id, expiresAt);
  return { processId: process.id, status: "otp_required" as const, expiresAt: expiresAt.toISOString() };
}

/** POST /api/cancel/{id}: nothing is signed, and the process's password no longer works. */
export async function cancelRemoteConsent(context: PlatformContext, owner: RemoteSigningOwner, processId: string): Promise<void> {
  const process = await findOwnProcess(context.db, owner, processId);
  if (!process) throw new AppError("not_found");
  const now = context.clock.now();
  if (process.status !== "otp_sent") assertWaiting(process, now);
  if (!(await cancelOpenProcess(context.db, process.id, now))) throw new AppError("remote_signing_finished", { status: "in_progress" });
}
