import type { Insertable, Selectable } from "kysely";
import type { TanChallengesTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type TanChallengeRow = Selectable<TanChallengesTable>;
type Purpose = TanChallengeRow["purpose"];
/** The column that names a challenge's owner, and the owner's id. */
export type TanOwnerColumn = ["user_id" | "signer_id" | "link_visit_id", string];

/** The owner's open challenges for a purpose stop working. */
export async function retireOpenChallenges(executor: JobExecutor, [column, ownerId]: TanOwnerColumn, purpose: Purpose, now: Date): Promise<void> {
  await executor.updateTable("tan_challenges").set({ used_at: now }).where(column, "=", ownerId).where("purpose", "=", purpose).where("used_at", "is", null).execute();
}

export async function insertChallenge(executor: JobExecutor, row: Insertable<TanChallengesTable>): Promise<void> {
  await executor.insertInto("tan_challenges").values(row).execute();
}

/** The owner's newest open challenge for a purpose, held until the transaction ends. */
export function lockNewestOpenChallenge(executor: JobExecutor, [column, ownerId]: TanOwnerColumn, purpose: Purpose): Promise<TanChallengeRow | undefined> {
  return executor
    .selectFrom("tan_challenges")
    .selectAll()
    .where(column, "=", ownerId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .orderBy("created_at", "desc")
    .forUpdate()
    .executeTakeFirst();
}

export async function recordFailedAttempt(executor: JobExecutor, id: string, failedAttempts: number, lockedAt: Date | null): Promise<void> {
  await executor.updateTable("tan_challenges").set({ failed_attempts: failedAttempts, locked_at: lockedAt }).where("id", "=", id).execute();
}

export async function markChallengeVerified(executor: JobExecutor, id: string, now: Date): Promise<void> {
  await executor.updateTable("tan_challenges").set({ used_at: now, verified_at: now }).where("id", "=", id).execute();
}

/** Uses up a challenge of the signer's checked within the window (and not locked or used up); false when there is none. */
export async function consumeVerifiedChallenge(executor: JobExecutor, signerId: string, purpose: Purpose, verifiedSince: Date, now: Date): Promise<boolean> {
  const consumed = await executor
    .updateTable("tan_challenges")
    .set({ consumed_at: now })
    .where("signer_id", "=", signerId)
    .where("purpose", "=", purpose)
    .where("locked_at", "is", null)
    .where("consumed_at", "is", null)
    .where("verified_at", ">", verifiedSince)
    .where("verified_at", "<=", now)
    .returning("id")
    .executeTakeFirst();
  return consumed !== undefined;
}
