import type { Insertable, Selectable } from "kysely";
import type { BusinessSsoTable, SsoLoginsTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type SsoConfigRow = Selectable<BusinessSsoTable>;
export type SsoLoginRow = Selectable<SsoLoginsTable>;

export function findSsoConfig(executor: JobExecutor, businessId: string): Promise<SsoConfigRow | undefined> {
  return executor.selectFrom("business_sso").selectAll().where("business_id", "=", businessId).executeTakeFirst();
}

export async function findSsoDomains(executor: JobExecutor, businessId: string): Promise<string[]> {
  const rows = await executor.selectFrom("business_sso_domains").select("domain").where("business_id", "=", businessId).orderBy("domain").execute();
  return rows.map((row) => row.domain);
}

/** The domains of the list that another business's sign-on covers. */
export async function findDomainsCoveredElsewhere(executor: JobExecutor, businessId: string, domains: readonly string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const rows = await executor
    .selectFrom("business_sso_domains")
    .select("domain")
    .where("domain", "in", domains)
    .where("business_id", "!=", businessId)
    .execute();
  return rows.map((row) => row.domain);
}

/** Replaces the business's configuration and domains (inside the caller's transaction). */
export async function saveSsoConfig(executor: JobExecutor, row: Insertable<BusinessSsoTable>, domains: readonly string[]): Promise<void> {
  await executor
    .insertInto("business_sso")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("business_id").doUpdateSet({
        issuer: row.issuer,
        client_id: row.client_id,
        client_secret_sealed: row.client_secret_sealed,
        enabled: row.enabled,
        updated_at: row.updated_at,
      }),
    )
    .execute();
  await executor.deleteFrom("business_sso_domains").where("business_id", "=", row.business_id).execute();
  if (domains.length > 0) {
    await executor.insertInto("business_sso_domains").values(domains.map((domain) => ({ domain, business_id: row.business_id }))).execute();
  }
}

export async function deleteSsoConfig(executor: JobExecutor, businessId: string): Promise<void> {
  await executor.deleteFrom("business_sso").where("business_id", "=", businessId).execute();
  await executor.deleteFrom("sso_logins").where("business_id", "=", businessId).execute();
}

/**
 * The sign-on that covers an e-mail domain: listed for single sign-on and still among the
 * business's allowed domains (removing an allowed domain ends its single sign-on too).
 */
export function findSsoConfigForDomain(executor: JobExecutor, domain: string): Promise<SsoConfigRow | undefined> {
  return executor
    .selectFrom("business_sso_domains")
    .innerJoin("business_domains", (join) =>
      join.onRef("business_domains.business_id", "=", "business_sso_domains.business_id").onRef("business_domains.domain", "=", "business_sso_domains.domain"),
    )
    .innerJoin("business_sso", "business_sso.business_id", "business_sso_domains.business_id")
    .selectAll("business_sso")
    .where("business_sso_domains.domain", "=", domain)
    .executeTakeFirst();
}

/** The domain of an address as sign-on configurations list it: after the last "@", lower-case. */
export const domainOfEmail = (email: string): string => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/** The sign-on that covers an address's domain (findSsoConfigForDomain). */
export function findSsoConfigForEmail(executor: JobExecutor, email: string): Promise<SsoConfigRow | undefined> {
  return findSsoConfigForDomain(executor, domainOfEmail(email));
}

export async function insertSsoLogin(executor: JobExecutor, row: Insertable<SsoLoginsTable>): Promise<void> {
  await executor.insertInto("sso_logins").values(row).execute();
}

/**
 * Marks the log-in of this state as called back, once: a second callback with the same state
 * (a replay) finds nothing. Answers the row as it was before.
 */
export function claimSsoLoginByState(executor: JobExecutor, stateHash: string, now: Date): Promise<SsoLoginRow | undefined> {
  return executor
    .updateTable("sso_logins")
    .set({ callback_at: now })
    .where("state_hash", "=", stateHash)
    .where("callback_at", "is", null)
    .returningAll()
    .executeTakeFirst();
}

export async function recordSsoLoginResult(
  executor: JobExecutor,
  id: string,
  result: { userId: string; codeHash: string; codeExpiresAt: Date },
): Promise<void> {
  await executor
    .updateTable("sso_logins")
    .set({ user_id: result.userId, login_code_hash: result.codeHash, login_code_expires_at: result.codeExpiresAt })
    .where("id", "=", id)
    .execute();
}

/** Uses a one-time login code up; answers the user it logs in, or nothing when unknown, used or expired. */
export async function redeemSsoLoginCode(executor: JobExecutor, codeHash: string, now: Date): Promise<string | undefined> {
  const row = await executor
    .updateTable("sso_logins")
    .set({ redeemed_at: now })
    .where("login_code_hash", "=", codeHash)
    .where("redeemed_at", "is", null)
    .where("login_code_expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? undefined;
}

/** Log-ins in flight whose time is over; their rows are only kept that long. */
export async function deleteExpiredSsoLogins(executor: JobExecutor, before: Date): Promise<void> {
  await executor.deleteFrom("sso_logins").where("expires_at", "<", before).execute();
}
