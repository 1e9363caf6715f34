import type { Insertable, Selectable } from "kysely";
import type { MabSigningsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type MabSigningRow = Selectable<MabSigningsTable>;
export type NewMabSigning = Insertable<MabSigningsTable>;

export async function insertMabSigning(executor: JobExecutor, row: NewMabSigning): Promise<void> {
  await executor.insertInto("mab_signings").values(row).execute();
}

export function findMabSigningByStateHash(executor: JobExecutor, stateHash: string): Promise<MabSigningRow | undefined> {
  return executor.selectFrom("mab_signings").selectAll().where("state_hash", "=", stateHash).executeTakeFirst();
}

/** Marks the pending signing used; false when someone else did first (a state is redeemed once). */
export async function consumeMabSigning(executor: JobExecutor, id: string, now: Date): Promise<boolean> {
  const consumed = await executor
    .updateTable("mab_signings")
    .set({ consumed_at: now })
    .where("id", "=", id)
    .where("consumed_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return consumed !== undefined;
}

/** Pending signings long past their expiry are of no use, not even to tell a late redirect what happened. */
export async function deleteMabSigningsExpiredBefore(executor: JobExecutor, before: Date): Promise<void> {
  await executor.deleteFrom("mab_signings").where("expires_at", "<", before).execute();
}
