/** One PDF of the corpus: where it lies in the cache and where it came from. */
export interface CorpusFile {
  /** Unique within a run: the source and the file's path inside it. */
  id: string;
  path: string;
  /** The Debian package, or the tool that made it (`libreoffice`, `pdfsig`). */
  source: string;
  /** Names of signatures the file carries before Paraph signs it (made by another tool). */
  foreignSigners: string[];
}

/** `count` items spread evenly over `items` (their order kept), so a capped selection still reaches every part of a package. */
export function pickEvenly<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)] as T);
}
