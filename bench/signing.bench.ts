import { PDFDocument } from "@cantoo/pdf-lib";
import forge from "node-forge";
import { SignPdf } from "@signpdf/signpdf";
import { P12Signer } from "@signpdf/signer-p12";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { ManualClock } from "../apps/api/src/platform/clock.ts";
import { appendDss, findSignatureContents } from "../apps/api/src/signing/pades/dss.ts";
import { extendToLongTerm } from "../apps/api/src/signing/pades/long-term.ts";
import { signPdf, type PadesLevel } from "../apps/api/src/signing/pades/pades-signer.ts";
import { SigningServices } from "../apps/api/src/signing/signing-services.ts";
import { generateTextPdf } from "../apps/api/src/test-support/pdf-corpus.ts";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { median, printTable } from "./support.ts";

const RUNS = 30;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

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

async function measure(work: () => Promise<unknown>): Promise<number[]> {
  for (let warmUp = 0; warmUp < 3; warmUp += 1) await work();
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  return durations;
}

export async function benchSigning(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-signing-"));
  const clock = new ManualClock();
  const services = await SigningServices.open(dataDir, clock);
  const p12 = baselineP12();
  const rows: Record<string, string | number>[] = [];
  for (const pageCount of [10, 100]) {
    // A classic cross-reference table: the baseline's placeholder code cannot read xref streams.
    const pdf = Buffer.from(await (await PDFDocument.load(await generateTextPdf({ pageCount }))).save({ useObjectStreams: false }));
    const signer = await services.issueSignerCertificate({ name: "Bench Signer", email: "bench@example.ch" }, "http://127.0.0.1");
    const signAt = (level: PadesLevel) => async () => {
      const signed = await signPdf(pdf, {
        signer,
        chain: services.chain,
        timeStampAuthority: services.timeStampAuthority,
        level: level === "B-B" ? "B-B" : "B-T",
        fieldName: "Signature",
        placement: { pageIndex: 0, rect: { x: 40, y: 40, width: 200, height: 80 } },
        name: "Bench Signer",
        signingTime: clock.now(),
      });
      if (level === "B-LT") {
        const [signature] = findSignatureContents(signed);
        return appendDss(signed, signature ? [{ signatureContents: signature.contents, certificates: [], ocspResponses: [], crls: [] }] : []);
      }
      if (level === "B-LTA") return extendToLongTerm(signed, services, "Archive", clock.now());
      return signed;
    };
    for (const level of ["B-B", "B-T", "B-LT", "B-LTA"] as const) {
      const durations = await measure(signAt(level));
      rows.push({ signer: `Paraph ${level}`, pages: pageCount, "p50 ms": median(durations).toFixed(1), "p95 ms": percentile(durations, 0.95).toFixed(1), "per second (1 core)": (1000 / median(durations)).toFixed(1) });
    }
    const baseline = await measure(async () => {
      const withPlaceholder = plainAddPlaceholder({ pdfBuffer: pdf, reason: "Bench", contactInfo: "", name: "Baseline", location: "" });
      return new SignPdf().sign(withPlaceholder, new P12Signer(p12));
    });
    rows.push({ signer: "@signpdf + node-forge (adbe.pkcs7.detached, RSA, no time-stamp)", pages: pageCount, "p50 ms": median(baseline).toFixed(1), "p95 ms": percentile(baseline, 0.95).toFixed(1), "per second (1 core)": (1000 / median(baseline)).toFixed(1) });
  }
  printTable(`Signing latency, ${RUNS} runs after 3 warm-up runs (B-LT here: DSS step only; B-LTA: DSS with OCSP + document time-stamp)`, rows);
  await fs.rm(dataDir, { recursive: true, force: true });
}
