import forge from "node-forge";
import { SignPdf } from "@signpdf/signpdf";
import { P12Signer } from "@signpdf/signer-p12";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { ManualClock } from "../apps/api/src/platform/clock.ts";
import { SigningServices } from "../apps/api/src/signing/signing-services.ts";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { benchPdf, signerAtLevel } from "./sign-at-level.ts";
import { signaturesPerSecond } from "./signing-throughput.ts";
import { median, percentile, printTable } from "./support.ts";
import { timeRuns } from "./statistics.ts";

const RUNS = 30;

/** A self-signed RSA 2048 PKCS#12 for the baseline signer, made with node-forge. */
function baselineP12(): Buffer {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = "01";
  certificate.validity.notBefore = new Date();
  certificate.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const attributes = [{ name: "commonName", value: "Baseline Signer" }];
  certificate.setSubject(attributes);
  certificate.setIssuer(attributes);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [certificate], "", { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}

function measure(work: () => Promise<unknown>): Promise<number[]> {
  return timeRuns(work, RUNS, 3);
}

export async function benchSigning(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-signing-"));
  const clock = new ManualClock();
  const services = await SigningServices.open(dataDir, clock);
  const p12 = baselineP12();
  const rows: Record<string, string | number>[] = [];
  for (const pageCount of [10, 100]) {
    const pdf = await benchPdf(pageCount);
    const signAt = await signerAtLevel(services, clock, pdf);
    for (const level of ["B-B", "B-T", "B-LT", "B-LTA"] as const) {
      const durations = await measure(() => signAt(level));
      rows.push({ signer: `Paraph ${level}`, pages: pageCount, "p50 ms": median(durations).toFixed(1), "p95 ms": percentile(durations, 0.95).toFixed(1), "per second (1 core)": (1000 / median(durations)).toFixed(1) });
    }
    const baseline = await measure(async () => {
      const withPlaceholder = plainAddPlaceholder({ pdfBuffer: pdf, reason: "Bench", contactInfo: "", name: "Baseline", location: "" });
      return new SignPdf().sign(withPlaceholder, new P12Signer(p12));
    });
    rows.push({ signer: "@signpdf + node-forge (adbe.pkcs7.detached, RSA, no time-stamp)", pages: pageCount, "p50 ms": median(baseline).toFixed(1), "p95 ms": percentile(baseline, 0.95).toFixed(1), "per second (1 core)": (1000 / median(baseline)).toFixed(1) });
  }
  const throughput: Record<string, string | number>[] = [];
  for (const level of ["B-T", "B-LTA"] as const) {
    const one = await signaturesPerSecond({ processes: 1, dataDir, pageCount: 10, level, seconds: 10 });
    const two = await signaturesPerSecond({ processes: 2, dataDir, pageCount: 10, level, seconds: 10 });
    throughput.push({ level, pages: 10, "1 process, per second": one.toFixed(1), "2 processes, per second": two.toFixed(1) });
  }
  printTable(`Signing latency, ${RUNS} runs after 3 warm-up runs (B-LT: signature + DSS with certificates, OCSP and CRLs; B-LTA: and the document time-stamp)`, rows);
  printTable(`Signing throughput on ${os.cpus().length} cores: processes signing back to back for 10 s each, after 5 warm-up signatures`, throughput);
  await fs.rm(dataDir, { recursive: true, force: true });
}
