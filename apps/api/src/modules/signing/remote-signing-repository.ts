import type { Selectable } from "kysely";
import type { RemoteSigningProcessesTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type RemoteSigningProcessRow = Selectable<RemoteSigningProcessesTable>;

/** Whose process it is: an account's, or a direct-sign guest signer's. */
export type RemoteSigningOwner = { userId: string } | { signerId: string };

function ownerColumn(owner: RemoteSigningOwner): ["user_id" | "signer_id", string] {
  return "userId" in owner ? ["user_id", owner.userId] : ["signer_id", owner.signerId];
}

/** The input column holds JSON; node-postgres parses it, PGlite may hand back the text. */
function withParsedInput(row: RemoteSigningProcessRow): RemoteSigningProcessRow {
  return typeof row.input === "string" ? { ...row, input: JSON.parse(row.input) as unknown } : row;
}

/** The owner's process by id: another's, or an id that is no process, is undefined alike. */
export async function findOwnProcess(
  executor: JobExecutor,
  owner: RemoteSigningOwner,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<RemoteSigningProcessRow | undefined> {
  const [column, ownerId] = ownerColumn(owner);
  let query = executor.selectFrom("remote_signing_processes").selectAll().where("id", "=", id).where(column, "=", ownerId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? withParsedInput(row) : undefined;
}

/** A process is kept a day past its expiry (for support questions), then forgotten: signatures live in the audit trail. */
const KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/**
 * A new process replaces the owner's open ones: only the latest one-time password is waited for.
 * Processes long expired, anyone's, go at the same time.
 */
export async function insertProcess(
  executor: JobExecutor,
  owner: RemoteSigningOwner,
  row: Omit<RemoteSigningProcessRow, "user_id" | "signer_id" | "failed_attempts" | "finished_at" | "status" | "claimed_until">,
): Promise<void> {
  const [column, ownerId] = ownerColumn(owner);
  await executor.deleteFrom("remote_signing_processes").where("expires_at", "<", new Date(row.created_at.getTime() - KEPT_AFTER_EXPIRY_MS)).execute();
  await executor
    .updateTable("remote_signing_processes")
    .set({ status: "superseded", finished_at: row.created_at })
    .where(column, "=", ownerId)
    .where("status", "=", "otp_sent")
    .execute();
  await executor
    .insertInto("remote_signing_processes")
    .values({
      ...row,
      input: JSON.stringify(row.input),
      user_id: "userId" in owner ? owner.userId : null,
      signer_id: "signerId" in owner ? owner.signerId : null,
      status: "otp_sent",
      finished_at: null,
    })
    .execute();
}

export async function finishProcess(executor: JobExecutor, id: string, status: "signed" | "locked", now: Date): Promise<void> {
  await executor.updateTable("remote_signing_processes").set({ status, finished_at: now }).where("id", "=", id).execute();
}

/**
 * Claims an open process for the call about to sign with its password, until `until` (a call
 * that stopped half-way frees it then); false when it is finished or another call holds it.
 */
export async function claimProcess(executor: JobExecutor, id: string, now: Date, until: Date): Promise<boolean> {
  const claimed = await executor
    .updateTable("remote_signing_processes")
    .set({ claimed_until: until })
    .where("id", "=", id)
    .where("status", "=", "otp_sent")
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
    .returning("id")
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function releaseProcess(executor: JobExecutor, id: string): Promise<void> {
  await executor.updateTable("remote_signing_processes").set({ claimed_until: null }).where("id", "=", id).execute();
}

/** Counts a refused one-time password; returns the count after it. */
export async function countFailedAttempt(executor: JobExecutor, id: string): Promise<number> {
  const row = await executor
    .updateTable("remote_signing_processes")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", id)
    .returning("failed_attempts")
    .executeTakeFirst();
  return row?.failed_attempts ?? 0;
}

/** Cancels an open process no call is signing with; false when it is not open or a call holds it. */
export async function cancelOpenProcess(executor: JobExecutor, id: string, now: Date): Promise<boolean> {
  const cancelled = await executor
    .updateTable("remote_signing_processes")
    .set({ status: "cancelled", finished_at: now })
    .where("id", "=", id)
    .where("status", "=", "otp_sent")
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
    .returning("id")
    .executeTakeFirst();
  return cancelled !== undefined;
}

/** A new one-time password was sent: the process waits for it until `expiresAt`. */
export async function extendProcess(executor: JobExecutor, id: string, expiresAt: Date): Promise<void> {
  await executor.updateTable("remote_signing_processes").set({ expires_at: expiresAt }).where("id", "=", id).where("status", "=", "otp_sent").execute();
}
