/**
 * Reads rows batch after batch, each batch continuing after the last row of the one before
 * (keyset), until a short batch says there are no more. The next batch is asked for as soon as
 * one arrives, so the database reads it while this one is written out: two batches at most are
 * in memory.
 */
export async function* inBatches<Row, Key>(readBatch: (after: Key | undefined) => Promise<Row[]>, keyOf: (row: Row) => Key, batchRows: number): AsyncGenerator<Row[]> {
  let next = readBatch(undefined);
  try {
    for (;;) {
      const rows = await next;
      const last = rows.at(-1);
      const isLast = rows.length < batchRows || last === undefined;
      if (!isLast) next = readBatch(keyOf(last));
      yield rows;
      if (isLast) return;
    }
  } finally {
    // A reader who went away leaves the batch read ahead unused; its failure is of no interest.
    next.catch(() => undefined);
  }
}
