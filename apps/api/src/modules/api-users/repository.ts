import type { Insertable, Selectable, Updateable } from "kysely";
import type { BusinessApiUsersTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type ApiUserRow = Selectable<BusinessApiUsersTable>;
/** An API user with the account name of the seal it may sign with. */
export type ApiUserWithSeal = ApiUserRow & { seal_account_name: string | null };

export async function insertApiUser(executor: JobExecutor, row: Insertable<BusinessApiUsersTable>): Promise<void> {
  await executor.insertInto("business_api_users").values(row).execute();
}

function apiUsersWithSeal(executor: JobExecutor) {
  return executor
    .selectFrom("business_api_users")
    .leftJoin("seals", "seals.id", "business_api_users.seal_id")
    .selectAll("business_api_users")
    .select("seals.account_name as seal_account_name");
}

/** The business's API users, oldest first. */
export function findApiUsersOfBusiness(executor: JobExecutor, businessId: string): Promise<ApiUserWithSeal[]> {
  return apiUsersWithSeal(executor)
    .where("business_api_users.business_id", "=", businessId)
    .orderBy("business_api_users.created_at")
    .orderBy("business_api_users.username")
    .execute();
}

export function findApiUserOfBusiness(executor: JobExecutor, businessId: string, username: string): Promise<ApiUserWithSeal | undefined> {
  return apiUsersWithSeal(executor)
    .where("business_api_users.business_id", "=", businessId)
    .where("business_api_users.username", "=", username)
    .executeTakeFirst();
}

export async function countApiUsersOfBusiness(executor: JobExecutor, businessId: string): Promise<number> {
  const row = await executor
    .selectFrom("business_api_users")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What a login needs: whose key it is and the key's hash. */
export function findApiUserCredentials(executor: JobExecutor, username: string): Promise<Pick<ApiUserRow, "user_id" | "key_hash"> | undefined> {
  return executor.selectFrom("business_api_users").select(["user_id", "key_hash"]).where("username", "=", username).executeTakeFirst();
}

export function updateApiUserRow(executor: JobExecutor, userId: string, changes: Updateable<BusinessApiUsersTable>): Promise<ApiUserRow | undefined> {
  return executor.updateTable("business_api_users").set(changes).where("user_id", "=", userId).returningAll().executeTakeFirst();
}

/** The account goes with the row (the 0023 trigger), and its sessions with the account. */
export async function deleteApiUserRow(executor: JobExecutor, userId: string): Promise<void> {
  await executor.deleteFrom("business_api_users").where("user_id", "=", userId).execute();
}

/**
 * The business an API user acts for, or undefined for anyone else. Whoever asks "which business
 * does this user act for" checks business_members and then this.
 */
export async function findApiUserBusinessId(executor: JobExecutor, userId: string): Promise<string | undefined> {
  const row = await executor.selectFrom("business_api_users").select("business_id").where("user_id", "=", userId).executeTakeFirst();
  return row?.business_id;
}

/** The API users allowed to sign with the seal, oldest first. */
export function findApiUsersOfSeal(executor: JobExecutor, sealId: string): Promise<ApiUserRow[]> {
  return executor.selectFrom("business_api_users").selectAll().where("seal_id", "=", sealId).orderBy("created_at").orderBy("username").execute();
}

/** The id of the seal the API user was given, if any (undefined for anyone who is no API user). */
export async function findSealIdOfApiUser(executor: JobExecutor, userId: string): Promise<string | undefined> {
  const row = await executor.selectFrom("business_api_users").select("seal_id").where("user_id", "=", userId).executeTakeFirst();
  return row?.seal_id ?? undefined;
}
