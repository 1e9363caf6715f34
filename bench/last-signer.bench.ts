import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { benchPdf } from "./sign-at-level.ts";
import { BENCH_PASSWORD, median, percentile, printTable, registerUser, startServer } from "./support.ts";

const ROUNDS = 5;

/**
 * The whole `POST /v3/sign` of a request's last (here: only) signer on a `pageCount`-page
 * document: the signature, then the DSS and the document time-stamp (B-LTA) the call adds, as a
 * client sees it. The server runs from source on PGlite; each round signs a fresh upload.
 */
export async function benchLastSigner(pageCount = 5000): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-bench-last-signer-"));
  const repositoryRoot = path.resolve(import.meta.dirname, "..");
  const server = await startServer({
    dataDir,
    env: { RATE_LIMITS_ENABLED: "false" },
    launch: {
      args: ["--import", "tsx", path.join(repositoryRoot, "apps/api/src/main.ts")],
      cwd: repositoryRoot,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMITS_ENABLED: "false" },
    },
  });
  try {
    const email = `last-signer.${Date.now()}@example.ch`;
    await registerUser(server.url, email);
    const login = await fetch(`${server.url}/api/v1/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: BENCH_PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const call = async (route: string, body: unknown) => {
      const response = await fetch(`${server.url}/api${route}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (response.status >= 300) throw new Error(`${route}: ${response.status} ${(await response.text()).slice(0, 300)}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const content = (await benchPdf(pageCount)).toString("base64");
    const durations: number[] = [];
    for (let round = -1; round < ROUNDS; round += 1) {
      const upload = await call("/v3/documents", { title: `Bench ${pageCount} pages`, content });
      const documentId = (upload.documents as { id: string }[])[0]?.id;
      const created = await call("/v3/signature-requests", { title: "Bench last signer", quality: "ses", documents: [documentId], signatures: [{ account_email: email }] });
      await call(`/v3/signature-requests/${String(created.id)}/initiate`, {});
      const started = performance.now();
      const signed = await call("/v3/sign", { signatureRequests: [{ signatureRequestId: created.id }] });
      if (round >= 0) durations.push(performance.now() - started);
      if (JSON.stringify(signed).indexOf("completed") < 0) throw new Error(`not completed: ${JSON.stringify(signed).slice(0, 300)}`);
    }
    printTable(`The last signer's whole POST /v3/sign (signature, DSS, document time-stamp) on ${pageCount} pages, ${ROUNDS} rounds after one warm-up`, [
      { pages: pageCount, "p50 ms": median(durations).toFixed(0), "p99 ms": percentile(durations, 0.99).toFixed(0) },
    ]);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
