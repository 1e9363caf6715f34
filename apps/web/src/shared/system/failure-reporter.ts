/**
 * Counts failures in a row and reports only once more than `threshold` happened (spec §8: a
 * maintenance poll that fails now and then is noise; one that keeps failing is worth a report).
 */
export function createFailureReporter(threshold: number, report: (error: unknown, failures: number) => void) {
  let failures = 0;
  return {
    succeeded() {
      failures = 0;
    },
    failed(error: unknown) {
      failures += 1;
      if (failures > threshold) report(error, failures);
    },
  };
}
