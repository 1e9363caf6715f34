import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { formatSuiteTimings, type SuiteTiming } from "./suite-timings.ts";

/**
 * Prints, after a run, where its time went: the slowest test files with their project, the total,
 * the time per project, and every test that was run again. The configurations retry nothing; a
 * test retried all the same (`--retry`) fails the run even when it passed on its second attempt:
 * a retry hides nothing. The same figures go to `.cache/test-timings/<name>.json`, to compare one
 * run with another.
 */
export default class SuiteTimingReporter implements Reporter {
  private startedAt = Date.now();

  constructor(private readonly name = "unit") {}

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const suites: SuiteTiming[] = testModules.map((testModule) => {
      const diagnostic = testModule.diagnostic();
      const retried = [...testModule.children.allTests()].filter((test) => test.diagnostic()?.retryCount).map((test) => test.fullName);
      return {
        project: testModule.project.name,
        file: path.relative(process.cwd(), testModule.moduleId),
        seconds: (diagnostic.duration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration) / 1000,
        retried,
      };
    });
    const wallSeconds = (Date.now() - this.startedAt) / 1000;
    process.stdout.write(`\n${formatSuiteTimings(suites, wallSeconds)}\n`);
    if (suites.some((suite) => suite.retried.length > 0)) process.exitCode = 1;
    const folder = path.join(process.cwd(), ".cache", "test-timings");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `${this.name}.json`), `${JSON.stringify({ wallSeconds, suites }, null, 1)}\n`);
  }
}
