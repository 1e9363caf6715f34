import { ManualClock } from "../apps/api/src/platform/clock.ts";
import type { PadesLevel } from "../apps/api/src/pdf-engine/pades/pades-signer.ts";
import { fullParsePdfRevisions, inProcessPdfRevisions } from "../apps/api/src/pdf-engine/pades/pdf-revisions.ts";
import { SigningServices } from "../apps/api/src/pdf-engine/signing-services.ts";
import { benchPdf, signerAtLevel } from "./sign-at-level.ts";

/**
 * One process of the throughput benchmark (signing-throughput.ts): opens the demo PKI the parent
 * made, warms up, says "ready", and on "go" signs back to back for the given seconds, then reports
 * how many signatures it finished. A fifth argument `full-parse` signs the way Paraph did before
 * the incremental writer (pdf-lib loading the whole document).
 */
const [dataDir = "", pageCount = "10", level = "B-LTA", seconds = "10", writer = "incremental"] = process.argv.slice(2);
const clock = new ManualClock();
const services = await SigningServices.open(dataDir, clock);
const revisions = writer === "full-parse" ? fullParsePdfRevisions : inProcessPdfRevisions;
const signAt = await signerAtLevel(services, clock, await benchPdf(Number(pageCount)), revisions);
for (let warmUp = 0; warmUp < 5; warmUp += 1) await signAt(level as PadesLevel);
process.once("message", async () => {
  const until = performance.now() + Number(seconds) * 1000;
  let signatures = 0;
  while (performance.now() < until) {
    await signAt(level as PadesLevel);
    signatures += 1;
  }
  process.send?.({ signatures }, () => process.exit(0));
});
process.send?.("ready");
