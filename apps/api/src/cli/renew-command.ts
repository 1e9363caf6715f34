import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "../app.ts";
import { ARCHIVE_RENEWAL_PATH, type DueDocument, listDueDocuments, type RenewalBatch } from "../modules/archive-renewal/index.ts";
import { findRunningServer, OPERATOR_FILE } from "../platform/backup/operator-access.ts";
import { loadConfig, type Config } from "../platform/config.ts";
import { openConfiguredDatabase } from "../platform/db/open-configured-database.ts";
import type { CliIo } from "./cli-io.ts";

export const RENEW_USAGE = "paraph renew --dry-run | --now   (archive time-stamps due for renewal: list them, or renew a batch now)";

/** What `paraph renew` works through: the installation opened here, or the server that holds its embedded database. */
export interface RenewalRunner {
  listDue(): Promise<DueDocument[]>;
  runBatch(): Promise<RenewalBatch>;
  close(): Promise<void>;
}

/**
 * `paraph renew --dry-run` lists the completed documents whose archive time-stamp is due
 * (docs/signing.md, "Long-term validity"), soonest-ending first, without changing any document
 * (it records what it read of new versions' time-stamps, as the sweep would); `paraph renew
 * --now` runs one batch (LTV_RENEWAL_BATCH_SIZE), documents whose automatic renewal gave up
 * included, and prints what it did. Exit 1 when a renewal failed.
 */
export async function renewCommand(args: string[], io: CliIo, openRunner: () => Promise<RenewalRunner> = () => openRenewalRunner(loadConfig(io.environment))): Promise<number> {
  const { values } = parseArgs({ args, options: { "dry-run": { type: "boolean", default: false }, now: { type: "boolean", default: false } }, strict: false });
  if (values["dry-run"] === values.now) {
    io.stderr(`Usage: ${RENEW_USAGE}\n`);
    return 2;
  }
  const runner = await openRunner();
  try {
    if (values["dry-run"]) {
      const due = await runner.listDue();
      for (const document of due) {
        io.stdout(`${document.documentId}  version ${document.version}  ${document.reason}  chain ends ${document.chainExpiresAt}  ${document.digestAlgorithm}${document.weakestRsaBits ? ` RSA-${document.weakestRsaBits}` : ""}${document.failedAttempts > 0 ? `  failed ${document.failedAttempts}×` : ""}  ${JSON.stringify(document.title)}\n`);
      }
      io.stdout(`${due.length} document${due.length === 1 ? "" : "s"} due for archive time-stamp renewal\n`);
      return 0;
    }
    const batch = await runner.runBatch();
    io.stdout(
      `${JSON.stringify({
        due: batch.due,
        renewed: batch.renewed.map(({ documentId, fromVersion, toVersion, reason, cured, addedBytes }) => ({ documentId, fromVersion, toVersion, reason, cured, addedBytes })),
        failed: batch.failed,
      })}\n`,
    );
    return batch.failed.length > 0 ? 1 : 0;
  } finally {
    await runner.close();
  }
}

/**
 * With the server running on an embedded database, through its operator route (the database is
 * the server's alone while it runs, as for `paraph backup`); otherwise the installation opened
 * here, with the same settings and signing services as the server (PostgreSQL may be shared
 * with running servers: renewals lock each document as signing does).
 */
export async function openRenewalRunner(config: Config): Promise<RenewalRunner> {
  const server = config.DATABASE_URL ? undefined : await findRunningServer(config.DATA_DIR);
  if (server) {
    const call = async (mode: "dry-run" | "now") => {
      const response = await fetch(`${server.url}${ARCHIVE_RENEWAL_PATH}?mode=${mode}`, { method: "POST", headers: { authorization: `Bearer ${server.token}` } }).catch((error: unknown) => {
        throw new Error(`No server answers at ${server.url} (${path.join(config.DATA_DIR, OPERATOR_FILE)}): ${error instanceof Error ? error.message : String(error)}`);
      });
      if (response.status !== 200) throw new Error(`The server at ${server.url} refused: ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ due?: DueDocument[]; batch?: RenewalBatch }>;
    };
    return {
      listDue: async () => (await call("dry-run")).due ?? [],
      runBatch: async () => {
        const { batch } = await call("now");
        if (!batch) throw new Error("The server answered without the batch");
        return batch;
      },
      close: async () => undefined,
    };
  }
  const { database } = await openConfiguredDatabase(config);
  const built = await buildApp({ config, database, logger: false });
  return {
    listDue: () => listDueDocuments(built.context, built.signingServices, { includeGivenUp: true }),
    runBatch: () => built.runArchiveRenewalBatch({ includeGivenUp: true }),
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}
