import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../clock.ts";
import type { Database } from "../db/database.ts";
import { openTestDatabase } from "../../test-support/test-database.ts";
import { JobQueue } from "./job-queue.ts";
import { noMetrics } from "../metrics/metrics-port.ts";
import pino from "pino";

let database: Database;
const clock = new ManualClock(new Date("2026-11-21T10:00:00Z"));
const log = pino({ level: "silent" });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe("job queue", () => {
  it("keeps a job that was queued but not run, and a new worker runs it after a restart", async () => {
    const before = new JobQueue(database.db, clock, log);
    before.define("greet", async () => {});
    await before.enqueue(database.db, "greet", { name: "Ada" });
    await before.stop();

    const ran: unknown[] = [];
    const after = new JobQueue(database.db, clock, log);
    after.define("greet", async (payload) => {
      ran.push(payload);
    });
    expect(await after.runUntilIdle()).toBe(1);
    expect(ran).toEqual([{ name: "Ada" }]);
    expect(await after.runUntilIdle()).toBe(0);
  });

  it("does not run a job whose transaction rolled back", async () => {
    const queue = new JobQueue(database.db, clock, log);
    const ran: unknown[] = [];
    queue.define("never", async (payload) => {
      ran.push(payload);
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue(trx, "never", {});
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await queue.runUntilIdle()).toBe(0);
    expect(ran).toEqual([]);
  });

  it("retries with backoff and gives up after the last attempt", async () => {
    const queue = new JobQueue(database.db, clock, log);
    let attempts = 0;
    const givenUp: string[] = [];
    queue.define(
      "flaky",
      async () => {
        attempts += 1;
        throw new Error(`attempt ${attempts} failed`);
      },
      { maxAttempts: 3, onGiveUp: async (_payload, error) => void givenUp.push(error) },
    );
    const id = await queue.enqueue(database.db, "flaky", {});
    await queue.runUntilIdle();
    expect(attempts).toBe(1);
    await queue.runUntilIdle();
    expect(attempts).toBe(1);
    clock.advance(2_001);
    await queue.runUntilIdle();
    expect(attempts).toBe(2);
    clock.advance(4_001);
    await queue.runUntilIdle();
    expect(attempts).toBe(3);
    expect(givenUp).toEqual(["attempt 3 failed"]);
    const row = await database.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 3, last_error: "attempt 3 failed" });
  });

  it("lets a second worker take a job whose worker died holding it", async () => {
    const queue = new JobQueue(database.db, clock, log);
    const ran: string[] = [];
    queue.define("orphan", async () => void ran.push("ran"));
    const id = await queue.enqueue(database.db, "orphan", {});
    await database.db
      .updateTable("jobs")
      .set({ status: "running", locked_until: new Date(clock.now().getTime() + 60_000) })
      .where("id", "=", id)
      .execute();
    expect(await queue.runUntilIdle()).toBe(0);
    clock.advance(60_001);
    expect(await queue.runUntilIdle()).toBe(1);
    expect(ran).toEqual(["ran"]);
  });

  it("takes over a dead process's job before the due ones, then runs the due ones in the order they were due", async () => {
    const queue = new JobQueue(database.db, clock, log);
    const ran: string[] = [];
    queue.define("ordered", async (payload) => void ran.push((payload as { name: string }).name));
    const soon = new Date(clock.now().getTime() + 1_000);
    await queue.enqueue(database.db, "ordered", { name: "second" }, { runAt: new Date(soon.getTime() + 2) });
    await queue.enqueue(database.db, "ordered", { name: "first" }, { runAt: new Date(soon.getTime() + 1) });
    await queue.enqueue(database.db, "ordered", { name: "not due" }, { runAt: new Date(soon.getTime() + 60_000) });
    const orphan = await queue.enqueue(database.db, "ordered", { name: "orphan" }, { runAt: new Date(soon.getTime() + 3) });
    await database.db.updateTable("jobs").set({ status: "running", locked_until: soon }).where("id", "=", orphan).execute();
    clock.advance(2_000);
    await queue.runUntilIdle();
    expect(ran).toEqual(["orphan", "first", "second"]);
  });

  it("renews the lock of a job it is running, so another replica takes over only the job of a process that died", async () => {
    const leaseMs = 1_000;
    const holder = new JobQueue(database.db, clock, log, noMetrics, leaseMs);
    const other = new JobQueue(database.db, clock, log, noMetrics, leaseMs);
    let release: () => void = () => {};
    const ran: string[] = [];
    holder.define("long", async () => {
      ran.push("holder");
      await new Promise<void>((resolve) => (release = resolve));
    });
    other.define("long", async () => void ran.push("other"));
    await holder.enqueue(database.db, "long", {});
    const holding = holder.runUntilIdle();
    while (ran.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    // Real time passes (renewals every third of the lease) while the clock moves past the first lock.
    for (let step = 0; step < 4; step += 1) {
      clock.advance(leaseMs / 2);
      await new Promise((resolve) => setTimeout(resolve, leaseMs / 2));
      expect(await other.runUntilIdle()).toBe(0);
    }
    release();
    expect(await holding).toBe(1);
    expect(ran).toEqual(["holder"]);

    // A process that dies renews nothing: after one lease, another worker takes the job.
    const orphan = await other.enqueue(database.db, "long", {});
    await database.db.updateTable("jobs").set({ status: "running", locked_until: new Date(clock.now().getTime() + leaseMs) }).where("id", "=", orphan).execute();
    expect(await other.runUntilIdle()).toBe(0);
    clock.advance(leaseMs + 1);
    expect(await other.runUntilIdle()).toBe(1);
    expect(ran).toEqual(["holder", "other"]);
  });

  it("runs as many jobs side by side as it has workers", async () => {
    const queue = new JobQueue(database.db, clock, log);
    let running = 0;
    let mostAtOnce = 0;
    let finished = 0;
    const allDone = new Promise<void>((resolve) => {
      queue.define("slow", async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((wait) => setTimeout(wait, 100));
        running -= 1;
        finished += 1;
        if (finished === 6) resolve();
      });
    });
    for (let index = 0; index < 6; index += 1) await queue.enqueue(database.db, "slow", { index });
    queue.start(50, 3);
    await allDone;
    await queue.stop();
    expect(mostAtOnce).toBe(3);
  });

  it("runs jobs by itself once started", async () => {
    const queue = new JobQueue(database.db, clock, log);
    const done = new Promise<unknown>((resolve) => queue.define("auto", async (payload) => resolve(payload)));
    queue.start(50);
    await queue.enqueue(database.db, "auto", { n: 1 });
    expect(await done).toEqual({ n: 1 });
    await queue.stop();
  });

  it("stops claiming on stop() and hands back a job that outlasts the grace at once", async () => {
    const queue = new JobQueue(database.db, clock, log);
    const started: string[] = [];
    let releaseSlow: () => void = () => undefined;
    const slowMayEnd = new Promise<void>((resolve) => (releaseSlow = resolve));
    const slowStarted = new Promise<void>((resolve) => {
      queue.define("shutdown.slow", async () => {
        started.push("slow");
        resolve();
        await slowMayEnd;
      });
    });
    queue.define("shutdown.quick", async () => {
      started.push("quick");
    });
    const slowId = await queue.enqueue(database.db, "shutdown.slow", {});
    queue.start(50, 1);
    await slowStarted;
    // Queued while the only worker is busy: a stopping queue must not take it.
    const quickId = await queue.enqueue(database.db, "shutdown.quick", {});
    // The slow job runs until released below: that stop() returns at all shows it did not wait for it.
    await queue.stop({ graceMs: 200 });
    const rows = await database.db.selectFrom("jobs").select(["id", "status", "attempts", "locked_until", "run_at"]).where("id", "in", [slowId, quickId]).execute();
    const slow = rows.find((row) => row.id === slowId);
    // Handed back: due now, its lock gone, the interrupted attempt not counted.
    expect(slow).toMatchObject({ status: "pending", attempts: 0, locked_until: null });
    expect(new Date(slow?.run_at ?? 0).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect(rows.find((row) => row.id === quickId)).toMatchObject({ status: "pending", attempts: 0 });
    expect(started).toEqual(["slow"]);

    // Another process takes both over at once; the old handler's late end changes nothing.
    const next = new JobQueue(database.db, clock, log);
    const ranNext: string[] = [];
    next.define("shutdown.slow", async () => void ranNext.push("slow"));
    next.define("shutdown.quick", async () => void ranNext.push("quick"));
    expect(await next.runUntilIdle()).toBe(2);
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ranNext.sort()).toEqual(["quick", "slow"]);
    const after = await database.db.selectFrom("jobs").select(["status", "attempts"]).where("id", "=", slowId).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "done", attempts: 1 });
  });

  it("marks a handed-back job done when its handler ends before another process took it", async () => {
    const queue = new JobQueue(database.db, clock, log);
    let finish: () => void = () => undefined;
    const mayEnd = new Promise<void>((resolve) => (finish = resolve));
    const running = new Promise<void>((resolve) => {
      queue.define("shutdown.late", async () => {
        resolve();
        await mayEnd;
      });
    });
    const id = await queue.enqueue(database.db, "shutdown.late", {});
    queue.start(50, 1);
    await running;
    await queue.stop({ graceMs: 50 });
    finish();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await database.db.selectFrom("jobs").select(["status", "attempts"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ status: "done", attempts: 1 });
  });
});
