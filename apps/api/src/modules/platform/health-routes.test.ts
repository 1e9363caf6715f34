import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Readiness } from "@paraph/contracts";
import { openDatabase } from "../../platform/db/database.ts";
import { MIGRATIONS } from "../../platform/db/migrations/index.ts";
import { ReadinessProbe } from "../../platform/lifecycle/readiness-probe.ts";
import { LocalBlobStore } from "../../platform/storage/local-blob-store.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  // Checks that pass are asked to pass, not to pass within 2 s on a loaded machine: the deadline
  // itself is checked against a server that never answers (below).
  testApp = await createTestApp({ READY_MAX_JOB_LAG_MS: "60000", READY_CHECK_TIMEOUT_MS: "60000" });
});
afterAll(async () => {
  await testApp?.close();
});

async function ready(): Promise<{ statusCode: number; body: Readiness }> {
  const response = await testApp.request({ method: "GET", url: "/api/ready" });
  return { statusCode: response.statusCode, body: response.json() as Readiness };
}

const checkOf = (body: Readiness, name: string) => body.checks.find((check) => check.name === name);

describe("GET /api/health", () => {
  it("answers 200 ok without a token, however often it is asked", async () => {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const response = await testApp.request({ method: "GET", url: "/api/health", remoteAddress: "192.0.2.10" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
    }
  });
});

describe("GET /api/ready", () => {
  it("answers 200 ready naming each check, without a token and without rate limits", async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await testApp.request({ method: "GET", url: "/api/ready", remoteAddress: "192.0.2.11" });
      expect(response.statusCode).toBe(200);
    }
    const { statusCode, body } = await ready();
    expect(statusCode).toBe(200);
    expect(body.status).toBe("ready");
    expect(body.checks.map((check) => [check.name, check.ok])).toEqual([
      ["shutdown", true],
      ["database", true],
      ["migrations", true],
      ["blobs", true],
      ["jobs", true],
    ]);
    expect(checkOf(body, "migrations")?.detail).toBe(`${MIGRATIONS.length} applied`);
    expect(checkOf(body, "blobs")?.detail).toBe("local store writable");
  });

  it("fails the jobs check when the oldest due job waited longer than READY_MAX_JOB_LAG_MS, and passes once it ran", async () => {
    testApp.context.jobs.define("test.readiness-lag", async () => undefined);
    await testApp.database.db.transaction().execute((trx) => testApp.context.jobs.enqueue(trx, "test.readiness-lag", {}));
    testApp.clock.advance(30_000);
    expect((await ready()).statusCode).toBe(200);
    testApp.clock.advance(31_000);
    const late = await ready();
    expect(late.statusCode).toBe(503);
    expect(late.body.status).toBe("not_ready");
    expect(checkOf(late.body, "jobs")).toMatchObject({ ok: false, detail: expect.stringMatching(/^lag 61\d{3} ms \(at most 60000\)$/) });
    expect(late.body.checks.filter((check) => !check.ok).map((check) => check.name)).toEqual(["jobs"]);
    await testApp.context.jobs.runUntilIdle();
    expect((await ready()).statusCode).toBe(200);
  });

  it("fails the migrations check when a known migration is not applied", async () => {
    const last = MIGRATIONS.at(-1)?.version ?? "";
    await sql`DELETE FROM schema_migrations WHERE version = ${last}`.execute(testApp.database.db);
    try {
      const { statusCode, body } = await ready();
      expect(statusCode).toBe(503);
      expect(checkOf(body, "migrations")).toMatchObject({ ok: false, detail: `not applied: ${last}` });
    } finally {
      await sql`INSERT INTO schema_migrations (version) VALUES (${last})`.execute(testApp.database.db);
    }
    // One applied by a newer version (a rolling upgrade) is named but keeps the replica ready.
    await sql`INSERT INTO schema_migrations (version) VALUES ('9999-from-the-future')`.execute(testApp.database.db);
    try {
      const { statusCode, body } = await ready();
      expect(statusCode).toBe(200);
      expect(checkOf(body, "migrations")?.detail).toContain("newer than this version: 9999-from-the-future");
    } finally {
      await sql`DELETE FROM schema_migrations WHERE version = '9999-from-the-future'`.execute(testApp.database.db);
    }
  });

  it("answers 503 shutting_down at once when a shutdown began", async () => {
    const other = await createTestApp({ READY_CHECK_TIMEOUT_MS: "60000" });
    try {
      expect((await other.request({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
      other.readiness.markShuttingDown();
      const response = await other.request({ method: "GET", url: "/api/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: "shutting_down", checks: [{ name: "shutdown", ok: false, detail: "the process is shutting down", durationMs: 0 }] });
      // Liveness stays: the process still answers while it drains.
      expect((await other.request({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("readiness checks that fail", () => {
  const folder = { path: "" };
  beforeAll(async () => {
    folder.path = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-ready-"));
  });
  afterAll(async () => {
    await fs.rm(folder.path, { recursive: true, force: true });
  });

  it("names a blob store that cannot be written", async () => {
    // A blob folder below a plain file: every write fails, as on a full or read-only volume.
    await fs.writeFile(path.join(folder.path, "not-a-folder"), "");
    const probe = new ReadinessProbe({ db: testApp.database.db, blobs: new LocalBlobStore(path.join(folder.path, "not-a-folder", "blobs")), clock: testApp.clock, maxJobLagMs: 60_000, checkTimeoutMs: 60_000 });
    const result = await probe.check();
    expect(result.status).toBe("not_ready");
    expect(result.checks.filter((check) => !check.ok).map((check) => [check.name, check.detail?.split(":")[0]])).toEqual([["blobs", "local store not writable"]]);
  });

  it("names a database that refuses connections, and one that does not answer in time", async () => {
    const refusing = await openDatabase({ kind: "postgres", url: "postgres://paraph@127.0.0.1:1/paraph", poolSize: 1 });
    const silentServer = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silentServer.listen(0, "127.0.0.1", resolve));
    const port = (silentServer.address() as net.AddressInfo).port;
    const silent = await openDatabase({ kind: "postgres", url: `postgres://paraph@127.0.0.1:${port}/paraph`, poolSize: 1 });
    try {
      const blobs = new LocalBlobStore(path.join(folder.path, "blobs"));
      // A refusal, not the deadline, must end these checks: the deadline is far.
      const refused = await new ReadinessProbe({ db: refusing.db, blobs, clock: testApp.clock, maxJobLagMs: 60_000, checkTimeoutMs: 60_000 }).check();
      expect(refused.status).toBe("not_ready");
      expect(refused.checks.filter((check) => !check.ok).map((check) => check.name)).toEqual(["database", "migrations", "jobs"]);
      expect(checkOf(refused, "database")?.detail).toMatch(/ECONNREFUSED/);

      // The silent server never answers: only the probe's own deadline can end this check.
      const timedOut = await new ReadinessProbe({ db: silent.db, blobs, clock: testApp.clock, maxJobLagMs: 60_000, checkTimeoutMs: 300 }).check();
      expect(checkOf(timedOut, "database")).toMatchObject({ ok: false, detail: "no answer within 300 ms" });
    } finally {
      silentServer.close();
      await Promise.race([Promise.all([refusing.close(), silent.close()]), new Promise((resolve) => setTimeout(resolve, 500))]);
    }
  });
});
