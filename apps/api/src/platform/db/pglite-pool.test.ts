import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { PGlitePool } from "./pglite-pool.ts";

/** Only connect and release matter here: the pool never touches PGlite until a query runs. */
const unusedPglite = {} as PGlite;

describe("PGlitePool", () => {
  it("reports its one connection as lent or idle and counts the callers waiting for it (metrics)", async () => {
    const pool = new PGlitePool(unusedPglite, 1000);
    expect(pool.stats()).toEqual({ total: 1, idle: 1, waiting: 0, max: 1 });
    const holder = await pool.connect();
    expect(pool.stats()).toMatchObject({ idle: 0, waiting: 0 });
    const next = pool.connect();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(pool.stats()).toMatchObject({ idle: 0, waiting: 1 });
    holder.release();
    (await next).release();
    expect(pool.stats()).toEqual({ total: 1, idle: 1, waiting: 0, max: 1 });
  });

  it("lets later callers connect after a waiter gave up on a slow holder", async () => {
    const pool = new PGlitePool(unusedPglite, 50);
    const holder = await pool.connect();
    await expect(pool.connect()).rejects.toThrow(/not free after/);
    holder.release();
    const later = await pool.connect();
    later.release();
    const another = await pool.connect();
    another.release();
  });

  it("still serves waiters queued behind one that gave up, in order", async () => {
    const pool = new PGlitePool(unusedPglite, 50);
    const holder = await pool.connect();
    const givingUp = pool.connect();
    const order: string[] = [];
    await expect(givingUp).rejects.toThrow(/not free after/);
    const patient = pool.connect().then((client) => {
      order.push("patient");
      return client;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    holder.release();
    (await patient).release();
    expect(order).toEqual(["patient"]);
  });
});
