import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The elements' package from its sources, as tsconfig.json's paths do for the type checker.
  resolve: { alias: [{ find: /^@paraph\/embed$/, replacement: path.resolve(import.meta.dirname, "../embed/src/index.ts") }] },
  test: {
    name: "embed-react",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
  },
});
