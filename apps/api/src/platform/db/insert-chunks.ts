/** PostgreSQL takes at most 65 535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/**
 * Writes rows with as few multi-row statements as the parameter limit allows (one for a batch of
 * a few hundred rows of a dozen columns): `write` gets each chunk in order; no rows, no call.
 */
export async function inChunks<Row extends object>(rows: readonly Row[], write: (chunk: Row[]) => Promise<unknown>): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(first).length)));
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
