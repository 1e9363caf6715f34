import type { SigningProgressTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type SigningStage = SigningProgressTable["stage"];

/** One signer's signing act reached `stage`, with how many acts are ahead while it waits for its turn (a row per signer, replaced by each act). */
export async function upsertSigningStage(db: JobExecutor, rows: { signerId: string; requestId: string }[], stage: SigningStage, at: Date, ahead: number | null = null): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("signing_progress")
    .values(rows.map((row) => ({ signer_id: row.signerId, request_id: row.requestId, stage, updated_at: at, ahead })))
    .onConflict((conflict) =>
      conflict.column("signer_id").doUpdateSet((eb) => ({ stage: eb.ref("excluded.stage"), updated_at: eb.ref("excluded.updated_at"), ahead: eb.ref("excluded.ahead") })),
    )
    .execute();
}

export async function findSigningStage(db: JobExecutor, signerId: string): Promise<{ stage: SigningStage; updated_at: Date; ahead: number | null } | undefined> {
  return db.selectFrom("signing_progress").select(["stage", "updated_at", "ahead"]).where("signer_id", "=", signerId).executeTakeFirst();
}
