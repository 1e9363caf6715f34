import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { benchPdf } from "./sign-at-level.ts";
import { buildsToMeasure, startTimed, type ServerBuild } from "./server-builds.ts";
import { BENCH_PASSWORD, median, percentile, printTable, registerUser, waitUntilQuiet, type RunningServer } from "./support.ts";

const ROUNDS = 7;
/** The least pause between a round's upload and its signature. */
const QUIET_MS = 2000;

/**
 * The whole `POST /v3/sign` of a request's last (here: only) signer on a `pageCount`-page
 * document: the signature, then the DSS and the document time-stamp (B-LTA) the call adds, as a
 * client sees it. The built server runs on PGlite; each round signs a fresh upload. With
 * BENCH_BASELINE_API the other build is measured in the same rounds.
 */
export async function benchLastSigner(pageCount = 5000): Promise<void> {
  const content = (await benchPdf(pageCount)).toString("base64");
  const builds = buildsToMeasure();
  const durations = new Map(builds.map((build) => [build.name, [] as number[]]));
  const failures = new Map<string, string>();
  // A baseline that cannot start or sign this document is reported as such; the others go on.
  const servers = await Promise.all(
    builds.map((build) =>
      startSigningServer(build).catch((error: unknown) => {
        failures.set(build.name, firstLineOf(error));
        return undefined;
      }),
    ),
  );
  try {
    for (let round = -1; round < ROUNDS; round += 1) {
      for (const [index, build] of builds.entries()) {
        const server = servers[index];
        if (!server) continue;
        if (failures.has(build.name)) continue;
        try {
          const ms = await timeLastSignature(server, content, pageCount, () => waitUntilQuiet(servers.flatMap((each) => (each ? [each.server] : []))));
          if (round >= 0) durations.get(build.name)?.push(ms);
        } catch (error) {
          failures.set(build.name, firstLineOf(error));
        }
      }
    }
  } finally {
    for (const server of servers) await server?.stop();
  }
  printTable(`The last signer's whole POST /v3/sign (signature, DSS, document time-stamp) on ${pageCount} pages, ${ROUNDS} rounds after one warm-up`, [
    ...builds.map((build) => {
      const values = durations.get(build.name) ?? [];
      const failure = failures.get(build.name);
      if (failure) return { build: build.name, pages: pageCount, "p50 ms": "failed", "p99 ms": failure.slice(0, 120) };
      return { build: build.name, pages: pageCount, "p50 ms": median(values).toFixed(0), "p99 ms": percentile(values, 0.99).toFixed(0) };
    }),
  ]);
}

interface SigningServer {
  server: RunningServer;
  url: string;
  token: string;
  email: string;
  stop(): Promise<void>;
}

async function startSigningServer(build: ServerBuild): Promise<SigningServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-last-signer-"));
  // A build from before the 5 000-page default still signs the bench's document.
  const { server } = await startTimed(build, dataDir, { RATE_LIMITS_ENABLED: "false", MAX_DOCUMENT_PAGES: "5000" });
  const email = `last-signer.${Date.now()}@example.ch`;
  await registerUser(server.url, email);
  const login = await fetch(`${server.url}/api/v1/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  return {
    server,
    url: server.url,
    token,
    email,
    stop: async () => {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Uploads, sends and initiates a one-signer request, waits, then times the signer's call. */
async function timeLastSignature(server: SigningServer, content: string, pageCount: number, quiet: () => Promise<void>): Promise<number> {
  const headers = { authorization: `Bearer ${server.token}`, "content-type": "application/json" };
  const call = async (route: string, body: unknown) => {
    const response = await fetch(`${server.url}/api${route}`, { method: "POST", headers, body: JSON.stringify(body) });
    if (response.status >= 300) throw new Error(`${route}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const upload = await call("/v3/documents", { title: `Bench ${pageCount} pages`, content });
  const documentId = (upload.documents as { id: string }[])[0]?.id;
  const created = await call("/v3/signature-requests", { title: "Bench last signer", quality: "ses", documents: [documentId], signatures: [{ account_email: server.email }] });
  await call(`/v3/signature-requests/${String(created.id)}/initiate`, {});
  // A signer signs long after the upload: the upload's own background work (page images,
  // mails) is over by then, on this server and the others measured beside it, and must not be
  // timed as part of the signature.
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  await quiet();
  const started = performance.now();
  const signed = await call("/v3/sign", { signatureRequests: [{ signatureRequestId: created.id }] });
  const elapsed = performance.now() - started;
  if (JSON.stringify(signed).indexOf("completed") < 0) throw new Error(`not completed: ${JSON.stringify(signed).slice(0, 300)}`);
  return elapsed;
}

/** A failure as one line of the table (a server's start-up error carries its whole log). */
function firstLineOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
}
