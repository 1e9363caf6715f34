import type { SigningProgressTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type SigningStage = SigningProgressTable["stage"];

/** One signer's signing act reached `stage` (a row per signer, replaced by each act). */
export async function upsertSigningStage(db: JobExecutor, rows: { signerId: string; requestId: string }[], stage: SigningStage, at: Date): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("signing_progress")
    .values(rows.map((row) => ({ signer_id: row.signerId, request_id: row.requestId, stage, updated_at: at })))
    .onConflict((conflict) => conflict.column("signer_id").doUpdateSet((eb) => ({ stage: eb.ref("excluded.stage"), updated_at: eb.ref("excluded.updated_at") })))
    .execute();
}

export async function findSigningStage(db: JobExecutor, signerId: string): Promise<{ stage: SigningStage; updated_at: Date } | undefined> {
  return db.selectFrom("signing_progress").select(["stage", "updated_at"]).where("signer_id", "=", signerId).executeTakeFirst();
}
