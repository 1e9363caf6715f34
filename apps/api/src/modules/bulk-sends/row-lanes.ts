/**
 * Runs a batch's rows with at most `limit` of them at once, started in the order they are added.
 * `add` waits for a free lane; `finish` waits for the rows running. After a row fails no new one
 * starts, and the first failure is thrown (by `add` or `finish`) once the rows running have
 * ended, so no row of a failed batch is still being made when its job is tried again.
 */
export class RowLanes {
  private readonly running = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(private readonly limit: number) {}

  async add(row: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    if (this.failure) await this.finish();
    const run: Promise<void> = row()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async finish(): Promise<void> {
    await Promise.all(this.running);
    if (this.failure) throw this.failure.error;
  }
}
