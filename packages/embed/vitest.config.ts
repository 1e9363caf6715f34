import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "embed",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "happy-dom",
    // The frames' pages are not loaded: the tests post the frame's messages themselves.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
