/**
 * Holds back the deletion of unreferenced blobs while a backup copies the blobs its database
 * snapshot names: a blob whose last reference goes after the snapshot must still be there when
 * the backup comes to copy it. In-process, for the embedded database (one process); backups of
 * a PostgreSQL installation follow docs/OPERATIONS.md, "Backups".
 */
export class BlobDeletionHold {
  private holds = 0;
  private waiters: (() => void)[] = [];

  get isHeld(): boolean {
    return this.holds > 0;
  }

  /** Holds deletions until the returned function is called (once). */
  hold(): () => void {
    this.holds += 1;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.holds -= 1;
      if (this.holds === 0) for (const wake of this.waiters.splice(0)) wake();
    };
  }

  /** Resolves once nothing holds deletions. */
  async whenReleased(): Promise<void> {
    while (this.holds > 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
}
