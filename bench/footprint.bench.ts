import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { makeSimplePdf } from "../e2e/support/simple-pdf.ts";
import { buildsToMeasure, startTimed, type ServerBuild } from "./server-builds.ts";
import { percentile, printTable, registerAndLogIn, type RunningServer } from "./support.ts";

/**
 * Issue 19's figures for one build of the server: start-up to the first answer on an empty and on
 * an existing data folder, the resident set after start and a first page visit, and its peak while
 * signing at full rate over HTTP. BENCH_BASELINE_API=<another build's dist/main.js> measures that
 * build in the same rounds, one beside the other.
 */
const ROUNDS = Number(process.env.BENCH_FOOTPRINT_ROUNDS ?? 3);
const SIGNING_SECONDS = Number(process.env.BENCH_FOOTPRINT_SIGNING_SECONDS ?? 15);
/** The signing load would hit the per-account rate limits. */
const SERVER_ENV = { RATE_LIMITS_ENABLED: "false" };
/** Signers at once: enough to keep every signing thread busy. */
const SIGNERS = 4;

interface Round {
  emptyStartMs: number;
  existingStartMs: number;
  idleRssMb: number;
  signingPeakRssMb: number;
  signaturesPerSecond: number;
}

async function residentMb(server: RunningServer): Promise<number> {
  const status = await fs.readFile(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function postJson(url: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    body: body !== undefined ? JSON.stringify(body) : null,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as Record<string, unknown>;
}

/** One signer's loop: upload, request, initiate, sign, until the time is up; returns the signatures made. */
async function signBackToBack(baseUrl: string, token: string, email: string, until: number): Promise<number> {
  const content = makeSimplePdf("Footprint", 5).toString("base64");
  let signatures = 0;
  while (performance.now() < until) {
    const uploaded = await postJson(`${baseUrl}/api/v3/documents`, token, { title: "Footprint", content });
    const documentId = String((uploaded.documents as { id: string }[])[0]?.id);
    const created = await postJson(`${baseUrl}/api/v3/signature-requests`, token, {
      title: "Footprint",
      documents: [documentId],
      signatures: [{ account_email: email, document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 680, width: 220, height: 90 }] }],
    });
    await postJson(`${baseUrl}/api/v3/signature-requests/${String(created.id)}/initiate`, token);
    await postJson(`${baseUrl}/api/v3/sign`, token, { signatureRequests: [{ signatureRequestId: String(created.id) }] });
    signatures += 1;
  }
  return signatures;
}

async function signingLoad(server: RunningServer): Promise<{ peakRssMb: number; perSecond: number }> {
  const email = `footprint-${process.pid}@example.ch`;
  const token = await registerAndLogIn(server.url, email);
  let peakRssMb = await residentMb(server);
  const sampler = setInterval(() => void residentMb(server).then((now) => (peakRssMb = Math.max(peakRssMb, now))), 100);
  try {
    const until = performance.now() + SIGNING_SECONDS * 1000;
    const counts = await Promise.all(Array.from({ length: SIGNERS }, () => signBackToBack(server.url, token, email, until)));
    return { peakRssMb, perSecond: counts.reduce((sum, count) => sum + count, 0) / SIGNING_SECONDS };
  } finally {
    clearInterval(sampler);
  }
}

async function measureRound(build: ServerBuild): Promise<Round> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-footprint-"));
  try {
    const empty = await startTimed(build, dataDir, SERVER_ENV);
    // The first page visit: the web app's index (and the API call it starts with).
    await (await fetch(`${empty.server.url}/`)).text();
    await (await fetch(`${empty.server.url}/api/v1/datetime`)).text();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRssMb = await residentMb(empty.server);
    await empty.server.stop();

    const existing = await startTimed(build, dataDir, SERVER_ENV);
    try {
      const signing = await signingLoad(existing.server);
      return { emptyStartMs: empty.ms, existingStartMs: existing.ms, idleRssMb, signingPeakRssMb: signing.peakRssMb, signaturesPerSecond: signing.perSecond };
    } finally {
      await existing.server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const figure = (values: number[], digits = 0) => `${percentile(values, 0.5).toFixed(digits)} / ${percentile(values, 0.99).toFixed(digits)}`;

export async function benchFootprint(): Promise<void> {
  const builds = buildsToMeasure();
  const rounds = new Map<string, Round[]>(builds.map((build) => [build.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const build of builds) rounds.get(build.name)?.push(await measureRound(build));
  }
  printTable(`Footprint: ${ROUNDS} rounds, p50 / p99 (issue 19: idle ≤ 250 MB, signing ≤ 400 MB, start empty ≤ 1500 ms, existing ≤ 1000 ms)`, [
    ...builds.map((build) => {
      const measured = rounds.get(build.name) ?? [];
      const of = (pick: (round: Round) => number, digits = 0) => figure(measured.map(pick), digits);
      return {
        build: build.name,
        "start empty ms": of((round) => round.emptyStartMs),
        "start existing ms": of((round) => round.existingStartMs),
        "RSS idle MB": of((round) => round.idleRssMb),
        "RSS signing peak MB": of((round) => round.signingPeakRssMb),
        "signatures/s": of((round) => round.signaturesPerSecond, 1),
      };
    }),
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFootprint();
