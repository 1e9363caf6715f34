import { defineConfig } from "vite";

/**
 * The single-page app; `npm start` builds it and the API serves dist/ for every non-API path.
 * `dist/.vite/manifest.json` lists each chunk and what it imports: the bundle-budget test
 * (e2e/web-bundle-budget.test.ts) sums every route's initial JavaScript from it.
 */
/** The libraries of the shell, as paths under node_modules. */
const FRAMEWORK_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+)[\\/]/;

export default defineConfig({
  build: {
    outDir: "dist",
    sourcemap: true,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs (the shell needs each of them) in one chunk: split by
          // the bundler they made 20 small files, and one file compresses better than twenty
          // (/login: 17 files and 8 KB gzip less). Libraries only some pages use (Stripe, Sentry,
          // PDF tools) stay out of it, in the chunks of the pages that import them.
          groups: [
            { name: "framework", test: (id) => FRAMEWORK_LIBRARIES.test(id) || id.includes("vite/preload-helper") },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
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
