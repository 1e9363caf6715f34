import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { makeSimplePdf } from "../e2e/support/simple-pdf.ts";
import { findFreePort } from "../e2e/support/server.ts";
import { median, percentile, printTable, registerAndLogIn, startServer, waitUntilQuiet, withScratchDatabase, type RunningServer } from "./support.ts";

/**
 * Issue 30: fifty signers of one request press Sign at once, and the same fifty sign one after
 * another, on one embedded server and on three replicas sharing PostgreSQL (TEST_DATABASE_URL;
 * skipped without it). Per signer, the time from the press to the answer that their signature is
 * in; and the time until the last signer's answer. Signers of one document are served one after
 * another in its line (docs/signing.md, "The order of signatures on one document"), so "at once"
 * is the line's cost beside the same signatures made in turn.
 */
/** BENCH_LINE_SIGNERS sets another count (the probe: 20). */
const SIGNERS = Number(process.env.BENCH_LINE_SIGNERS ?? 50);
/** BENCH_LINE_REPLICAS sets how many replicas share PostgreSQL (the probe: 2). */
const REPLICAS = Number(process.env.BENCH_LINE_REPLICAS ?? 3);

interface Setup {
  label: string;
  servers: RunningServer[];
}

interface Signer {
  token: string;
  email: string;
  /** The replica this signer's calls go to. */
  url: string;
}

export async function benchSigningLine(): Promise<void> {
  const rows: Record<string, string | number>[] = [];
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-line-"));
  try {
    // A hundred sign-ups from one address: the per-address limits would refuse most of them.
    const embedded = await startServer({ dataDir: path.join(workDir, "embedded"), env: { RATE_LIMITS_ENABLED: "false" } });
    try {
      rows.push(...(await measureSetup({ label: "1 process (PGlite)", servers: [embedded] })));
    } finally {
      await embedded.stop();
    }
    const databaseServer = process.env.TEST_DATABASE_URL;
    if (databaseServer) {
      await withScratchDatabase(databaseServer, "paraph_bench_line", async (databaseUrl) => {
        const dataDir = path.join(workDir, "replicas");
        const env = { APP_MODE: "staging", DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: "4", RATE_LIMITS_ENABLED: "false", SIGNING_THREADS: "1", RENDER_THREADS: "1" };
        const ports = await Promise.all(Array.from({ length: REPLICAS }, () => findFreePort()));
        // The first makes the demo PKI in the shared folder (and shares the local blob store); the others start on it.
        const servers = [await startServer({ dataDir, env: { ...env, PORT: String(ports[0]) } })];
        servers.push(...(await Promise.all(ports.slice(1).map((port) => startServer({ dataDir, env: { ...env, PORT: String(port) } })))));
        try {
          rows.push(...(await measureSetup({ label: `${REPLICAS} replicas (PostgreSQL)`, servers })));
        } finally {
          await Promise.all(servers.map((server) => server.stop()));
        }
      });
    } else {
      console.log("signing-line: TEST_DATABASE_URL unset, three replicas not measured");
    }
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
  printTable(`${SIGNERS} signers of one request (1 page, B-T signatures, B-LTA at completion): press to signed per signer, and until the last is signed`, rows);
}

/** Both ways of signing on one setup: first one after another, then everyone at once, each on a request of its own. */
async function measureSetup(setup: Setup): Promise<Record<string, string | number>[]> {
  const urls = setup.servers.map((server) => server.url);
  const first = urls[0] ?? "";
  const ownerToken = await registerAndLogIn(first, `owner-${Date.now()}@bench.example.ch`);
  const signers: Signer[] = [];
  for (let start = 0; start < SIGNERS; start += 5) {
    const emails = Array.from({ length: Math.min(5, SIGNERS - start) }, (_, offset) => `signer-${start + offset}-${Date.now()}@bench.example.ch`);
    const tokens = await Promise.all(emails.map((email) => registerAndLogIn(first, email)));
    emails.forEach((email, offset) => signers.push({ email, token: tokens[offset] ?? "", url: urls[(start + offset) % urls.length] ?? first }));
  }
  const rows: Record<string, string | number>[] = [];
  for (const mode of ["one after another", "all at once"] as const) {
    const requestId = await openRequest(first, ownerToken, signers);
    await waitUntilQuiet(setup.servers);
    const started = performance.now();
    const perSigner =
      mode === "all at once"
        ? await Promise.all(signers.map((signer) => timeSignature(signer, requestId)))
        : await signersInTurn(signers, requestId);
    const totalMs = performance.now() - started;
    rows.push({
      setup: setup.label,
      signing: mode,
      "p50 ms": median(perSigner).toFixed(0),
      "p99 ms": percentile(perSigner, 0.99).toFixed(0),
      "total s": (totalMs / 1000).toFixed(2),
      "per second": (SIGNERS / (totalMs / 1000)).toFixed(1),
    });
  }
  return rows;
}

async function signersInTurn(signers: Signer[], requestId: string): Promise<number[]> {
  const durations: number[] = [];
  for (const signer of signers) durations.push(await timeSignature(signer, requestId));
  return durations;
}

/** One signer's POST /v3/sign from the press to the answer; anything but 200 fails the benchmark. */
async function timeSignature(signer: Signer, requestId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${signer.url}/api/v3/sign`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${signer.token}` },
    body: JSON.stringify({ signatureRequests: [{ signatureRequestId: requestId }] }),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${signer.email} was not signed: ${response.status} ${body.slice(0, 200)}`);
  return performance.now() - started;
}

/** A sent request of a one-page document to every signer. */
async function openRequest(url: string, ownerToken: string, signers: Signer[]): Promise<string> {
  const call = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${url}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${ownerToken}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    if (response.status >= 300) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
    return answer;
  };
  const uploaded = await call("POST", "/v3/documents", { title: "Board resolution", content: makeSimplePdf("Board resolution", 1).toString("base64") });
  const documentId = String((uploaded.documents as { id: string }[])[0]?.id);
  const created = await call("POST", "/v3/signature-requests", { title: "Board resolution", documents: [documentId], signatures: signers.map((signer) => ({ account_email: signer.email })) });
  await call("POST", `/v3/signature-requests/${String(created.id)}/initiate`);
  return String(created.id);
}
