import os from "node:os";
import { benchAccounts } from "./accounts.bench.ts";
import { benchBusinessActivity } from "./business-activity.bench.ts";
import { benchBusinessStatistics } from "./business-statistics.bench.ts";
import { benchFootprint } from "./footprint.bench.ts";
import { benchDocuments } from "./documents.bench.ts";
import { benchPreview } from "./preview.bench.ts";
import { benchQuotaCheck } from "./quota-check.bench.ts";
import { benchRequests } from "./requests.bench.ts";
import { benchSigning } from "./signing.bench.ts";
import { benchStartup } from "./startup.bench.ts";
import { benchWebLogin } from "./web-login.bench.ts";
import { benchWebhookDelivery } from "./webhook-delivery.bench.ts";

/** `npm run bench`: every benchmark in turn, each printing its figures. */
console.log(`Paraph benchmarks on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
await benchStartup();
await benchFootprint();
await benchAccounts();
await benchDocuments();
await benchPreview();
await benchRequests();
await benchBusinessActivity();
await benchBusinessStatistics();
await benchQuotaCheck();
await benchSigning();
await benchWebLogin();
await benchWebhookDelivery();
