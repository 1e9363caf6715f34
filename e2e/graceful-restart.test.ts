import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../apps/api/src/platform/db/database.ts";
import { runPdfsig } from "../apps/api/src/test-support/validators.ts";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { findFreePort, startServer, type RunningServer } from "./support/server.ts";
import { expectValidSignatures, prepareSignatureValidators, type SignatureValidators } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * SIGTERM while several signers sign at once: the server stops taking requests, finishes those
 * in flight and exits 0; restarted on the same data folder, every signature it acknowledged (2xx)
 * is in the signed PDF and valid, and every mail it had queued is delivered. Nothing is lost.
 */
const SIGNERS = 5;
const REQUESTS = 3;
/** When the SIGTERM goes out, counted from the first signing call. */
const SIGTERM_AFTER_MS = 1200;

interface OutboxEntry {
  id: string;
  status: string;
}

let server: RunningServer;
let port: number;
let validators: SignatureValidators;
let ownerToken: string;
const signers: { email: string; name: string; token: string }[] = [];
const timings: Record<string, number> = {};

async function listOutbox(): Promise<OutboxEntry[]> {
  const response = await fetch(`${server.url}/api/dev/mail?limit=500`);
  return ((await response.json()) as { mails: OutboxEntry[] }).mails;
}

async function signOnce(signerToken: string, requestId: string): Promise<number> {
  try {
    const response = await fetch(`${server.url}/api/v3/sign`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${signerToken}` },
      body: JSON.stringify({ signatureRequests: [{ signatureRequestId: requestId }] }),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    // Refused or cut off: not acknowledged.
    return 0;
  }
}

const start = (dataDir?: string) =>
  startServer({ ...(dataDir ? { dataDir } : {}), env: { PORT: String(port), SHUTDOWN_TIMEOUT_MS: "30000", JOB_WORKERS: "1" } });

beforeAll(async () => {
  port = await findFreePort();
  server = await start();
  validators = await prepareSignatureValidators(server.url);
  ownerToken = await signUpThroughApi(server.url, "restart.owner@example.com", { firstName: "Olga", lastName: "Owner" });
  for (let index = 0; index < SIGNERS; index += 1) {
    const email = `restart.signer${index}@example.com`;
    const token = await signUpThroughApi(server.url, email, { firstName: "Signer", lastName: `Number${index}` });
    signers.push({ email, name: `Signer Number${index}`, token });
  }
}, 120_000);

afterAll(async () => {
  await validators?.dispose();
  await server?.stop();
});

describe("a graceful restart under load", () => {
  it("keeps every acknowledged signature and delivers every queued mail", async () => {
    const requestIds: string[] = [];
    const documentIds: string[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const content = makeSimplePdf(`Restart test ${index}`, 60).toString("base64");
      const uploaded = await callApi(server.url, "POST", "/v3/documents", { token: ownerToken, body: { title: `Restart ${index}`, content } });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
      const created = await callApi(server.url, "POST", "/v3/signature-requests", {
        token: ownerToken,
        body: {
          title: `Restart ${index}`,
          signing_order: "parallel",
          documents: [documentId],
          signatures: signers.map((signer, position) => ({
            account_email: signer.email,
            document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 40 + position * 110, width: 200, height: 90 }],
          })),
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const requestId = String(created.body.id);
      expect((await callApi(server.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token: ownerToken })).status).toBe(200);
      requestIds.push(requestId);
      documentIds.push(documentId);
    }

    const extraDocument = await callApi(server.url, "POST", "/v3/documents", { token: ownerToken, body: { title: "Extra", content: makeSimplePdf("Extra", 10).toString("base64") } });
    const extra = await callApi(server.url, "POST", "/v3/signature-requests", {
      token: ownerToken,
      body: { title: "Sent just before the SIGTERM", documents: [(extraDocument.body.documents as { id: string }[])[0]?.id], signatures: signers.map((signer) => ({ account_email: signer.email })) },
    });
    expect(extra.status, JSON.stringify(extra.body)).toBe(201);
    const extraRequestId = String(extra.body.id);

    // Every signer works through the requests, all signers at once; SIGTERM lands in the middle.
    const acknowledged = new Set<string>();
    const began = Date.now();
    const signing = Promise.all(
      signers.map(async (signer) => {
        for (const requestId of requestIds) {
          const status = await signOnce(signer.token, requestId);
          if (status >= 200 && status < 300) acknowledged.add(`${signer.email} ${requestId}`);
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, SIGTERM_AFTER_MS));
    // One more request sent just before the signal: its invitations are mails still queued.
    expect((await callApi(server.url, "POST", `/v3/signature-requests/${extraRequestId}/initiate`, { token: ownerToken })).status).toBe(200);
    const queuedBeforeSigterm = await listOutbox();
    const stopping = Date.now();
    const exitCode = await server.stop("SIGTERM");
    timings.shutdownMs = Date.now() - stopping;
    await signing;
    expect(exitCode, server.output()).toBe(0);
    expect(server.output()).toContain("Paraph stopped.");
    timings.acknowledgedBeforeRestart = acknowledged.size;

    // What the stopped server left in its database: no job still marked running (each finished
    // or was handed back), and the mails it had not sent yet still queued.
    const stopped = await openDatabase({ kind: "pglite", dataDir: path.join(server.dataDir, "pg") });
    try {
      const running = await sql<{ count: number }>`SELECT count(*)::int AS count FROM jobs WHERE status = 'running'`.execute(stopped.db);
      expect(running.rows[0]?.count).toBe(0);
      const queued = await sql<{ count: number }>`SELECT count(*)::int AS count FROM mails WHERE status = 'queued'`.execute(stopped.db);
      timings.mailsQueuedAtExit = queued.rows[0]?.count ?? 0;
    } finally {
      await stopped.close();
    }

    const restarting = Date.now();
    server = await start(server.dataDir);
    timings.restartMs = Date.now() - restarting;

    // Every acknowledged signature is there; the rest sign now, and every request completes.
    for (const requestId of requestIds) {
      const view = await callApi(server.url, "GET", `/v3/signature-requests/${requestId}`, { token: ownerToken });
      const statuses = new Map((view.body.signers as { email: string; status: string }[]).map((entry) => [entry.email, entry.status]));
      for (const signer of signers) {
        if (acknowledged.has(`${signer.email} ${requestId}`)) expect(statuses.get(signer.email), `${signer.email} on ${requestId}`).toBe("signed");
        if (statuses.get(signer.email) !== "signed") expect(await signOnce(signer.token, requestId)).toBe(200);
      }
      const completed = await callApi(server.url, "GET", `/v3/signature-requests/${requestId}`, { token: ownerToken });
      expect(completed.body.status).toBe("completed");
    }

    // Each final PDF carries exactly one valid signature per signer, and is sound.
    for (const documentId of documentIds) {
      const response = await fetch(`${server.url}/api/v3/documents/${documentId}/download?signed=true`, { headers: { authorization: `Bearer ${ownerToken}` } });
      expect(response.status).toBe(200);
      const pdf = Buffer.from(await response.arrayBuffer());
      // pdfsig, OpenSSL (CMS over the covered bytes) and qpdf, with the signers in the PDF's order.
      const inPdfOrder = (await runPdfsig(pdf, validators.trustStore)).filter((entry) => entry.type === "ETSI.CAdES.detached").map((entry) => entry.commonName);
      expect([...inPdfOrder].sort()).toEqual(signers.map((signer) => signer.name).sort());
      await expectValidSignatures(pdf, validators, inPdfOrder);
    }

    // Every mail queued before the SIGTERM (and since) is delivered.
    let undelivered: OutboxEntry[] = [];
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const mails = await listOutbox();
      undelivered = mails.filter((mail) => mail.status !== "sent");
      const known = new Set(mails.map((mail) => mail.id));
      expect(queuedBeforeSigterm.filter((mail) => !known.has(mail.id))).toEqual([]);
      if (undelivered.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(undelivered).toEqual([]);
    timings.mailsQueuedBeforeSigterm = queuedBeforeSigterm.length;
    timings.totalMs = Date.now() - began;
    console.log(`graceful restart: ${JSON.stringify(timings)}`);
    expect(timings.acknowledgedBeforeRestart).toBeGreaterThan(0);
  }, 180_000);
});
