import { defineConfig } from "vitest/config";
import SuiteTimingReporter from "../testing/suite-timing-reporter.ts";

/**
 * Suites against the built server (`npm run build`), two files at a time. They share nothing: each
 * starts its own servers on free ports (`PORT=0` or `findFreePort`) with data folders of their
 * own under the temporary folder, and names its PostgreSQL scratch databases
 * after itself and the time (support/scratch-database.ts), and its own Chromium (one Chromium
 * shared by the suites was tried: a connected browser gives downloads no local path, and it saved
 * little). On 2 cores one suite's server start, page loads and polls leave
 * room for the other's; one file at a time took 863 s in CI.
 */
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ["default", new SuiteTimingReporter("e2e")],
  },
});
