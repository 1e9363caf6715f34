/** A least-recently-used map of byte buffers, bounded by their total size. */
export class ByteLru {
  private readonly entries = new Map<string, Buffer>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.total -= previous.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.total += value.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.total -= oldest.length;
    }
  }

  get size(): number {
    return this.total;
  }
}
