/** The middle value of a sample (the upper one of the two for an even count). */
export function median(values: number[]): number {
  return percentile(values, 0.5);
}

/** The value below which `fraction` of the sample lies (nearest rank, no interpolation). */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Runs `work` `warmUps` times unmeasured, then `runs` times one after the other; answers each run's milliseconds. */
export async function timeRuns(work: () => Promise<unknown>, runs: number, warmUps: number): Promise<number[]> {
  for (let warmUp = 0; warmUp < warmUps; warmUp += 1) await work();
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  return durations;
}
