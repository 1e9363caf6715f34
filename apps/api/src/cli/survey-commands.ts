import type { Config } from "../platform/config.ts";
import type { Database } from "../platform/db/database.ts";
import { AppError } from "../platform/errors/app-error.ts";
import { surveyAnswersCsv } from "../modules/surveys/index.ts";
import type { CommandOptions } from "./business-commands.ts";

/** `surveys export [--since ISO-DATE]`: the answers as CSV on standard output (docs/surveys.md). */
export async function exportSurveysCommand(database: Database, options: CommandOptions, _config: Config, write: (text: string) => void = (text) => process.stdout.write(text)): Promise<void> {
  const since = typeof options.since === "string" ? new Date(options.since) : new Date(0);
  if (Number.isNaN(since.getTime())) throw new AppError("validation_failed", { fields: [{ field: "--since", message: "Not a date (2026-01-31 or an ISO time)" }] });
  for await (const chunk of surveyAnswersCsv(database.db, since)) write(chunk);
}
