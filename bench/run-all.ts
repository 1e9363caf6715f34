import os from "node:os";
import { benchAccounts } from "./accounts.bench.ts";
import { benchBulkSend } from "./bulk-send.bench.ts";
import { benchBulkSendStatements } from "./bulk-send-statements.bench.ts";
import { benchBusinessActivity } from "./business-activity.bench.ts";
import { benchBusinessStatistics } from "./business-statistics.bench.ts";
import { benchFootprint } from "./footprint.bench.ts";
import { benchDocuments } from "./documents.bench.ts";
import { benchEmbeddedSigning } from "./embedded-signing.bench.ts";
import { benchPreview } from "./preview.bench.ts";
import { benchQuotaCheck } from "./quota-check.bench.ts";
import { benchRenewal } from "./renewal.bench.ts";
import { benchRequests } from "./requests.bench.ts";
import { benchSigning } from "./signing.bench.ts";
import { benchSigningLine } from "./signing-line.bench.ts";
import { benchStartup } from "./startup.bench.ts";
import { benchWebLogin } from "./web-login.bench.ts";
import { benchWebhookDelivery } from "./webhook-delivery.bench.ts";

/** Every benchmark by name, in the order `npm run bench` runs them. */
const BENCHMARKS: Record<string, () => Promise<void>> = {
  startup: () => benchStartup(),
  footprint: benchFootprint,
  accounts: benchAccounts,
  documents: benchDocuments,
  preview: benchPreview,
  requests: benchRequests,
  "business-activity": benchBusinessActivity,
  "business-statistics": benchBusinessStatistics,
  "quota-check": benchQuotaCheck,
  signing: benchSigning,
  "signing-line": benchSigningLine,
  renewal: benchRenewal,
  "bulk-send": benchBulkSend,
  "bulk-send-statements": benchBulkSendStatements,
  "web-login": () => benchWebLogin(),
  "embedded-signing": () => benchEmbeddedSigning(),
  "webhook-delivery": benchWebhookDelivery,
};

/** `npm run bench`: every benchmark in turn, each printing its figures; BENCH_ONLY=name,name runs those only. */
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim()).filter(Boolean);
const unknown = (only ?? []).filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) throw new Error(`BENCH_ONLY names no benchmark: ${unknown.join(", ")} (known: ${Object.keys(BENCHMARKS).join(", ")})`);
console.log(`Paraph benchmarks on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
for (const [name, run] of Object.entries(BENCHMARKS)) {
  if (!only || only.includes(name)) await run();
}
