import type { Insertable, Selectable, Updateable } from "kysely";
import type { BusinessAes4bizTable, BusinessesTable, BusinessInvitationsTable, BusinessMembersTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type BusinessRow = Selectable<BusinessesTable>;
export type MembershipRow = Selectable<BusinessMembersTable>;
export type BusinessRole = MembershipRow["role"];

/** A member with the account's name and address, as lists show them. */
export interface MemberWithUser {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: BusinessRole;
  joined_at: Date;
}

/** A member with the language mails to them are written in. */
export interface MemberWithLanguage extends MemberWithUser {
  lang: string;
}

/** An invitation with the name of who sent it (null once that account is gone). */
export interface InvitationWithInviter extends Selectable<BusinessInvitationsTable> {
  inviter_first_name: string | null;
  inviter_last_name: string | null;
}

export async function insertBusiness(executor: JobExecutor, row: Insertable<BusinessesTable>): Promise<void> {
  await executor.insertInto("businesses").values(row).execute();
}

export function findBusinessById(executor: JobExecutor, id: string): Promise<BusinessRow | undefined> {
  return executor.selectFrom("businesses").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Reads the business and holds its row until the transaction ends: membership changes of one
 * business run one after another, so two admins demoting each other cannot leave it without one.
 */
export function lockBusiness(executor: JobExecutor, id: string): Promise<BusinessRow | undefined> {
  return executor.selectFrom("businesses").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

export function updateBusinessRow(executor: JobExecutor, id: string, changes: Updateable<BusinessesTable>): Promise<BusinessRow | undefined> {
  return executor.updateTable("businesses").set(changes).where("id", "=", id).returningAll().executeTakeFirst();
}

export async function deleteBusinessRow(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("businesses").where("id", "=", id).execute();
}

export async function insertMembership(executor: JobExecutor, row: Insertable<BusinessMembersTable>): Promise<void> {
  await executor.insertInto("business_members").values(row).execute();
}

export function findMembershipOfUser(executor: JobExecutor, userId: string): Promise<MembershipRow | undefined> {
  return executor.selectFrom("business_members").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** Everyone in the business, admins first, then by name. */
export function findMembersWithUsers(executor: JobExecutor, businessId: string): Promise<MemberWithLanguage[]> {
  return executor
    .selectFrom("business_members")
    .innerJoin("users", "users.id", "business_members.user_id")
    .select(["business_members.user_id", "users.email", "users.first_name", "users.last_name", "business_members.role", "business_members.joined_at", "users.lang"])
    .where("business_members.business_id", "=", businessId)
    .orderBy("business_members.role")
    .orderBy("users.last_name")
    .orderBy("users.first_name")
    .orderBy("users.email")
    .execute();
}

export async function setMemberRoles(executor: JobExecutor, businessId: string, userIds: string[], role: BusinessRole): Promise<void> {
  await executor.updateTable("business_members").set({ role }).where("business_id", "=", businessId).where("user_id", "in", userIds).execute();
}

export async function deleteMemberships(executor: JobExecutor, businessId: string, userIds: string[]): Promise<void> {
  await executor.deleteFrom("business_members").where("business_id", "=", businessId).where("user_id", "in", userIds).execute();
}

/** Upserts by (business, address): inviting an address again renews the invitation. */
export function upsertInvitation(executor: JobExecutor, row: Insertable<BusinessInvitationsTable>): Promise<Selectable<BusinessInvitationsTable>> {
  return executor
    .insertInto("business_invitations")
    .values(row)
    .onConflict((conflict) => conflict.columns(["business_id", "email"]).doUpdateSet({ invited_by: row.invited_by ?? null, created_at: row.created_at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

function selectInvitationsWithInviter(executor: JobExecutor) {
  return executor
    .selectFrom("business_invitations")
    .leftJoin("users as inviter", "inviter.id", "business_invitations.invited_by")
    .selectAll("business_invitations")
    .select(["inviter.first_name as inviter_first_name", "inviter.last_name as inviter_last_name"]);
}

export function findInvitationsOfBusiness(executor: JobExecutor, businessId: string): Promise<InvitationWithInviter[]> {
  return selectInvitationsWithInviter(executor)
    .where("business_invitations.business_id", "=", businessId)
    .orderBy("business_invitations.created_at")
    .orderBy("business_invitations.email")
    .execute();
}

export function findInvitationById(executor: JobExecutor, id: string): Promise<InvitationWithInviter | undefined> {
  return selectInvitationsWithInviter(executor).where("business_invitations.id", "=", id).executeTakeFirst();
}

/** Invitations to one address, with the inviting business's name, oldest first. */
export function findInvitationsForEmail(executor: JobExecutor, email: string): Promise<(InvitationWithInviter & { business_name: string })[]> {
  return selectInvitationsWithInviter(executor)
    .innerJoin("businesses", "businesses.id", "business_invitations.business_id")
    .select("businesses.name as business_name")
    .where("business_invitations.email", "=", email)
    .orderBy("business_invitations.created_at")
    .orderBy("business_invitations.id")
    .execute();
}

export async function deleteInvitation(executor: JobExecutor, id: string): Promise<void> {
  await executor.deleteFrom("business_invitations").where("id", "=", id).execute();
}

export async function deleteInvitationsForEmail(executor: JobExecutor, email: string): Promise<void> {
  await executor.deleteFrom("business_invitations").where("email", "=", email).execute();
}

export async function findDomains(executor: JobExecutor, businessId: string): Promise<string[]> {
  const rows = await executor.selectFrom("business_domains").select("domain").where("business_id", "=", businessId).orderBy("domain").execute();
  return rows.map((row) => row.domain);
}

export async function insertDomain(executor: JobExecutor, businessId: string, domain: string, createdAt: Date): Promise<void> {
  await executor
    .insertInto("business_domains")
    .values({ business_id: businessId, domain, created_at: createdAt })
    .onConflict((conflict) => conflict.columns(["business_id", "domain"]).doNothing())
    .execute();
}

export async function deleteDomain(executor: JobExecutor, businessId: string, domain: string): Promise<void> {
  await executor.deleteFrom("business_domains").where("business_id", "=", businessId).where("domain", "=", domain).execute();
}

export type Aes4bizRow = Selectable<BusinessAes4bizTable>;

export function findAes4biz(executor: JobExecutor, businessId: string): Promise<Aes4bizRow | undefined> {
  return executor.selectFrom("business_aes4biz").selectAll().where("business_id", "=", businessId).executeTakeFirst();
}

export async function findAes4bizDomains(executor: JobExecutor, businessId: string): Promise<string[]> {
  const rows = await executor.selectFrom("business_aes4biz_domains").select("domain").where("business_id", "=", businessId).orderBy("domain").execute();
  return rows.map((row) => row.domain);
}

/** Replaces the declaration and the domains it covers. */
export async function saveAes4biz(executor: JobExecutor, row: Insertable<BusinessAes4bizTable>, domains: readonly string[]): Promise<void> {
  const { business_id: businessId, ...columns } = row;
  await executor
    .insertInto("business_aes4biz")
    .values(row)
    .onConflict((conflict) => conflict.column("business_id").doUpdateSet(columns))
    .execute();
  await executor.deleteFrom("business_aes4biz_domains").where("business_id", "=", businessId).execute();
  if (domains.length > 0) await executor.insertInto("business_aes4biz_domains").values(domains.map((domain) => ({ business_id: businessId, domain }))).execute();
}
