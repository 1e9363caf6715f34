import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { withScratchDatabase } from "./support/scratch-database.ts";
import { findFreePort, startServer, type RunningServer } from "./support/server.ts";
import { expectValidSignatures, prepareSignatureValidators, type SignatureValidators } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * Issue 30: thirty signers of one request press Sign at the same instant, spread over three
 * replicas of the built server on one PostgreSQL database and one S3 bucket, and one replica is
 * killed with SIGKILL halfway through its own signers. The document's line (docs/signing.md,
 * "The order of signatures on one document") serves them one after another; the killed
 * replica's places lapse with their lease. Every signer's call succeeds — those on the killed
 * replica on a retry with the same Idempotency-Key at a surviving one — the final PDF holds one
 * valid signature per signer, and the request completes once.
 *
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (always in CI).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const SIGNERS = 30;

let workDir = "";
let s3: S3rver | undefined;
let database: pg.Pool | undefined;
let validators: SignatureValidators | undefined;
const replicas: RunningServer[] = [];
/** Each replica's own address, in the order of `replicas` (each prints the shared public address). */
const replicaUrls: string[] = [];

interface Signer {
  name: string;
  token: string;
  replica: number;
}

/** A signer's first call goes to their replica; a retry of the victim's signers to one of the two survivors, in turn. */
function replicaFor(signer: Signer, attempt: number): number {
  if (attempt === 0 || signer.replica !== 1) return signer.replica;
  return attempt % 2 === 0 ? 0 : 2;
}

