import type { Insertable, Selectable, Updateable } from "kysely";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { UsersTable } from "../../platform/db/schema.ts";

export type UserRow = Selectable<UsersTable>;

export function findUserById(executor: JobExecutor, id: string): Promise<UserRow | undefined> {
  return executor.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(executor: JobExecutor, email: string): Promise<UserRow | undefined> {
  return executor.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function insertUser(executor: JobExecutor, user: Insertable<UsersTable>): Promise<void> {
  await executor.insertInto("users").values(user).execute();
}

export function updateUserRow(executor: JobExecutor, id: string, changes: Updateable<UsersTable>): Promise<UserRow | undefined> {
  return executor.updateTable("users").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function deleteUserRow(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("users").where("id", "=", id).execute();
}

/** Remembers that the user worked with an address (a signer or observer they added). */
export async function upsertContact(executor: JobExecutor, ownerId: string, email: string, usedAt: Date): Promise<void> {
  await executor
    .insertInto("contacts")
    .values({ owner_id: ownerId, email, last_used_at: usedAt })
    .onConflict((conflict) => conflict.columns(["owner_id", "email"]).doUpdateSet({ last_used_at: usedAt }))
    .execute();
}

export async function findContactsByPrefix(executor: JobExecutor, ownerId: string, prefix: string, limit: number): Promise<string[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const rows = await executor
    .selectFrom("contacts")
    .select("email")
    .where("owner_id", "=", ownerId)
    .where("email", "like", pattern)
    .orderBy("last_used_at", "desc")
    .orderBy("email")
    .limit(limit)
    .execute();
  return rows.map((row) => row.email);
}
