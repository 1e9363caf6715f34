import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test-support/test-database.ts";
import { systemClock } from "../clock.ts";
import type { Database } from "../db/database.ts";
import { JobQueue } from "../jobs/job-queue.ts";
import { LocalBlobStore } from "../storage/local-blob-store.ts";
import { closeConnectionsWhenShuttingDown } from "./close-connections.ts";
import { createGracefulShutdown } from "./graceful-shutdown.ts";
import { ReadinessProbe } from "./readiness-probe.ts";

const log = pino({ level: "silent" });
let database: Database;
let blobFolder: string;

beforeAll(async () => {
  database = await openTestDatabase();
  blobFolder = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-shutdown-"));
});
afterAll(async () => {
  await database.close();
  await fs.rm(blobFolder, { recursive: true, force: true });
});

/**
 * A real HTTP server with a route that answers after `ms`, and one that answers at once.
 * `slowArrived` resolves once a /slow request is in its handler: a shutdown begun after it has
 * that request in flight, however long the loaded machine took to connect.
 */
async function listeningServer(
  slowMs: number,
  readiness: { readonly isShuttingDown: boolean } = { isShuttingDown: false },
): Promise<{ app: FastifyInstance; url: string; slowArrived: Promise<void> }> {
  const app = Fastify({ forceCloseConnections: "idle" });
  closeConnectionsWhenShuttingDown(app, readiness);
  let arrived: () => void = () => undefined;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  app.get("/slow", async () => {
    arrived();
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { done: true };
  });
  app.get("/quick", async () => ({ done: true }));
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url, slowArrived };
}

function recorder() {
  const events: string[] = [];
  let exited: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => (exited = resolve));
  return { events, exitCode, report: (line: string) => events.push(line), exit: (code: number) => (events.push(`exit ${code}`), exited(code)) };
}

describe("graceful shutdown", () => {
  it("fails readiness at once, finishes the request and the job in flight, refuses new connections, closes the database, exits 0", async () => {
    const readiness = new ReadinessProbe({ db: database.db, blobs: new LocalBlobStore(blobFolder), clock: systemClock, maxJobLagMs: 60_000 });
    const { app, url, slowArrived } = await listeningServer(400, readiness);
    const jobs = new JobQueue(database.db, systemClock, log);
    const jobDone: string[] = [];
    const jobStarted = new Promise<void>((resolve) =>
      jobs.define("shutdown-test.short", async () => {
        resolve();
        await new Promise((wait) => setTimeout(wait, 300));
        jobDone.push("short");
      }),
    );
    const jobId = await jobs.enqueue(database.db, "shutdown-test.short", {});
    jobs.start(50, 1);
    await jobStarted;
    expect((await readiness.check()).status).toBe("ready");

    const inFlight = fetch(`${url}/slow`);
    await slowArrived;
    const record = recorder();
    let databaseClosed = false;
    const shutdown = createGracefulShutdown({
      readiness,
      jobs,
      closeServer: () => app.close(),
      closeDatabase: async () => {
        databaseClosed = true;
      },
      // Far past the 400 ms request and 300 ms job: only a shutdown that fails to finish them meets it.
      timeoutMs: 30_000,
      report: record.report,
      exit: record.exit,
    });
    void shutdown("SIGTERM");
    void shutdown("SIGTERM");
    expect((await readiness.check()).status).toBe("shutting_down");
    await expect(fetch(`${url}/quick`)).rejects.toThrow();

    const response = await inFlight;
    expect(response.status).toBe(200);
    // Its keep-alive connection ends with the answer: nothing holds the server open.
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ done: true });
    expect(await record.exitCode, record.events.join("\n")).toBe(0);
    expect(jobDone).toEqual(["short"]);
    expect(databaseClosed).toBe(true);
    expect(record.events).toEqual(["Paraph is shutting down (SIGTERM): finishing requests in flight and running jobs", "Paraph stopped.", "exit 0"]);
    expect(await database.db.selectFrom("jobs").select("status").where("id", "=", jobId).executeTakeFirstOrThrow()).toEqual({ status: "done" });
  });

  it("hands a job that outlasts the time back to the queue and still exits 0 in time", async () => {
    const { app } = await listeningServer(10);
    const jobs = new JobQueue(database.db, systemClock, log);
    const started = new Promise<void>((resolve) =>
      jobs.define("shutdown-test.endless", async () => {
        resolve();
        await new Promise((wait) => setTimeout(wait, 60_000).unref());
      }),
    );
    const jobId = await jobs.enqueue(database.db, "shutdown-test.endless", {});
    jobs.start(50, 1);
    await started;
    const record = recorder();
    void createGracefulShutdown({
      readiness: { markShuttingDown: () => record.events.push("not ready") },
      jobs,
      // As the app does: its close hook stops the queue too, and must not wait for the handed-back job.
      closeServer: async () => {
        await app.close();
        await jobs.stop();
      },
      closeDatabase: async () => undefined,
      // Past it the shutdown exits 1: exit 0 shows it ended before, without waiting for the 60 s job.
      // The job is handed back when the grace (this less the 1 s closing margin) runs out, so a
      // longer limit only makes the test wait longer: 20 s here kept the suite 15 s longer idle.
      timeoutMs: 5_000,
      report: () => undefined,
      exit: record.exit,
    })("SIGINT");
    expect(await record.exitCode).toBe(0);
    expect(record.events).toEqual(["not ready", "exit 0"]);
    expect(await database.db.selectFrom("jobs").select(["status", "locked_until"]).where("id", "=", jobId).executeTakeFirstOrThrow()).toEqual({ status: "pending", locked_until: null });
    await database.db.deleteFrom("jobs").where("id", "=", jobId).execute();
  });

  it("exits 1 when requests in flight outlast SHUTDOWN_TIMEOUT_MS", async () => {
    const { app, url, slowArrived } = await listeningServer(3000);
    const jobs = new JobQueue(database.db, systemClock, log);
    const inFlight = fetch(`${url}/slow`).catch(() => null);
    await slowArrived;
    const record = recorder();
    void createGracefulShutdown({
      readiness: { markShuttingDown: () => undefined },
      jobs,
      closeServer: () => app.close(),
      closeDatabase: async () => undefined,
      timeoutMs: 500,
      report: record.report,
      exit: record.exit,
    })("SIGTERM");
    // The first exit: the 500 ms limit's timer is due before the 3 s request's, whatever the load.
    expect(await record.exitCode).toBe(1);
    expect(record.events).toContain("Paraph did not stop within SHUTDOWN_TIMEOUT_MS (500 ms); exiting");
    await inFlight;
  });
});
