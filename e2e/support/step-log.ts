/**
 * The steps a long browser test went through, with the second each began, so a test that hangs
 * fails with where it stopped instead of the runner's bare "Test timed out".
 */
export class StepLog {
  readonly #started = Date.now();
  readonly #steps: { name: string; at: number }[] = [];

  /** Marks the start of the next step. */
  step(name: string): void {
    this.#steps.push({ name, at: Date.now() });
  }

  toString(): string {
    const lines = this.#steps.map(({ name, at }) => `  +${((at - this.#started) / 1000).toFixed(1)} s ${name}`);
    return [...lines, `  +${((Date.now() - this.#started) / 1000).toFixed(1)} s (now)`].join("\n");
  }
}

/** A report's text, or `fallback` when it has not come within `ms`: a report must never hang on what it reports. */
export async function reportWithin(report: Promise<string>, ms: number, fallback: string): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([report.catch((error: unknown) => `unreadable: ${String(error)}`), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs a test's `body` with a limit of its own, below the runner's: past `limitMs` it fails with
 * the steps reached and what `describe` tells of the pages (given 5 s at most), even when the
 * body hangs in a call that has no timeout of its own.
 */
export async function withinLimit(limitMs: number, steps: StepLog, body: () => Promise<void>, describe: () => Promise<string> = async () => ""): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void reportWithin(describe(), 5_000, "(the pages did not answer within 5 s)").then((pages) =>
        reject(new Error(`The test did not finish within ${limitMs / 1000} s. Its steps:\n${steps.toString()}\n${pages}`)),
      );
    }, limitMs);
  });
  try {
    await Promise.race([body(), expired]);
  } finally {
    clearTimeout(timer);
  }
}
