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

/** What the caller of newUserRow knows of the account; every other column starts empty. */
export type NewUserFields = Pick<Insertable<UsersTable>, "id" | "email" | "first_name" | "last_name" | "password_hash" | "lang"> &
  Partial<Insertable<UsersTable>> & { now: Date };

/**
 * A new account's row: a confirmed address, the general terms accepted `now`, nothing else chosen
 * yet, with what the caller knows laid over it. Registration, API users and the tests' factories
 * start from it, so a new column needs a default in one place.
 */
export function newUserRow({ now, ...fields }: NewUserFields): Insertable<UsersTable> {
  return {
    email_verified: true,
    mobile: null,
    mobile_verified_at: null,
    default_legislation: null,
    default_quality: null,
    accepted_gtc_at: now,
    accepted_tou_swisscom_at: null,
    accepted_business_invite_at: null,
    free_account_type: null,
    cello_ucc: null,
    p11_signing_name: null,
    p11_signing_reason: null,
    frontend_version: null,
    first_login_at: null,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

export async function insertUser(executor: JobExecutor, user: Insertable<UsersTable>): Promise<void> {
  await executor.insertInto("users").values(user).execute();
}

export function updateUserRow(executor: JobExecutor, id: string, changes: Updateable<UsersTable>): Promise<UserRow | undefined> {
  return executor.updateTable("users").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

/** The same change to several users' rows (none: nothing happens). */
export async function updateUserRows(executor: JobExecutor, ids: string[], changes: Updateable<UsersTable>): Promise<void> {
  if (ids.length > 0) await executor.updateTable("users").set(changes).where("id", "in", ids).execute();
}

/** Reads the user and holds their row until the transaction ends. */
export function lockUserRow(executor: JobExecutor, id: string): Promise<UserRow | undefined> {
  return executor.selectFrom("users").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
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
