import type { Selectable } from "kysely";
import type { SurveyAnswersTable } from "../../platform/db/schema.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";

export type SurveyAnswerRow = Selectable<SurveyAnswersTable>;
type SurveyKind = SurveyAnswersTable["kind"];

/** Whether the person answered or dismissed this kind of survey since `since`. */
export async function hasAnsweredSince(executor: JobExecutor, userId: string, kind: SurveyKind, since: Date): Promise<boolean> {
  const row = await executor
    .selectFrom("survey_answers")
    .select("id")
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("answered_at", ">=", since)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the person signed a request since `since` (the transactional survey follows a signing). */
export async function hasSignedSince(executor: JobExecutor, userId: string, since: Date): Promise<boolean> {
  const row = await executor
    .selectFrom("signers")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "signed")
    .where("signed_at", ">=", since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findAccountCreatedAt(executor: JobExecutor, userId: string, forUpdate = false): Promise<Date | undefined> {
  let query = executor.selectFrom("users").select("created_at").where("id", "=", userId);
  if (forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst())?.created_at;
}

export async function insertSurveyAnswer(executor: JobExecutor, row: SurveyAnswerRow): Promise<void> {
  await executor.insertInto("survey_answers").values(row).execute();
}

/** Answers from `since` on, oldest first, a page after `afterId` at a time (the operator's export). */
export async function listSurveyAnswers(executor: JobExecutor, since: Date, after: { answeredAt: Date; id: string } | null, limit: number): Promise<SurveyAnswerRow[]> {
  let query = executor.selectFrom("survey_answers").selectAll().where("answered_at", ">=", since);
  if (after) {
    query = query.where((eb) => eb.or([eb("answered_at", ">", after.answeredAt), eb.and([eb("answered_at", "=", after.answeredAt), eb("id", ">", after.id)])]));
  }
  return query.orderBy("answered_at").orderBy("id").limit(limit).execute();
}
