import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { waitForTurn, type SigningTurn } from "./signing-line.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** Short leases, so a dead act's place lapses within the test. */
const QUICK = { leaseMs: 600, renewEveryMs: 150 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An act that waits for its turn, notes when it got it and what it was told while waiting, works a little, then leaves. */
function act(name: string, documentIds: string[], served: string[], told: Map<string, number[]>, workMs = 30) {
  return (async () => {
    const turn = await waitForTurn(testApp.context, documentIds, async (ahead) => {
      told.set(name, [...(told.get(name) ?? []), ahead]);
    }, QUICK);
    served.push(name);
    await pause(workMs);
    await turn.leave();
  })();
}

describe("a document's signing line", () => {
  it("serves acts one at a time in the order they arrived, telling each how many are ahead", async () => {
    const documentId = crypto.randomUUID();
    const served: string[] = [];
    const told = new Map<string, number[]>();
    let inTurn = 0;
    let mostInTurn = 0;
    const first = await waitForTurn(testApp.context, [documentId], async () => {}, QUICK);
    // The others arrive one after another while the first holds its turn: each enters the line
    // (and hears how many are ahead) before the next comes.
    const others: Promise<void>[] = [];
    for (const name of ["second", "third", "fourth"]) {
      let entered!: () => void;
      const hasEntered = new Promise<void>((resolve) => (entered = resolve));
      others.push(
        (async () => {
          const turn = await waitForTurn(testApp.context, [documentId], async (ahead) => {
            told.set(name, [...(told.get(name) ?? []), ahead]);
            entered();
          }, QUICK);
          inTurn += 1;
          mostInTurn = Math.max(mostInTurn, inTurn);
          served.push(name);
          await pause(40);
          inTurn -= 1;
          await turn.leave();
        })(),
      );
      await hasEntered;
    }
    await first.leave();
    await Promise.all(others);
    expect(served).toEqual(["second", "third", "fourth"]);
    expect(mostInTurn).toBe(1);
    // Each heard first how many were ahead when it came, then only fewer.
    for (const [name, aheadOnArrival] of [["second", 1], ["third", 2], ["fourth", 3]] as const) {
      const counts = told.get(name) ?? [];
      expect(counts[0], name).toBe(aheadOnArrival);
      expect([...counts].sort((a, b) => b - a), name).toEqual(counts);
      expect(new Set(counts).size, name).toBe(counts.length);
    }
  });

  it("gives up the turn of an act whose process died once its lease runs out", async () => {
    const documentId = crypto.randomUUID();
    // A replica took its turn and died: its place is never renewed.
    await sql`INSERT INTO document_signing_turns (document_id, arrival, lease_until)
      VALUES (${documentId}, nextval('document_signing_arrivals'), clock_timestamp() + interval '700 milliseconds')`.execute(testApp.context.db);
    const told: number[] = [];
    const started = performance.now();
    const turn = await waitForTurn(testApp.context, [documentId], async (ahead) => {
      told.push(ahead);
    }, QUICK);
    const waited = performance.now() - started;
    await turn.leave();
    expect(told).toEqual([1]);
    expect(waited).toBeGreaterThan(500);
    expect(waited).toBeLessThan(5_000);
  });

  it("keeps a living act's place past its lease by renewing it", async () => {
    const documentId = crypto.randomUUID();
    const holder = await waitForTurn(testApp.context, [documentId], async () => {}, QUICK);
    let next: SigningTurn | undefined;
    const nextWaits = waitForTurn(testApp.context, [documentId], async () => {}, QUICK).then((turn) => (next = turn));
    // Three leases long, the holder still holds: its renewals keep the place.
    await pause(3 * QUICK.leaseMs);
    expect(next).toBeUndefined();
    await holder.leave();
    await nextWaits;
    await next?.leave();
    expect(next?.arrival).toBeGreaterThan(holder.arrival);
  });

  it("never lets acts over several documents wait for each other in a circle", async () => {
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const served: string[] = [];
    const told = new Map<string, number[]>();
    // Documents named in opposite orders, and overlapping in a ring.
    await Promise.all([
      act("ab", [a, b], served, told),
      act("ba", [b, a], served, told),
      act("bc", [b, c], served, told),
      act("ca", [c, a], served, told),
      act("c", [c], served, told),
    ]);
    expect([...served].sort()).toEqual(["ab", "ba", "bc", "c", "ca"]);
    const left = await testApp.context.db.selectFrom("document_signing_turns").select("arrival").where("document_id", "in", [a, b, c]).execute();
    expect(left).toEqual([]);
  });
});
