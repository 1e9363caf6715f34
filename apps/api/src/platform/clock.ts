/** The source of "now" for everything with a lifetime, so tests can move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that tests move by hand, for expiry and rate windows. Like a real clock, two reads
 * never give the same instant: each read moves it on by one millisecond, so "newest first" holds.
 */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    this.current += 1;
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
