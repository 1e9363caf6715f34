import { defineConfig } from "vitest/config";
import SuiteTimingReporter from "../testing/suite-timing-reporter.ts";

/** Suites against the built server (`npm run build`), one file at a time: each starts its own server. */
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    reporters: ["default", new SuiteTimingReporter("e2e")],
    // A real browser on a shared 2-core machine: one retry absorbs a lost timing race, while a
    // broken behaviour fails both attempts.
    retry: 1,
  },
});
