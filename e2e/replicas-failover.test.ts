import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createWebhook, WEBHOOK_EVENT_TYPES } from "@paraph/contracts";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./support/round-robin-proxy.ts";
import { withScratchDatabase } from "./support/scratch-database.ts";
import { findFreePort, startServer, type RunningServer } from "./support/server.ts";
import { expectValidSignatures, prepareSignatureValidators, type SignatureValidators } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * Three replicas of the built server share one PostgreSQL database and one S3 bucket behind a
 * round-robin proxy; 50 signers (10 requests × 5) sign across them, and one replica is killed
 * with SIGKILL in the middle. Every acknowledged signature must be in the final, valid PDF, every
 * request must complete once, and no job may have a visible effect twice: each mail and each
 * webhook event arrives once, except a delivery the kill interrupted, which arrives again under
 * the same Message-ID / event id (at least once, as docs/webhooks.md promises).
 *
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (always in CI), like the other
 * PostgreSQL suites.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const REQUESTS = 10;
const SIGNERS_PER_REQUEST = 5;
const KILL_AFTER_ACKNOWLEDGED = 20;

interface Signer {
  email: string;
  name: string;
  token: string;
  requestId: string;
}

interface Delivery {
  messageId: string;
  to: string;
}

let workDir: string;
let s3: S3rver;
let smtp: SMTPServer;
let webhookReceiver: http.Server;
let proxy: RoundRobinProxy;
let database: pg.Pool;
const replicas: RunningServer[] = [];
/** Each replica's own address (the proxy's targets), in the order of `replicas`. */
const replicaUrls: string[] = [];
const smtpDeliveries: Delivery[] = [];
const webhookBodies: { id: string; type: string; requestId: string | undefined }[] = [];
let validators: SignatureValidators | undefined;

async function startSinks(): Promise<{ s3Port: number; smtpPort: number; webhookUrl: string }> {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-replicas-"));
  s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(workDir, "s3"), configureBuckets: [{ name: "paraph-replicas", configs: [] }] });
  const { port: s3Port } = await s3.run();

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const headers = Buffer.concat(chunks).toString("utf8").split(/\r?\n\r?\n/)[0] ?? "";
        const messageId = /^Message-ID:\s*(\S+)/im.exec(headers)?.[1] ?? "";
        for (const recipient of session.envelope.rcptTo) smtpDeliveries.push({ messageId, to: recipient.address });
        callback();
      });
    },
  });
  // A replica killed mid-conversation resets its connection: that mail was not accepted.
  smtp.on("error", () => {});
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  webhookReceiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("error", () => {}); // a delivery cut off by the kill: not received
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id: string; type: string; data: { signatureRequest?: { id: string } } };
      webhookBodies.push({ id: body.id, type: body.type, requestId: body.data.signatureRequest?.id });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => webhookReceiver.listen(0, "127.0.0.1", resolve));
  return { s3Port, smtpPort, webhookUrl: `http://127.0.0.1:${(webhookReceiver.address() as AddressInfo).port}/paraph-events` };
}

