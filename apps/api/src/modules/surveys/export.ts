import { CSV_BOM, csvLine } from "../../platform/csv/csv-writer.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { listSurveyAnswers } from "./repository.ts";

const PAGE = 1000;
export const SURVEY_CSV_HEADER = ["answered_at", "kind", "score", "comment"] as const;

/**
 * The operator's CSV of survey answers from `since` on (docs/surveys.md): time, kind, score
 * (empty for a dismissal) and comment. No account, document or request is named.
 */
export async function* surveyAnswersCsv(executor: JobExecutor, since: Date): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(SURVEY_CSV_HEADER);
  let after: { answeredAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await listSurveyAnswers(executor, since, after, PAGE);
    for (const row of rows) yield csvLine([row.answered_at.toISOString(), row.kind, row.score, row.comment]);
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    after = { answeredAt: last.answered_at, id: last.id };
  }
}
