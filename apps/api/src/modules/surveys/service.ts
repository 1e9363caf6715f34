import type { z } from "zod";
import type { answerSurveyBody, SurveyKind } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { findAccountCreatedAt, hasAnsweredSince, hasSignedSince, insertSurveyAnswer } from "./repository.ts";

const DAY_MS = 24 * 60 * 60_000;
/** The transactional survey is asked within a day of a signing. */
const AFTER_SIGNING_MS = DAY_MS;
/** The relationship survey is first asked once the account is a month old. */
const RELATIONSHIP_FIRST_AFTER_MS = 30 * DAY_MS;

type SurveyContext = Pick<PlatformContext, "config" | "clock" | "db">;

/**
 * The survey due for the person (docs/surveys.md): the transactional one after a signing, or
 * else the relationship one; each only when the operator enabled it and the person neither
 * answered nor dismissed it within its period.
 */
async function dueSurveyOf(context: SurveyContext, executor: JobExecutor, userId: string, createdAt: Date): Promise<SurveyKind | null> {
  const now = context.clock.now().getTime();
  const { config } = context;
  if (
    config.SURVEY_TRANSACTIONAL_ENABLED &&
    (await hasSignedSince(executor, userId, new Date(now - AFTER_SIGNING_MS))) &&
    !(await hasAnsweredSince(executor, userId, "transactional", new Date(now - config.SURVEY_TRANSACTIONAL_PERIOD_DAYS * DAY_MS)))
  ) {
    return "transactional";
  }
  if (
    config.SURVEY_RELATIONSHIP_ENABLED &&
    now - createdAt.getTime() >= RELATIONSHIP_FIRST_AFTER_MS &&
    !(await hasAnsweredSince(executor, userId, "relationship", new Date(now - config.SURVEY_RELATIONSHIP_PERIOD_DAYS * DAY_MS)))
  ) {
    return "relationship";
  }
  return null;
}

export async function getDueSurvey(context: SurveyContext, userId: string): Promise<{ survey: SurveyKind | null }> {
  const createdAt = await findAccountCreatedAt(context.db, userId);
  if (!createdAt) throw new AppError("not_found");
  return { survey: await dueSurveyOf(context, context.db, userId, createdAt) };
}

/**
 * Stores the score and comment (or, without a score, the dismissal) of the survey that is due:
 * the person's row is locked meanwhile, so two answers at once store one. Only the kind, score,
 * comment and time are kept: nothing of any document or request.
 */
export async function answerSurvey(context: SurveyContext, userId: string, body: z.output<typeof answerSurveyBody>): Promise<{ survey: SurveyKind | null }> {
  return context.db.transaction().execute(async (trx) => {
    const createdAt = await findAccountCreatedAt(trx, userId, true);
    if (!createdAt) throw new AppError("not_found");
    const due = await dueSurveyOf(context, trx, userId, createdAt);
    if (due !== body.kind) throw new AppError("survey_not_due", { kind: body.kind, due });
    await insertSurveyAnswer(trx, {
      id: crypto.randomUUID(),
      user_id: userId,
      kind: body.kind,
      score: body.score,
      comment: body.score === null ? null : body.comment || null,
      answered_at: context.clock.now(),
    });
    return { survey: await dueSurveyOf(context, trx, userId, createdAt) };
  });
}
