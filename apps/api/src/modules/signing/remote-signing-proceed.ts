import { signBody } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { configuredCscProvider } from "../../pdf-engine/csc/configured-csc-provider.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import type { Actor, RequestLoader } from "../signature-requests/index.ts";
import {
  claimProcess,
  countFailedAttempt,
  finishProcess,
  findOwnProcess,
  releaseProcess,
  type RemoteSigningOwner,
  type RemoteSigningProcessRow,
} from "./remote-signing-repository.ts";
import { readStoredManifestation } from "./part11.ts";
import { signDocuments } from "./sign-documents.ts";
import type { SignResponse } from "./sign-types.ts";
import type { SigningQuality } from "./signing-quality.ts";
import { TAN_MAX_FAILED_ATTEMPTS } from "./tan.ts";

/** Who continues a process: its owner (an account, or a direct-sign guest), as whom they sign, and how their requests load. */
export interface RemoteSigningPrincipal {
  owner: RemoteSigningOwner;
  actor: Actor;
  load: RequestLoader;
}

/** A password the provider refused, kept apart from the same codes raised before anything was sent. */
class RefusedOtp extends Error {
  constructor(readonly refusal: AppError) {
    super(refusal.message);
  }
}

const OTP_REFUSALS = new Set(["tan_invalid", "tan_expired", "tan_locked"]);

/** How long a call that signs with the password holds the process: past it, one that stopped half-way frees it. */
const CLAIM_MS = 2 * 60_000;

/**
 * Completes a remote qualified signing with the signer's one-time password. The call first
 * claims the process (so the password is used once, even by two calls at the same moment; the
 * second answers remote_signing_finished), then signs by the one signing path: the documents
 * are prepared, the password authorises exactly their signed-attribute hashes at the provider
 * (SCAL2), signHash signs them, and in the recording transaction, under the process's row lock
 * and each document's lock, the versions and signatures are stored and the process is done. A
 * refused password changes no document, frees the process and counts against it: the third
 * locks it.
 */
export async function proceedRemoteSigning(
  context: PlatformContext,
  services: SigningServices,
  principal: RemoteSigningPrincipal,
  processId: string,
  otp: string,
): Promise<SignResponse> {
  const process = await findOwnProcess(context.db, principal.owner, processId);
  if (!process) throw new AppError("not_found");
  assertWaiting(process, context.clock.now());
  const provider = configuredCscProvider(context.config);
  if (!provider || provider.name !== process.provider) throw new AppError("remote_signing_failed", { provider: process.provider, reason: "provider_not_configured" });
  const credential = await provider.loadCredential(process.credential_id, context.clock.now());
  const stored = readStoredManifestation(process.input);
  const input = signBody.parse(stored.input);
  const quality: SigningQuality = { quality: process.quality as SigningQuality["quality"], legislation: process.legislation };
  const now = context.clock.now();
  if (!(await claimProcess(context.db, processId, now, new Date(now.getTime() + CLAIM_MS)))) {
    const current = await findOwnProcess(context.db, principal.owner, processId);
    if (current) assertWaiting(current, now);
    throw new AppError("remote_signing_finished", { status: "in_progress" });
  }
  try {
    const signatureRequests = await signDocuments(context, services, principal, input, { quality, remote: credential, ...(stored.part11 ? { part11: stored.part11 } : {}) }, {
      begin: async (executor) => {
        const locked = await findOwnProcess(executor, principal.owner, processId, { forUpdate: true });
        if (!locked) throw new AppError("not_found");
        assertWaiting(locked, context.clock.now());
      },
      signAll: async (signedAttributes) => {
        try {
          return await provider.signSignedAttributes(credential, otp, signedAttributes);
        } catch (error) {
          throw error instanceof AppError && OTP_REFUSALS.has(error.code) ? new RefusedOtp(error) : error;
        }
      },
      end: (trx) => finishProcess(trx, processId, "signed", context.clock.now()),
    });
    return { signatureRequests };
  } catch (error) {
    await releaseProcess(context.db, processId);
    if (error instanceof RefusedOtp) throw await countRefusal(context, process, error.refusal);
    throw error;
  }
}

/** Open, in time, not locked and not cancelled; a process that signed or was replaced by a newer one is finished. */
export function assertWaiting(process: RemoteSigningProcessRow, now: Date): void {
  if (process.status === "cancelled") throw new AppError("remote_signing_cancelled");
  if (process.status === "signed" || process.status === "superseded") throw new AppError("remote_signing_finished", { status: process.status });
  if (process.status === "locked" || process.failed_attempts >= TAN_MAX_FAILED_ATTEMPTS) throw new AppError("tan_locked");
  if (process.expires_at <= now) throw new AppError("tan_expired", { expiredAt: process.expires_at.toISOString() });
}

/**
 * Counts the refused password in a transaction of its own (the signing one rolled back): a
 * wrong one answers tan_invalid with the tries left, the third (or the provider's own lock)
 * locks the process; a password the provider says expired answers tan_expired.
 */
async function countRefusal(context: PlatformContext, process: RemoteSigningProcessRow, refusal: AppError): Promise<AppError> {
  if (refusal.code === "tan_expired") return new AppError("tan_expired", { provider: process.provider });
  return context.db.transaction().execute(async (trx) => {
    const failed = await countFailedAttempt(trx, process.id);
    if (refusal.code === "tan_locked" || failed >= TAN_MAX_FAILED_ATTEMPTS) {
      await finishProcess(trx, process.id, "locked", context.clock.now());
      return new AppError("tan_locked", { provider: process.provider });
    }
    return new AppError("tan_invalid", { attemptsLeft: TAN_MAX_FAILED_ATTEMPTS - failed, provider: process.provider });
  });
}
