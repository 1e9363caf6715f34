import { defineConfig } from "vite";

/**
 * The single-page app; `npm start` builds it and the API serves dist/ for every non-API path.
 * `dist/.vite/manifest.json` lists each chunk and what it imports: the bundle-budget test
 * (e2e/web-bundle-budget.test.ts) sums every route's initial JavaScript from it.
 */
export default defineConfig({
  build: {
    outDir: "dist",
    sourcemap: true,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // TanStack Query marks its modules "use client" for server-component bundlers; a browser
      // bundle has no use for the directive, and the warning for each module buries real ones.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
