import { parseArgs } from "node:util";
import { maintenanceNoticeSchema } from "@paraph/contracts";
import { getMaintenanceNotice, setMaintenanceNotice } from "../modules/platform/index.ts";
import { loadConfig, type Config } from "../platform/config.ts";
import type { Database } from "../platform/db/database.ts";
import { openConfiguredDatabase } from "../platform/db/open-configured-database.ts";
import { AppError } from "../platform/errors/app-error.ts";
import { createPromoCommand, removeExtraCommand, setExtraCommand, setManualCommand, setStateCommand } from "./billing-commands.ts";
import { createBusinessCommand, createSealCommand, type CommandOptions } from "./business-commands.ts";
import type { CliIo } from "./cli-io.ts";
import { enrollCscCredentialCommand, listCscCredentialsCommand } from "./csc-commands.ts";
import { exportSurveysCommand } from "./survey-commands.ts";

const USAGE = `Paraph operator commands (same settings as the server: DATABASE_URL or DATA_DIR):
  admin maintenance show
  admin maintenance set [--blocking] [--url URL] [--message TEXT]
  admin maintenance clear
  admin business create --name NAME --admin-email EMAIL [--email EMAIL] [--phone PHONE]
  admin seal create --business ID --account-name NAME --display-name TEXT
  admin csc enroll --email EMAIL [--name NAME] [--key ecdsa-p256|rsa-2048]   (demo CSC trust service; never in production)
  admin csc list --email EMAIL
  admin billing set-manual --business ID [--plan NAME] [--seats N]      (invoiced by the operator; docs/billing.md)
  admin billing set-state --business ID --payment-method TRIALING|NEEDS_PAYMENT_METHOD|BLOCKED [--days N]
  admin billing create-promo --code CODE --percent-off N [--duration-months N] [--plans team,pro] [--cycles monthly,yearly] [--max-redemptions N] [--expires-at ISO]
  admin billing set-extra --business ID --name NAME [--description TEXT] [--quantity N] [--price MINOR] [--currency CHF|EUR]
  admin billing remove-extra --business ID --name NAME
  admin surveys export [--since DATE]             (satisfaction survey answers as CSV on standard output; docs/surveys.md)`;

type Command = (database: Database, options: CommandOptions, config: Config, io: CliIo) => Promise<unknown>;

async function maintenanceCommand(database: Database, action: string, values: CommandOptions): Promise<unknown> {
  if (action === "set" || action === "clear") {
    const notice = maintenanceNoticeSchema.parse({
      status: action === "set" ? "active" : "inactive",
      isBlocking: action === "set" && values.blocking === true,
      url: action === "set" ? (values.url ?? null) : null,
      message: action === "set" ? (values.message ?? null) : null,
    });
    await setMaintenanceNotice(database.db, notice, new Date());
  }
  return getMaintenanceNotice(database.db);
}

const COMMANDS: Record<string, Command> = {
  "maintenance show": (database, values) => maintenanceCommand(database, "show", values),
  "maintenance set": (database, values) => maintenanceCommand(database, "set", values),
  "maintenance clear": (database, values) => maintenanceCommand(database, "clear", values),
  "business create": createBusinessCommand,
  "seal create": createSealCommand,
  "csc enroll": enrollCscCredentialCommand,
  "csc list": listCscCredentialsCommand,
  "billing set-manual": setManualCommand,
  "billing set-state": setStateCommand,
  "billing create-promo": createPromoCommand,
  "billing set-extra": setExtraCommand,
  "billing remove-extra": removeExtraCommand,
  "surveys export": (database, values, config, io) => exportSurveysCommand(database, values, config, (text) => io.stdout(text)),
};

/**
 * Operator commands run against the configured database (`npm run admin -w apps/api -- …`,
 * admin.ts): the answer as JSON on standard output and 0, a refusal on standard error and 1, a
 * command it does not know with the usage and 2. Tests run it in-process with their own `io`.
 */
export async function runAdmin(argv: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      blocking: { type: "boolean", default: false },
      url: { type: "string" },
      message: { type: "string" },
      name: { type: "string" },
      "admin-email": { type: "string" },
      email: { type: "string" },
      phone: { type: "string" },
      business: { type: "string" },
      "account-name": { type: "string" },
      "display-name": { type: "string" },
      id: { type: "string" },
      outcome: { type: "string" },
      key: { type: "string" },
      plan: { type: "string" },
      "payment-method": { type: "string" },
      days: { type: "string" },
      seats: { type: "string" },
      code: { type: "string" },
      "percent-off": { type: "string" },
      "duration-months": { type: "string" },
      plans: { type: "string" },
      cycles: { type: "string" },
      "max-redemptions": { type: "string" },
      "expires-at": { type: "string" },
      description: { type: "string" },
      quantity: { type: "string" },
      price: { type: "string" },
      currency: { type: "string" },
      since: { type: "string" },
    },
  });
  const command = COMMANDS[positionals.slice(0, 2).join(" ")];
  if (!command || positionals.length > 2) {
    io.stderr(`${USAGE}\n`);
    return 2;
  }
  try {
    const config = loadConfig(io.environment);
    const { database } = await openConfiguredDatabase(config);
    try {
      const result = await command(database, values, config, io);
      // A command that wrote its own output (a CSV export) answers nothing.
      if (result !== undefined) io.stdout(`${JSON.stringify(result)}\n`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    io.stderr(`${describeError(error)}\n`);
    return 1;
  }
}

/** Refusals name their code and what was wrong, as the API would answer them. */
function describeError(error: unknown): string {
  if (error instanceof AppError) return `${error.code}: ${error.message}${error.details ? ` ${JSON.stringify(error.details)}` : ""}`;
  return error instanceof Error ? error.message : String(error);
}
