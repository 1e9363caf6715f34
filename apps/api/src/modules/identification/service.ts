import { LEGISLATION_OF_PROVIDER, type Identification } from "@paraph/contracts";
import type { Clock } from "../../platform/clock.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { loadRequest } from "../signature-requests/access.ts";
import { findUserById } from "../users/repository.ts";
import { presentIdentification, presentIdentificationPayment } from "./presenter.ts";
import {
  findIdentificationById,
  findLatestIdentification,
  findPendingDemoIdentifications,
  findPendingIdentification,
  hasSuccessfulSignerIdentification,
  insertIdentification,
  isOwnedBy,
  setQualifiedProvider,
  updateIdentificationStatus,
  type IdentificationOwner,
  type IdentificationRow,
  type NewIdentificationRow,
} from "./repository.ts";

type Provider = IdentificationRow["provider"];
type Method = IdentificationRow["method"];

/** The checks each partner offers: ZertES by video or automated (autoident), eIDAS by video or robo (self). */
const METHODS_OF_PROVIDER: Record<Provider, readonly Method[]> = { srs: ["video", "autoident"], intrum: ["video", "robo"] };

/** The name under which demo identifications grant QES; highest-quality shows it as demo. */
export const DEMO_PROVIDER = "demo";

/**
 * Starts identity verification. Only the demo provider exists in Paraph today: it runs outside
 * production, and an operator (or a test) completes it. Production answers 503 until a real
 * identification partner is configured, so no one ever holds a demo QES there.
 */
export async function startIdentification(
  context: PlatformContext,
  userId: string,
  target: { provider: Provider; method: Method },
  signatureRequestId: string | undefined,
): Promise<Identification> {
  return startIdentificationOf(context, { userId }, target, signatureRequestId, async (requestId) => {
    await loadRequest(context.db, requestId, userId);
  });
}

/**
 * The same for an account or a direct-sign guest: `checkRequest` makes sure the request named
 * is one the owner takes part in (a guest: their link's request only).
 */
export async function startIdentificationOf(
  context: PlatformContext,
  owner: IdentificationOwner,
  target: { provider: Provider; method: Method },
  signatureRequestId: string | undefined,
  checkRequest: (requestId: string) => Promise<void>,
): Promise<Identification> {
  if (context.config.APP_MODE === "production") throw new AppError("identification_unavailable", { provider: target.provider });
  if (!METHODS_OF_PROVIDER[target.provider].includes(target.method)) {
    throw new AppError("validation_failed", { fields: [{ field: "method", message: `${target.provider} offers ${METHODS_OF_PROVIDER[target.provider].join(" or ")}` }] });
  }
  if (signatureRequestId) await checkRequest(signatureRequestId);
  return context.db.transaction().execute(async (trx) => {
    const pending = await findPendingIdentification(trx, owner);
    if (pending) throw new AppError("identification_in_progress", { identificationId: pending.id });
    const now = context.clock.now();
    const row: NewIdentificationRow = {
      id: crypto.randomUUID(),
      user_id: owner.userId ?? null,
      signer_id: owner.signerId ?? null,
      provider: target.provider,
      method: target.method,
      legislation: LEGISLATION_OF_PROVIDER[target.provider],
      status: "initialized",
      is_demo: true,
      signature_request_id: signatureRequestId ?? null,
      created_at: now,
      updated_at: now,
      completed_at: null,
    };
    await insertIdentification(trx, row);
    const inserted = await findIdentificationById(trx, row.id);
    if (!inserted) throw new Error("identification vanished after insert");
    return presentIdentification(inserted);
  });
}

export async function getIdentification(context: PlatformContext, userId: string, target: { provider: Provider; method: Method }): Promise<Identification> {
  return getIdentificationOf(context, { userId }, target);
}

export async function getIdentificationOf(context: PlatformContext, owner: IdentificationOwner, target: { provider: Provider; method: Method }): Promise<Identification> {
  const row = await findLatestIdentification(context.db, owner, target);
  if (!row) throw new AppError("not_found");
  return presentIdentification(row);
}

/** The caller confirms with their account's e-mail, so a stray request cannot cancel a video call in progress. */
export async function cancelIdentification(context: PlatformContext, userId: string, target: { provider: Provider; method: Method }, email: string): Promise<void> {
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError("unauthenticated");
  await cancelIdentificationOf(context, { userId }, user.email, target, email);
}

/** `ownerEmail` is the address the confirmation must name: the account's, or the guest's signer entry's. */
export async function cancelIdentificationOf(
  context: PlatformContext,
  owner: IdentificationOwner,
  ownerEmail: string,
  target: { provider: Provider; method: Method },
  email: string,
): Promise<void> {
  if (ownerEmail.toLowerCase() !== email.toLowerCase()) {
    throw new AppError("validation_failed", { fields: [{ field: "email", message: owner.signerId ? "Not the e-mail address of this signer" : "Not the e-mail address of this account" }] });
  }
  const row = await findLatestIdentification(context.db, owner, target);
  if (!row) throw new AppError("not_found");
  if (row.status !== "initialized" && row.status !== "inprogress") throw new AppError("identification_not_pending", { status: row.status });
  await updateIdentificationStatus(context.db, row.id, "cancelled", context.clock.now());
}

/** Demo identifications are free: paid from the start, nothing to charge. */
export async function getIdentificationPayment(context: PlatformContext, userId: string, identificationId: string) {
  return getIdentificationPaymentOf(context, { userId }, identificationId);
}

export async function getIdentificationPaymentOf(context: PlatformContext, owner: IdentificationOwner, identificationId: string) {
  const row = await findIdentificationById(context.db, identificationId);
  if (!row || !isOwnedBy(row, owner)) throw new AppError("not_found");
  return presentIdentificationPayment(row);
}

/**
 * Whether a guest's signer entry may sign with a quality: a successful identification under the
 * request's legislation gives them QES for that request (their signer entry is their identity).
 */
export async function guestHoldsQuality(executor: JobExecutor, signerId: string, quality: { quality: string; legislation: string | null }): Promise<boolean> {
  if (quality.quality !== "qes" || (quality.legislation !== "eidas" && quality.legislation !== "zertes")) return false;
  return hasSuccessfulSignerIdentification(executor, signerId, quality.legislation);
}

/**
 * The demo provider's verdict, given by an operator command or a test: success makes the user a
 * holder of QES (demo) under the identification's legislation.
 */
export async function completeDemoIdentification(
  clock: Clock,
  executor: JobExecutor,
  identificationId: string,
  outcome: "success" | "failure",
): Promise<Identification> {
  const row = await findIdentificationById(executor, identificationId);
  if (!row || !row.is_demo) throw new AppError("not_found");
  if (row.status !== "initialized" && row.status !== "inprogress") throw new AppError("identification_not_pending", { status: row.status });
  const now = clock.now();
  await updateIdentificationStatus(executor, row.id, outcome, now);
  // A guest's identification is its own record: it belongs to their signer entry, not to an account.
  if (outcome === "success" && row.user_id) await setQualifiedProvider(executor, row.user_id, row.legislation, DEMO_PROVIDER, now);
  return presentIdentification({ ...row, status: outcome, appointment_status: outcome, updated_at: now, completed_at: now });
}

/** Identifications waiting for the demo provider's verdict, oldest first, for the operator. */
export async function listPendingDemoIdentifications(executor: JobExecutor): Promise<(Identification & { email: string })[]> {
  const rows = await findPendingDemoIdentifications(executor);
  return rows.map((row) => ({ ...presentIdentification(row), email: row.email }));
}
