import type { Selectable } from "kysely";
import type { EmailTokensTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type EmailTokenRow = Selectable<EmailTokensTable>;

export async function insertEmailToken(executor: JobExecutor, token: EmailTokenRow): Promise<void> {
  await executor.insertInto("email_tokens").values(token).execute();
}

export function findEmailTokenByHash(executor: JobExecutor, purpose: EmailTokenRow["purpose"], tokenHash: string) {
  return executor
    .selectFrom("email_tokens")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Marks a token used; false when another request used it first. */
export async function markEmailTokenUsed(executor: JobExecutor, id: string, usedAt: Date): Promise<boolean> {
  const result = await executor
    .updateTable("email_tokens")
    .set({ used_at: usedAt })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A newer link replaces older ones: unused tokens of the same purpose for the address stop working. */
export async function retireEmailTokens(executor: JobExecutor, purpose: EmailTokenRow["purpose"], email: string, at: Date): Promise<void> {
  await executor
    .updateTable("email_tokens")
    .set({ used_at: at })
    .where("purpose", "=", purpose)
    .where("email", "=", email)
    .where("used_at", "is", null)
    .execute();
}

/** Ends the account's unused links of one purpose: replaced by a newer one, cancelled, or moot once its address changed. */
export async function retireEmailTokensOfUser(executor: JobExecutor, purpose: EmailTokenRow["purpose"], userId: string, at: Date): Promise<void> {
  await executor
    .updateTable("email_tokens")
    .set({ used_at: at })
    .where("purpose", "=", purpose)
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** The newest unused, unexpired link of the account for one purpose. */
export function findPendingEmailTokenOfUser(executor: JobExecutor, purpose: EmailTokenRow["purpose"], userId: string, now: Date) {
  return executor
    .selectFrom("email_tokens")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function updateEmailTokenLanguage(executor: JobExecutor, id: string, lang: string): Promise<void> {
  await executor.updateTable("email_tokens").set({ lang }).where("id", "=", id).execute();
}
