import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["src/test/async-timeout.ts"],
    // The DOM suites race React's scheduler on a loaded 2-core CI machine; a test that fails
    // for a real reason fails on its retry too, a lost scheduling race does not.
    retry: 1,
  },
});
