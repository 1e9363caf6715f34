import { sql, type Insertable, type Selectable, type Updateable } from "kysely";
import type { SealsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { MemberWithUser } from "../businesses/index.ts";

export type SealRow = Selectable<SealsTable>;
export type SealWithCounts = SealRow & { member_count: number; api_user_count: number };

export async function insertSeal(executor: JobExecutor, row: Insertable<SealsTable>): Promise<void> {
  await executor.insertInto("seals").values(row).execute();
}

export function findSealByAccountName(executor: JobExecutor, businessId: string, accountName: string): Promise<SealRow | undefined> {
  return executor.selectFrom("seals").selectAll().where("business_id", "=", businessId).where("account_name", "=", accountName).executeTakeFirst();
}

/** The business's seals by account name, each with how many members and API users may sign with it. */
export function findSealsOfBusiness(executor: JobExecutor, businessId: string): Promise<SealWithCounts[]> {
  return executor
    .selectFrom("seals")
    .selectAll("seals")
    .select(sql<number>`(SELECT count(*)::int FROM seal_members WHERE seal_members.seal_id = seals.id)`.as("member_count"))
    .select(sql<number>`(SELECT count(*)::int FROM business_api_users WHERE business_api_users.seal_id = seals.id)`.as("api_user_count"))
    .where("business_id", "=", businessId)
    .orderBy("account_name")
    .execute();
}

export function updateSealRow(executor: JobExecutor, id: string, changes: Updateable<SealsTable>): Promise<SealRow | undefined> {
  return executor.updateTable("seals").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

/** The members allowed to sign with the seal, with their names, by name. */
export function findSealMembers(executor: JobExecutor, sealId: string): Promise<MemberWithUser[]> {
  return executor
    .selectFrom("seal_members")
    .innerJoin("seals", "seals.id", "seal_members.seal_id")
    .innerJoin("business_members", (join) =>
      join.onRef("business_members.user_id", "=", "seal_members.user_id").onRef("business_members.business_id", "=", "seals.business_id"),
    )
    .innerJoin("users", "users.id", "seal_members.user_id")
    .select(["seal_members.user_id", "users.email", "users.first_name", "users.last_name", "business_members.role", "business_members.joined_at"])
    .where("seal_members.seal_id", "=", sealId)
    .orderBy("users.last_name")
    .orderBy("users.first_name")
    .orderBy("users.email")
    .execute();
}

export async function insertSealMembers(executor: JobExecutor, sealId: string, userIds: string[], addedAt: Date): Promise<void> {
  await executor
    .insertInto("seal_members")
    .values(userIds.map((userId) => ({ seal_id: sealId, user_id: userId, added_at: addedAt })))
    .onConflict((conflict) => conflict.columns(["seal_id", "user_id"]).doNothing())
    .execute();
}

export async function deleteSealMembers(executor: JobExecutor, sealId: string, userIds: string[]): Promise<void> {
  await executor.deleteFrom("seal_members").where("seal_id", "=", sealId).where("user_id", "in", userIds).execute();
}

/** People who leave a business lose its seals with it. */
export async function deleteSealMembershipsInBusiness(executor: JobExecutor, businessId: string, userIds: string[]): Promise<void> {
  await executor
    .deleteFrom("seal_members")
    .where("user_id", "in", userIds)
    .where("seal_id", "in", (query) => query.selectFrom("seals").select("id").where("business_id", "=", businessId))
    .execute();
}

/** The seals of the user's business the user may sign with. */
export function findSealsOfMember(executor: JobExecutor, userId: string): Promise<SealRow[]> {
  return executor
    .selectFrom("seal_members")
    .innerJoin("seals", "seals.id", "seal_members.seal_id")
    .innerJoin("business_members", (join) =>
      join.onRef("business_members.user_id", "=", "seal_members.user_id").onRef("business_members.business_id", "=", "seals.business_id"),
    )
    .selectAll("seals")
    .where("seal_members.user_id", "=", userId)
    .orderBy("seals.account_name")
    .execute();
}

/** A seal to sign with: the seal of that account name, with its business's name. */
export type SealWithBusinessName = SealRow & { business_name: string };

function sealNamed(executor: JobExecutor, accountName: string) {
  return executor
    .selectFrom("seals")
    .innerJoin("businesses", "businesses.id", "seals.business_id")
    .selectAll("seals")
    .select("businesses.name as business_name")
    .where("seals.account_name", "=", accountName);
}

/** The seal of that id and account name (an API user's seal: api-users names its id). */
export function findSealWithBusinessName(executor: JobExecutor, sealId: string, accountName: string): Promise<SealWithBusinessName | undefined> {
  return sealNamed(executor, accountName).where("seals.id", "=", sealId).executeTakeFirst();
}

/** The seal of that account name in the user's business, if the user may sign with it. */
export function findSealOfMember(executor: JobExecutor, userId: string, accountName: string): Promise<SealWithBusinessName | undefined> {
  return sealNamed(executor, accountName)
    .innerJoin("seal_members", "seal_members.seal_id", "seals.id")
    .innerJoin("business_members", (join) =>
      join.onRef("business_members.user_id", "=", "seal_members.user_id").onRef("business_members.business_id", "=", "seals.business_id"),
    )
    .where("seal_members.user_id", "=", userId)
    .executeTakeFirst();
}
