import { afterEach, describe, expect, it } from "vitest";
import type { Piscina } from "piscina";
import { openWorkerPool } from "./worker-pool.ts";

interface ProbeTask {
  value: number;
  waitMs?: number;
}
interface ProbeResult {
  value: number;
  threadId: number;
}

const pools: Piscina<ProbeTask, ProbeResult>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.destroy()));
});

function openProbePool(idleTimeoutMs: number, threads = 1): Piscina<ProbeTask, ProbeResult> {
  const pool = openWorkerPool<ProbeTask, ProbeResult>(import.meta.url, "worker-pool-probe", { threads, defaultMaxThreads: threads, minThreads: 0, idleTimeoutMs });
  pools.push(pool);
  return pool;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForThreads(pool: Piscina<ProbeTask, ProbeResult>, count: number, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (pool.threads.length !== count) {
    if (Date.now() > deadline) throw new Error(`the pool has ${pool.threads.length} threads, not ${count}`);
    await sleep(10);
  }
}

describe("worker pools start on demand and retire idle threads", () => {
  it("starts no thread until the first task, and one for it", async () => {
    const pool = openProbePool(60_000);
    await sleep(100);
    expect(pool.threads).toHaveLength(0);

    const result = await pool.run({ value: 7 });
    expect(result.value).toBe(7);
    expect(pool.threads).toHaveLength(1);
  });

  it("retires a thread idle past the idle time, and starts a fresh one for the next task", async () => {
    const pool = openProbePool(200);
    const first = await pool.run({ value: 1 });
    await waitForThreads(pool, 0);

    const second = await pool.run({ value: 2 });
    expect(second.value).toBe(2);
    expect(second.threadId).not.toBe(first.threadId);
    expect(pool.threads).toHaveLength(1);
  });

  it("keeps a thread that gets work before its idle time is up", async () => {
    const pool = openProbePool(2_000);
    const first = await pool.run({ value: 1 });
    await sleep(200);
    const second = await pool.run({ value: 2 });
    expect(second.threadId).toBe(first.threadId);
  });

  it("loses no task that arrives while a thread is being retired", async () => {
    const idleTimeoutMs = 100;
    const pool = openProbePool(idleTimeoutMs, 2);
    // Tasks arrive just before, at and just after the moment the idle threads retire.
    const offsets = [-20, -10, -5, -2, 0, 2, 5, 10, 20];
    for (const [round, offset] of offsets.entries()) {
      await pool.run({ value: round * 10 });
      await sleep(idleTimeoutMs + offset);
      const results = await Promise.all([pool.run({ value: round * 10 + 1 }), pool.run({ value: round * 10 + 2, waitMs: 5 })]);
      expect(results.map((result) => result.value)).toEqual([round * 10 + 1, round * 10 + 2]);
    }
    await waitForThreads(pool, 0);
    expect((await pool.run({ value: -1 })).value).toBe(-1);
  });
});
