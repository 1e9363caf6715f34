/** The middle value of a sample (the upper one of the two for an even count). */
export function median(values: number[]): number {
  return percentile(values, 0.5);
}

/** The value below which `fraction` of the sample lies (nearest rank, no interpolation). */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}
