import type { Insertable, Selectable, Updateable } from "kysely";
import type { VisualSignaturesTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type VisualSignatureRow = Selectable<VisualSignaturesTable>;

export function findVisualSignatureById(executor: JobExecutor, id: string): Promise<VisualSignatureRow | undefined> {
  return executor.selectFrom("visual_signatures").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Newest first; the order also decides which signature inherits the default when the default is deleted. */
export function findVisualSignaturesByOwner(executor: JobExecutor, ownerId: string): Promise<VisualSignatureRow[]> {
  return executor
    .selectFrom("visual_signatures")
    .selectAll()
    .where("owner_id", "=", ownerId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findDefaultVisualSignature(executor: JobExecutor, ownerId: string): Promise<VisualSignatureRow | undefined> {
  return executor.selectFrom("visual_signatures").selectAll().where("owner_id", "=", ownerId).where("is_default", "=", true).executeTakeFirst();
}

export async function countVisualSignatures(executor: JobExecutor, ownerId: string): Promise<number> {
  const row = await executor
    .selectFrom("visual_signatures")
    .select((builder) => builder.fn.countAll<number>().as("count"))
    .where("owner_id", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Serialises a user's visual-signature writes (the owner's users row is the lock): two requests
 * moving the default at once then run one after the other instead of colliding on the index.
 */
export async function lockVisualSignatureOwner(executor: JobExecutor, ownerId: string): Promise<void> {
  await executor.selectFrom("users").select("id").where("id", "=", ownerId).forUpdate().execute();
}

export async function insertVisualSignature(executor: JobExecutor, row: Insertable<VisualSignaturesTable>): Promise<void> {
  await executor.insertInto("visual_signatures").values(row).execute();
}

export function updateVisualSignatureRow(
  executor: JobExecutor,
  id: string,
  changes: Updateable<VisualSignaturesTable>,
): Promise<VisualSignatureRow | undefined> {
  return executor.updateTable("visual_signatures").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function clearDefaultVisualSignature(executor: JobExecutor, ownerId: string): Promise<void> {
  await executor.updateTable("visual_signatures").set({ is_default: false }).where("owner_id", "=", ownerId).where("is_default", "=", true).execute();
}

export async function deleteVisualSignatureRow(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("visual_signatures").where("id", "=", id).execute();
}
