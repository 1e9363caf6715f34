import type { Insertable, Selectable } from "kysely";
import type { IdentificationsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type IdentificationRow = Selectable<IdentificationsTable>;
export type NewIdentificationRow = Insertable<IdentificationsTable>;

/** Whose identification it is: an account's, or a direct-sign guest's signer entry's (a guest has no account). */
export type IdentificationOwner = { userId: string; signerId?: undefined } | { signerId: string; userId?: undefined };

function ownerColumn(owner: IdentificationOwner): { column: "user_id" | "signer_id"; id: string } {
  return owner.signerId !== undefined ? { column: "signer_id", id: owner.signerId } : { column: "user_id", id: owner.userId };
}

export function isOwnedBy(row: IdentificationRow, owner: IdentificationOwner): boolean {
  const { column, id } = ownerColumn(owner);
  return row[column] === id;
}

export async function insertIdentification(executor: JobExecutor, row: NewIdentificationRow): Promise<void> {
  await executor.insertInto("identifications").values(row).execute();
}

export async function findLatestIdentification(
  executor: JobExecutor,
  owner: IdentificationOwner,
  filter: { provider?: IdentificationRow["provider"]; method?: IdentificationRow["method"] } = {},
): Promise<IdentificationRow | undefined> {
  const { column, id } = ownerColumn(owner);
  let query = executor.selectFrom("identifications").selectAll().where(column, "=", id);
  if (filter.provider) query = query.where("provider", "=", filter.provider);
  if (filter.method) query = query.where("method", "=", filter.method);
  return query.orderBy("created_at", "desc").limit(1).executeTakeFirst();
}

export async function findIdentificationById(executor: JobExecutor, id: string): Promise<IdentificationRow | undefined> {
  return executor.selectFrom("identifications").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findPendingIdentification(executor: JobExecutor, owner: IdentificationOwner): Promise<IdentificationRow | undefined> {
  const { column, id } = ownerColumn(owner);
  return executor
    .selectFrom("identifications")
    .selectAll()
    .where(column, "=", id)
    .where("status", "in", ["initialized", "inprogress"])
    .executeTakeFirst();
}

/** Whether a guest's signer entry holds a successful identification under the legislation. */
export async function hasSuccessfulSignerIdentification(executor: JobExecutor, signerId: string, legislation: IdentificationRow["legislation"]): Promise<boolean> {
  const row = await executor
    .selectFrom("identifications")
    .select("id")
    .where("signer_id", "=", signerId)
    .where("legislation", "=", legislation)
    .where("status", "=", "success")
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateIdentificationStatus(
  executor: JobExecutor,
  id: string,
  status: IdentificationRow["status"],
  now: Date,
): Promise<void> {
  const isFinal = status === "success" || status === "failure" || status === "cancelled";
  await executor
    .updateTable("identifications")
    .set({ status, updated_at: now, ...(isFinal ? { completed_at: now } : {}) })
    .where("id", "=", id)
    .execute();
}
