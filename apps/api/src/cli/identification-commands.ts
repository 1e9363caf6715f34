import { systemClock } from "../platform/clock.ts";
import type { Config } from "../platform/config.ts";
import type { Database } from "../platform/db/database.ts";
import { AppError } from "../platform/errors/app-error.ts";
import { completeDemoIdentification, listPendingDemoIdentifications } from "../modules/identification/service.ts";
import type { CommandOptions } from "./business-commands.ts";

/** Demo identification exists only outside production; its commands refuse to run there. */
function assertNotProduction(config: Config): void {
  if (config.APP_MODE === "production") throw new AppError("identification_unavailable", { reason: "Demo identification never runs in production" });
}

/** `identification list`: demo identifications waiting for a verdict. */
export async function listIdentificationsCommand(database: Database, _options: CommandOptions, config: Config): Promise<unknown> {
  assertNotProduction(config);
  return listPendingDemoIdentifications(database.db);
}

/**
 * `identification complete --id ID --outcome success|failure`: the demo provider's verdict. On
 * success the user holds QES (demo) under the identification's legislation.
 */
export async function completeIdentificationCommand(database: Database, options: CommandOptions, config: Config): Promise<unknown> {
  assertNotProduction(config);
  const id = options.id;
  const outcome = options.outcome;
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("validation_failed", { fields: [{ field: "--id", message: "An identification id" }] });
  if (outcome !== "success" && outcome !== "failure") throw new AppError("validation_failed", { fields: [{ field: "--outcome", message: "success or failure" }] });
  return database.db.transaction().execute((trx) => completeDemoIdentification(systemClock, trx, id, outcome));
}
