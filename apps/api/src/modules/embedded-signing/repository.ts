import type { Insertable, Selectable } from "kysely";
import type { EmbeddedSigningLinksTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type EmbeddedSigningLinkRow = Selectable<EmbeddedSigningLinksTable>;

export async function insertEmbeddedSigningLink(executor: JobExecutor, row: Insertable<EmbeddedSigningLinksTable>): Promise<void> {
  await executor.insertInto("embedded_signing_links").values(row).execute();
}

export function findLinkByTokenHash(executor: JobExecutor, tokenHash: string, options: { forUpdate?: boolean } = {}): Promise<EmbeddedSigningLinkRow | undefined> {
  const query = executor.selectFrom("embedded_signing_links").selectAll().where("token_hash", "=", tokenHash);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function markLinkOpened(executor: JobExecutor, id: string, changes: { opened_at: Date; credential_hash: string; credential_expires_at: Date }): Promise<void> {
  await executor.updateTable("embedded_signing_links").set(changes).where("id", "=", id).execute();
}

/** The link whose credential this is, while the credential lasts. */
export function findLinkByLiveCredentialHash(executor: JobExecutor, credentialHash: string, now: Date): Promise<EmbeddedSigningLinkRow | undefined> {
  return executor
    .selectFrom("embedded_signing_links")
    .selectAll()
    .where("credential_hash", "=", credentialHash)
    .where("credential_expires_at", ">", now)
    .executeTakeFirst();
}
