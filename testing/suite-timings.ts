/** One test file's share of a run: its own time (collect, set-up, tests and hooks), not the wall clock's. */
export interface SuiteTiming {
  project: string;
  file: string;
  seconds: number;
  /** Full names of its tests that were run again (`--retry`): each fails the run, passed or not. */
  retried: string[];
}

const SLOWEST_SHOWN = 25;

/** The table `npm test` prints at the end of each run. */
export function formatSuiteTimings(suites: readonly SuiteTiming[], wallSeconds: number): string {
  const slowest = [...suites].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);
  const byProject = new Map<string, { seconds: number; files: number }>();
  for (const suite of suites) {
    const project = byProject.get(suite.project) ?? { seconds: 0, files: 0 };
    byProject.set(suite.project, { seconds: project.seconds + suite.seconds, files: project.files + 1 });
  }
  const retried = suites.flatMap((suite) => suite.retried.map((name) => `  ${suite.file} > ${name}`));
  const total = suites.reduce((sum, suite) => sum + suite.seconds, 0);
  return [
    `Where the time went: ${suites.length} files in ${seconds(wallSeconds)} on the wall clock (files run side by side, so their times add up to more)`,
    `  ${"seconds".padStart(8)}  ${"project".padEnd(22)}  file (the ${slowest.length} slowest)`,
    ...slowest.map((suite) => `  ${seconds(suite.seconds).padStart(8)}  ${suite.project.padEnd(22)}  ${suite.file}`),
    `  ${seconds(total).padStart(8)}  ${"total".padEnd(22)}  all ${suites.length} files, on ${seconds(wallSeconds)} of wall clock`,
    "Per project:",
    ...[...byProject.entries()]
      .sort((a, b) => b[1].seconds - a[1].seconds)
      .map(([project, total]) => `  ${seconds(total.seconds).padStart(8)}  ${project.padEnd(22)}  ${total.files} files`),
    retried.length === 0 ? "Tests run again: none" : `Tests run again (${retried.length}): each fails the run, as a defect to fix, not to rerun`,
    ...retried,
  ].join("\n");
}

function seconds(value: number): string {
  return `${value.toFixed(1)} s`;
}
