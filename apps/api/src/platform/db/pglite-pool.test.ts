import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { PGlitePool } from "./pglite-pool.ts";

/** Only connect and release matter here: the pool never touches PGlite until a query runs. */
const unusedPglite = {} as PGlite;

describe("PGlitePool", () => {
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
