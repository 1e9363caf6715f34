import { describe, expect, it } from "vitest";
import { inBatches } from "./export-batches.ts";

/** A table of numbers read in batches of `size` after the last number of the batch before. */
function source(rows: number, size: number) {
  const asked: (number | undefined)[] = [];
  const readBatch = async (after: number | undefined) => {
    asked.push(after);
    const from = (after ?? 0) + 1;
    return Array.from({ length: Math.max(0, Math.min(size, rows - from + 1)) }, (_, index) => from + index);
  };
  return { asked, readBatch };
}

describe("export batches", () => {
  it("reads every row once, in order, and stops at the first short batch", async () => {
    const { asked, readBatch } = source(12, 5);
    const batches: number[][] = [];
    for await (const batch of inBatches(readBatch, (row) => row, 5)) batches.push(batch);
    expect(batches).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
      [11, 12],
    ]);
    expect(asked).toEqual([undefined, 5, 10]);
  });

  it("ends after an empty batch when the rows fill the last batch exactly", async () => {
    const { asked, readBatch } = source(10, 5);
    const batches: number[][] = [];
    for await (const batch of inBatches(readBatch, (row) => row, 5)) batches.push(batch);
    expect(batches.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(asked).toEqual([undefined, 5, 10]);
  });

  it("asks for the next batch before the current one is taken, so the database reads while the file is written", async () => {
    const { asked, readBatch } = source(100, 5);
    const batches = inBatches(readBatch, (row) => row, 5);
    const first = await batches.next();
    expect(first.value).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([undefined, 5]);
    await batches.return(undefined);
  });

  it("lets a reader go away while a batch read ahead fails, without an unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", record);
    try {
      let calls = 0;
      const readBatch = async () => {
        calls += 1;
        if (calls > 1) throw new Error("connection lost");
        return [1, 2];
      };
      const batches = inBatches(readBatch, (row) => row, 2);
      expect((await batches.next()).value).toEqual([1, 2]);
      await batches.return(undefined);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls).toBe(2);
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", record);
    }
  });
});