/** The confirmation link of the newest mail to an address, read from the shared database (mails go out by SMTP here). */
async function confirmationLinks(email: string): Promise<string[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const row = (await database.query<{ text_body: string }>("SELECT text_body FROM mails WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1", [email])).rows[0];
    if (row) return [...row.text_body.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail reached ${email}`);
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)))));
  }
  return results;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

async function waitUntil(what: string, isDone: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!serverUrl)("three replicas behind a load balancer, one killed mid-way", () => {
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let databaseUrl = "";

  beforeAll(async () => {
    // The scratch database lives until afterAll lets withScratchDatabase drop it.
    const ready = new Promise<void>((resolve, reject) => {
      void withScratchDatabase(serverUrl ?? "", "paraph_e2e_replicas", async (url) => {
        databaseUrl = url;
        resolve();
        await finished;
      }).catch(reject);
    });
    await ready;
    database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const { s3Port, smtpPort, webhookUrl } = await startSinks();
    proxy = await startRoundRobinProxy();
    const dataDir = path.join(workDir, "data");
    const env = {
      APP_MODE: "staging",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "4",
      PUBLIC_URL: proxy.url,
      S3_BUCKET: "paraph-replicas",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: "eu-central-2",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      WEBHOOKS_ALLOWED_HOSTS: "127.0.0.1",
      // Fifty sign-ups from one address; the limits themselves are counted in the database.
      RATE_LIMITS_ENABLED: "false",
      JOB_WORKERS: "2",
      JOB_LEASE_MS: "5000",
      SIGNING_THREADS: "1",
      RENDER_THREADS: "1",
    };
    // The first replica makes the demo PKI in the shared data folder (as a shared volume would
    // hold it); the other two start on it together.
    const ports = [await findFreePort(), await findFreePort(), await findFreePort()];
    replicas.push(await startServer({ dataDir, env: { ...env, PORT: String(ports[0]) } }));
    replicas.push(...(await Promise.all(ports.slice(1).map((port) => startServer({ dataDir, env: { ...env, PORT: String(port) } })))));
    replicaUrls.push(...ports.map((port) => `http://127.0.0.1:${port}`));
    for (const url of replicaUrls) proxy.add(url);
    validators = await prepareSignatureValidators(proxy.url);

    const ownerToken = await signUpThroughApi(proxy.url, "owner@replicas.example.ch", { firstName: "Olga", lastName: "Owner" }, confirmationLinks);
    const business = await callApi(proxy.url, createBusiness.method, createBusiness.path, {
      token: ownerToken,
      body: { name: "Replicas AG", email: "office@replicas.example.ch", gtc_accepted: true, dpa_accepted: true },
    });
    expect(business.status, JSON.stringify(business.body)).toBe(201);
    const webhook = await callApi(proxy.url, createWebhook.method, createWebhook.path.replace(":id", String(business.body.id)), {
      token: ownerToken,
      body: { url: webhookUrl, events: [...WEBHOOK_EVENT_TYPES] },
    });
    expect(webhook.status, JSON.stringify(webhook.body)).toBe(201);
    ownerTokenForTest = ownerToken;
  }, 240_000);

  let ownerTokenForTest = "";

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await validators?.dispose();
    await proxy?.close();
    await database?.end();
    finish();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => (webhookReceiver ? webhookReceiver.close(() => resolve()) : resolve()));
    await s3?.close();
    if (workDir) await fs.rm(workDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged signature, completes every request once and repeats no mail or webhook", async () => {
    const token = ownerTokenForTest;
    const signers: Signer[] = [];
    const requestIds: string[] = [];
    const documentIds: string[] = [];
    const people = Array.from({ length: REQUESTS * SIGNERS_PER_REQUEST }, (_, index) => ({
      email: `signer${String(index).padStart(2, "0")}@replicas.example.ch`,
      firstName: "Signer",
      lastName: `Number${String(index).padStart(2, "0")}`,
    }));
    const tokens = await inBatches(people, 5, (person) => signUpThroughApi(proxy.url, person.email, person, confirmationLinks));

    for (let request = 0; request < REQUESTS; request += 1) {
      const uploaded = await callApi(proxy.url, "POST", "/v3/documents", { token, body: { title: `Replicas ${request}`, content: makeSimplePdf(`Replicas ${request}`, 60).toString("base64") } });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
      const mine = people.slice(request * SIGNERS_PER_REQUEST, (request + 1) * SIGNERS_PER_REQUEST);
      const created = await callApi(proxy.url, "POST", "/v3/signature-requests", {
        token,
        body: {
          title: `Replicas ${request}`,
          documents: [documentId],
          signatures: mine.map((person, index) => ({
            account_email: person.email,
            document_signatures: [{ document_id: documentId, page: 1, x: 40, y: 60 + index * 110, width: 200, height: 90 }],
          })),
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const requestId = String(created.body.id);
      expect((await callApi(proxy.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token })).status).toBe(200);
      requestIds.push(requestId);
      documentIds.push(documentId);
      mine.forEach((person, index) => {
        signers.push({ email: person.email, name: `${person.firstName} ${person.lastName}`, token: tokens[request * SIGNERS_PER_REQUEST + index] ?? "", requestId });
      });
    }

    // Signing: every signer at once, in waves of ten; the first unlucky answers meet the kill.
    const acknowledged = new Set<string>();
    const signedAfterLostAnswer = new Set<string>();
    let retries = 0;
    const retryReasons: Record<string, number> = {};
    let killedAt: number | undefined;
    const victim = replicas[1] as RunningServer;
    const victimUrl = replicaUrls[1] as string;
    const started = performance.now();
    // The kill: once 20 signatures are acknowledged, while the victim is in the middle of
    // answering (a signature, most likely: nearly all traffic now is signing).
    const killer = (async () => {
      while (acknowledged.size < KILL_AFTER_ACKNOWLEDGED || proxy.inFlight(victimUrl) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      // Into the signature (a signature takes about a second here), not at its first byte.
      await new Promise((resolve) => setTimeout(resolve, 300));
      killedAt = acknowledged.size;
      await victim.stop("SIGKILL");
    })();
    // As a careful client would: one Idempotency-Key per signature, kept for retries of a lost
    // answer (a claim the killed replica held frees after the claim lease, 30 s), a new one after
    // an answer that refused (a signing conflict is a final answer for its key).
    const signUntilAcknowledged = async (signer: Signer) => {
      let key = crypto.randomUUID();
      for (let attempt = 0; attempt < 80; attempt += 1) {
        if (attempt > 0) retries += 1;
        const answer = await callApi(proxy.url, "POST", "/v3/sign", {
          token: signer.token,
          headers: { "idempotency-key": key },
          body: { signatureRequests: [{ signatureRequestId: signer.requestId }] },
        }).catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
        if (answer.status === 200) {
          acknowledged.add(signer.email);
          return;
        }
        const reason = `${answer.status} ${String(answer.body.code ?? "")}`.trim();
        retryReasons[reason] = (retryReasons[reason] ?? 0) + 1;
        // An attempt whose answer was lost may have signed: the signer is then no longer active.
        if (answer.status === 409 && answer.body.code === "signer_not_active") {
          const view = await callApi(proxy.url, "GET", `/v3/signature-requests/${signer.requestId}`, { token: signer.token });
          const me = (view.body.signers as { email: string; status: string }[]).find((entry) => entry.email === signer.email);
          if (me?.status === "signed") {
            signedAfterLostAnswer.add(signer.email);
            return;
          }
        }
        expect([0, 409, 502, 503], JSON.stringify(answer.body)).toContain(answer.status);
        if (answer.status === 409 && answer.body.code !== "idempotency_key_in_progress") key = crypto.randomUUID();
        await new Promise((resolve) => setTimeout(resolve, answer.body.code === "idempotency_key_in_progress" ? 1000 : 200));
      }
      throw new Error(`${signer.email} could not sign`);
    };
    await inBatches(signers, 10, signUntilAcknowledged);
    await killer;
    expect(killedAt).toBeDefined();
    expect(acknowledged.size + signedAfterLostAnswer.size).toBe(signers.length);
    expect(victim.process.exitCode ?? victim.process.signalCode).toBe("SIGKILL");

    // Every request completes (archiving included, possibly by the job a survivor takes over).
    await waitUntil(
      "every request to complete and every job to finish",
      async () => {
        const open = await database.query<{ n: number }>(
          "SELECT (SELECT count(*) FROM signature_requests WHERE id = ANY($1::uuid[]) AND status <> 'completed') + (SELECT count(*) FROM jobs WHERE status IN ('pending', 'running') AND run_at <= now() + interval '3 minutes' AND name IN ('send-mail', 'webhook-delivery', 'archive-signed-documents'))::int AS n",
          [requestIds],
        );
        return Number(open.rows[0]?.n) === 0;
      },
      150_000,
    );
    const seconds = (performance.now() - started) / 1000;

    // Every acknowledged signature (indeed every signer's) is in the final PDF, valid and trusted.
    for (const [index, documentId] of documentIds.entries()) {
      const mine = signers.filter((signer) => signer.requestId === requestIds[index]);
      const response = await fetch(`${proxy.url}/api/v3/documents/${documentId}/download?signed=true`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      await expectValidSignatures(Buffer.from(await response.arrayBuffer()), validators as SignatureValidators, mine.map((signer) => signer.name), { inAnyOrder: true });
    }
    // Completion happened once per request: the original, five signed versions and one archived.
    const versions = await database.query<{ document_id: string; n: number }>("SELECT document_id, count(*)::int AS n FROM document_versions WHERE document_id = ANY($1::uuid[]) GROUP BY document_id", [documentIds]);
    expect(versions.rows.map((row) => row.n)).toEqual(documentIds.map(() => SIGNERS_PER_REQUEST + 2));

    // Mails: each queued mail reached the SMTP server; one that arrived twice was a delivery the
    // kill interrupted (its job ran again) and carries the same Message-ID.
    const mails = await database.query<{ id: string; recipient: string; status: string }>("SELECT id, recipient, status FROM mails");
    expect(mails.rows.filter((mail) => mail.status !== "sent")).toEqual([]);
    const byMessageId = groupBy(smtpDeliveries, (delivery) => delivery.messageId);
    for (const mail of mails.rows) {
      const received = [...byMessageId.entries()].find(([messageId]) => messageId.startsWith(`<${mail.id}@`))?.[1] ?? [];
      expect(received.map((delivery) => delivery.to), mail.id).toEqual(received.length > 1 ? received.map(() => mail.recipient) : [mail.recipient]);
    }
    const repeatedMails = [...byMessageId.entries()].filter(([, received]) => received.length > 1).map(([messageId]) => messageId.slice(1, 37));
    if (repeatedMails.length > 0) {
      const rerun = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE name = 'send-mail' AND attempts > 1 AND payload->>'mailId' = ANY($1)", [repeatedMails]);
      expect(rerun.rows[0]?.n).toBe(repeatedMails.length);
    }
    expect(smtpDeliveries).toHaveLength(mails.rows.length + [...byMessageId.values()].reduce((extra, received) => extra + received.length - 1, 0));

    // Webhooks: every event recorded for the endpoint arrived; by id, once per event.
    const events = await database.query<{ event_id: string; event_type: string; attempts: number; status: string }>("SELECT event_id, event_type, attempts, status FROM webhook_deliveries WHERE webhook_id IS NOT NULL");
    expect(events.rows.filter((event) => event.status !== "succeeded")).toEqual([]);
    const receivedById = groupBy(webhookBodies, (body) => body.id);
    expect(new Set(receivedById.keys())).toEqual(new Set(events.rows.map((event) => event.event_id)));
    for (const event of events.rows) {
      const times = receivedById.get(event.event_id)?.length ?? 0;
      if (times > 1) expect(event.attempts, `${event.event_type} ${event.event_id} arrived ${times} times`).toBeGreaterThan(1);
    }
    const signedEvents = new Set(webhookBodies.filter((body) => body.type === "signature_request.signed").map((body) => body.id));
    const completedEvents = webhookBodies.filter((body) => body.type === "signature_request.completed");
    expect(signedEvents.size).toBe(signers.length);
    expect(new Set(completedEvents.map((body) => body.id)).size).toBe(REQUESTS);
    expect(new Set(completedEvents.map((body) => body.requestId))).toEqual(new Set(requestIds));

    const figures = {
      replicas: 3,
      signers: signers.length,
      acknowledged: acknowledged.size,
      signedAfterALostAnswer: signedAfterLostAnswer.size,
      lost: 0,
      clientRetries: retries,
      retryReasons,
      killedAfterAcknowledged: killedAt,
      proxy: proxy.stats(),
      mails: mails.rows.length,
      mailsDeliveredTwice: repeatedMails.length,
      webhookEvents: events.rows.length,
      webhookEventsDeliveredTwice: [...receivedById.values()].filter((received) => received.length > 1).length,
      secondsFromFirstSignatureToLastJob: Number(seconds.toFixed(1)),
    };
    process.stdout.write(`replicas-failover figures: ${JSON.stringify(figures)}\n`);
  }, 300_000);
});
