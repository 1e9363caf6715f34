/**
 * Spaces the requests one process makes to the time-stamp authority: at most `perMinute`, evenly
 * (a renewal asks for one token). A renewal sweep over thousands of documents must not look like
 * an attack to the operator's TSA, nor use up a contract's quota in one burst.
 */
export class TimeStampPacer {
  private next = 0;

  constructor(private readonly perMinute: number) {}

  /** Resolves when the next request may go. */
  async wait(): Promise<void> {
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + 60_000 / this.perMinute;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
  }
}
