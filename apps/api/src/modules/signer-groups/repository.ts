import { sql, type Insertable, type Selectable } from "kysely";
import type { SignerGroupParticipantsTable, SignerGroupsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type SignerGroupRow = Selectable<SignerGroupsTable>;
export type ParticipantRow = Selectable<SignerGroupParticipantsTable>;
export type SignerGroupWithCount = SignerGroupRow & { participant_count: number };

/** LIKE's wildcards in a user's text match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The business's groups by name (case-insensitive), with how many people each holds; `query` filters names. */
export function findGroupsOfBusiness(executor: JobExecutor, businessId: string, query?: string): Promise<SignerGroupWithCount[]> {
  let select = executor
    .selectFrom("signer_groups")
    .selectAll("signer_groups")
    .select((eb) =>
      eb
        .selectFrom("signer_group_participants")
        .select(sql<number>`count(*)::int`.as("count"))
        .whereRef("signer_group_participants.group_id", "=", "signer_groups.id")
        .as("participant_count"),
    )
    .where("business_id", "=", businessId);
  if (query) select = select.where(sql<boolean>`lower(name) like lower(${likePattern(query)})`);
  return select
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .execute() as Promise<SignerGroupWithCount[]>;
}

export async function countGroupsOfBusiness(executor: JobExecutor, businessId: string): Promise<number> {
  const row = await executor
    .selectFrom("signer_groups")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function findGroupById(executor: JobExecutor, id: string): Promise<SignerGroupRow | undefined> {
  return executor.selectFrom("signer_groups").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Another group of the business with this name in any case, if there is one. */
export function findGroupByName(executor: JobExecutor, businessId: string, name: string): Promise<SignerGroupRow | undefined> {
  return executor
    .selectFrom("signer_groups")
    .selectAll()
    .where("business_id", "=", businessId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
}

export function findParticipants(executor: JobExecutor, groupId: string): Promise<ParticipantRow[]> {
  return executor.selectFrom("signer_group_participants").selectAll().where("group_id", "=", groupId).orderBy("position").execute();
}

export async function insertGroup(executor: JobExecutor, row: Insertable<SignerGroupsTable>): Promise<SignerGroupRow> {
  return executor.insertInto("signer_groups").values(row).returningAll().executeTakeFirstOrThrow();
}

/** Renames the group and counts one more version of it. */
export function updateGroupRow(executor: JobExecutor, id: string, name: string, now: Date): Promise<SignerGroupRow> {
  return executor
    .updateTable("signer_groups")
    .set((eb) => ({ name, updated_at: now, version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The group's people become exactly these, in this order. */
export async function replaceParticipants(
  executor: JobExecutor,
  groupId: string,
  participants: readonly { email: string; firstName: string | null; lastName: string | null }[],
): Promise<void> {
  await executor.deleteFrom("signer_group_participants").where("group_id", "=", groupId).execute();
  if (participants.length === 0) return;
  await executor
    .insertInto("signer_group_participants")
    .values(
      participants.map((participant, position) => ({
        group_id: groupId,
        position,
        email: participant.email,
        first_name: participant.firstName,
        last_name: participant.lastName,
      })),
    )
    .execute();
}

export async function deleteGroupRow(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("signer_groups").where("id", "=", id).execute();
}

/** The business's groups that name this address among their people, by id. */
export function findGroupsWithParticipant(executor: JobExecutor, businessId: string, email: string): Promise<Pick<SignerGroupRow, "id" | "version">[]> {
  return executor
    .selectFrom("signer_groups")
    .innerJoin("signer_group_participants", "signer_group_participants.group_id", "signer_groups.id")
    .select(["signer_groups.id", "signer_groups.version"])
    .where("signer_groups.business_id", "=", businessId)
    .where("signer_group_participants.email", "=", email)
    .orderBy("signer_groups.id")
    .execute();
}
