import { inChunks } from "../../platform/db/insert-chunks.ts";
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

/** The accounts of these addresses (findUserByEmail for many at once), by address; addresses without one are left out. */
export async function findUsersByEmails(executor: JobExecutor, emails: Iterable<string>): Promise<Map<string, UserRow>> {
  const unique = [...new Set(emails)];
  if (unique.length === 0) return new Map();
  const rows = await executor.selectFrom("users").selectAll().where("email", "in", unique).execute();
  return new Map(rows.map((row) => [row.email, row]));
}

/** These accounts (findUserById for many at once), by id. */
export async function findUsersByIds(executor: JobExecutor, ids: Iterable<string>): Promise<Map<string, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await executor.selectFrom("users").selectAll().where("id", "in", unique).execute();
  return new Map(rows.map((row) => [row.id, row]));
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
/**
 * Notes many used addresses at once (upsertContact for each); an address given twice for one
 * owner counts once, at its latest use.
 */
export async function upsertContacts(executor: JobExecutor, uses: readonly { owner_id: string; email: string; last_used_at: Date }[]): Promise<void> {
  const latest = new Map<string, { owner_id: string; email: string; last_used_at: Date }>();
  for (const use of uses) {
    const key = `${use.owner_id} ${use.email}`;
    const known = latest.get(key);
    if (!known || known.last_used_at < use.last_used_at) latest.set(key, use);
  }
  // In one order, so two batches noting the same addresses lock their rows in the same order.
  const rows = [...latest.values()].sort((a, b) => a.owner_id.localeCompare(b.owner_id) || a.email.localeCompare(b.email));
  await inChunks(rows, (chunk) =>
    executor
      .insertInto("contacts")
      .values(chunk)
      .onConflict((conflict) => conflict.columns(["owner_id", "email"]).doUpdateSet((eb) => ({ last_used_at: eb.ref("excluded.last_used_at") })))
      .execute(),
  );
}

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