describe.skipIf(!serverUrl)("thirty signers over three replicas, one killed halfway", () => {
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));

  beforeAll(async () => {
    const databaseUrl = await new Promise<string>((resolve, reject) => {
      void withScratchDatabase(serverUrl ?? "", "paraph_e2e_signing_line", async (url) => {
        resolve(url);
        await finished;
      }).catch(reject);
    });
    database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-signing-line-"));
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(workDir, "s3"), configureBuckets: [{ name: "paraph-line", configs: [] }] });
    const { port: s3Port } = await s3.run();
    const ports = [await findFreePort(), await findFreePort(), await findFreePort()];
    const env = {
      APP_MODE: "staging",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "4",
      S3_BUCKET: "paraph-line",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: "eu-central-2",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      RATE_LIMITS_ENABLED: "false",
      // One public address for all, as behind a load balancer: the first replica, which survives,
      // so the OCSP responder the certificates name answers pdfsig after the kill.
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      JOB_WORKERS: "1",
      JOB_LEASE_MS: "5000",
      SIGNING_THREADS: "1",
      RENDER_THREADS: "1",
    };
    // The first replica makes the demo PKI in the shared data folder; the other two start on it.
    const dataDir = path.join(workDir, "data");
    replicas.push(await startServer({ dataDir, env: { ...env, PORT: String(ports[0]) } }));
    replicas.push(...(await Promise.all(ports.slice(1).map((port) => startServer({ dataDir, env: { ...env, PORT: String(port) } })))));
    replicaUrls.push(...ports.map((port) => `http://127.0.0.1:${port}`));
    validators = await prepareSignatureValidators(replicaUrls[0] ?? "");
  }, 240_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await validators?.dispose();
    await database?.end();
    finish();
    await s3?.close();
    if (workDir) await fs.rm(workDir, { recursive: true, force: true });
  });

  it("serves every signer in turn: those on the killed replica sign on a retry with the same key, one signature each, one completion", async () => {
    const first = replicaUrls[0] ?? "";
    const ownerToken = await signUpThroughApi(first, "owner@line.example.ch", { firstName: "Olga", lastName: "Owner" });
    const people = Array.from({ length: SIGNERS }, (_, index) => ({ email: `signer${String(index).padStart(2, "0")}@line.example.ch`, firstName: "Signer", lastName: `Number${String(index).padStart(2, "0")}` }));
    const signers: Signer[] = [];
    for (let start = 0; start < people.length; start += 5) {
      const batch = people.slice(start, start + 5);
      const tokens = await Promise.all(batch.map((person) => signUpThroughApi(first, person.email, person)));
      batch.forEach((person, offset) => signers.push({ name: `${person.firstName} ${person.lastName}`, token: tokens[offset] ?? "", replica: (start + offset) % 3 }));
    }
    const uploaded = await callApi(first, "POST", "/v3/documents", { token: ownerToken, body: { title: "Board resolution", content: makeSimplePdf("Board resolution", 2).toString("base64") } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
    const created = await callApi(first, "POST", "/v3/signature-requests", {
      token: ownerToken,
      body: { title: "Board resolution", documents: [documentId], signatures: people.map((person) => ({ account_email: person.email })) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const requestId = String(created.body.id);
    expect((await callApi(first, "POST", `/v3/signature-requests/${requestId}/initiate`, { token: ownerToken })).status).toBe(200);

    const victim = replicas[1] as RunningServer;
    const victimsSigners = signers.filter((signer) => signer.replica === 1);
    const acknowledged = new Set<string>();
    const answers: string[] = [];
    let killedAt: number | undefined;
    // Halfway through the victim's own signers: the rest are in the document's line there, or in their turn.
    const killer = (async () => {
      while (victimsSigners.filter((signer) => acknowledged.has(signer.name)).length < victimsSigners.length / 2) await new Promise((resolve) => setTimeout(resolve, 5));
      killedAt = acknowledged.size;
      await victim.stop("SIGKILL");
    })();
    // As a careful client: one Idempotency-Key per signature, sent again after a lost answer, to
    // a surviving replica once the first does not answer (the dead one's claim frees after 30 s).
    const signUntilAnswered = async (signer: Signer) => {
      const key = crypto.randomUUID();
      for (let attempt = 0; attempt < 90; attempt += 1) {
        const answer = await callApi(replicaUrls[replicaFor(signer, attempt)] ?? "", "POST", "/v3/sign", {
          token: signer.token,
          headers: { "idempotency-key": key },
          body: { signatureRequests: [{ signatureRequestId: requestId }] },
        }).catch(() => ({ status: 0, body: {} as Record<string, unknown> }));
        answers.push(`${answer.status} ${String(answer.body.code ?? "")}`.trim());
        if (answer.status === 200) {
          acknowledged.add(signer.name);
          return attempt;
        }
        // Only a lost answer (the kill) or the dead replica's claim not yet lapsed is worth retrying.
        expect(answer.status === 0 || answer.body.code === "idempotency_key_in_progress", JSON.stringify(answer.body)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      throw new Error(`${signer.name} could not sign`);
    };
    const started = performance.now();
    const attempts = await Promise.all(signers.map(signUntilAnswered));
    await killer;
    const seconds = (performance.now() - started) / 1000;
    expect(killedAt).toBeDefined();
    expect(victim.process.signalCode).toBe("SIGKILL");
    expect(acknowledged.size).toBe(SIGNERS);
    // The victim's signers whose answer the kill took signed on a retry at a survivor.
    expect(attempts.filter((attempt) => attempt > 0).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.includes("signing_conflict"))).toEqual([]);

    const view = await callApi(first, "GET", `/v3/signature-requests/${requestId}`, { token: ownerToken });
    expect(view.body.status).toBe("completed");
    // The original, one version per signer and the archive version: nobody signed twice, the request completed once.
    const versions = await database?.query<{ n: number }>("SELECT count(*)::int AS n FROM document_versions WHERE document_id = $1", [documentId]);
    expect(versions?.rows[0]?.n).toBe(SIGNERS + 2);
    const completionMails = await database?.query<{ recipient: string; n: number }>(
      "SELECT recipient, count(*)::int AS n FROM mails WHERE template = 'signature-request-completed' GROUP BY recipient",
    );
    expect(completionMails?.rows.filter((row) => row.n !== 1)).toEqual([]);
    expect(new Set(completionMails?.rows.map((row) => row.recipient))).toEqual(new Set(["owner@line.example.ch", ...people.map((person) => person.email)]));

    const download = await fetch(`${first}/api/v3/documents/${documentId}/download?signed=true`, { headers: { authorization: `Bearer ${ownerToken}` } });
    expect(download.status).toBe(200);
    await expectValidSignatures(Buffer.from(await download.arrayBuffer()), validators as SignatureValidators, signers.map((signer) => signer.name), { inAnyOrder: true });
    process.stdout.write(
      `signing-line-replicas figures: ${JSON.stringify({ signers: SIGNERS, killedAfterAcknowledged: killedAt, retried: attempts.filter((attempt) => attempt > 0).length, seconds: Number(seconds.toFixed(1)) })}\n`,
    );
  }, 300_000);
});
