import fs from "node:fs";
import { defineConfig, type Rolldown } from "vite";

/**
 * The single-page app; `npm start` builds it and the API serves dist/ for every non-API path.
 * `dist/.vite/manifest.json` lists each chunk and what it imports: the bundle-budget test
 * (e2e/web-bundle-budget.test.ts) sums every route's initial JavaScript from it.
 */
/** The libraries of the shell, as paths under node_modules. */
const FRAMEWORK_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/][^\\/]+)[\\/]/;
/** The preload helper of Vite's import(), which the shell runs too. */
const PRELOAD_HELPER = "vite/preload-helper";
const APP_SOURCE = /apps[\\/]web[\\/]src[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
const CONTRACTS = /packages[\\/]contracts[\\/]src[\\/]/;
/**
 * Contracts modules that build zod schemas as they load, shared by at least this many chunks, go
 * with zod into its chunk; each as a file of its own cost the pages that call the API up to 1 KB
 * gzip more than when zod was in the framework chunk. Measured (issue 19, all routes summed):
 * 18 to 22 give the same chunks, every route within its budget; lower numbers put schemas most
 * pages do not need into the chunk (2: +610 KB over all routes), higher ones leave small files
 * that raise the heaviest pages (/view/:srid, the direct-sign preview) by a few tenths of a KB.
 */
const SHARED_SCHEMAS_MIN_CHUNKS = 20;

/** The entry module (index.html), found from any module by walking up its importers. */
function findEntry(id: string, context: Rolldown.ChunkingContext): string | undefined {
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const current = pending.pop() ?? "";
    const info = context.getModuleInfo(current);
    if (!info || seen.has(current)) continue;
    if (info.isEntry) return current;
    seen.add(current);
    pending.push(...info.importers, ...info.dynamicImporters);
  }
  return undefined;
}

/**
 * The app's modules the entry imports statically, besides the script it runs (main.tsx): every
 * page runs them. They go into one chunk of their own ("shell"); left to the bundler, those that
 * pages import too became eight small files, each fetched and compressed on its own.
 */
function createShellTest() {
  let shell: Set<string> | undefined;
  return (id: string, context: Rolldown.ChunkingContext): boolean => {
    if (!APP_SOURCE.test(id)) return false;
    if (!shell) {
      shell = new Set();
      const entry = findEntry(id, context);
      const scripts = new Set(entry ? (context.getModuleInfo(entry)?.importedIds ?? []) : []);
      const pending = [...scripts];
      while (pending.length > 0) {
        const current = pending.pop() ?? "";
        if (shell.has(current)) continue;
        shell.add(current);
        pending.push(...(context.getModuleInfo(current)?.importedIds ?? []));
      }
      for (const script of scripts) shell.delete(script);
    }
    return shell.has(id);
  };
}
const isShellModule = createShellTest();

function buildsSchemas(id: string): boolean {
  return CONTRACTS.test(id) && /^import \{ z \} from "zod";$/m.test(fs.readFileSync(id, "utf8"));
}

export default defineConfig({
  build: {
    outDir: "dist",
    sourcemap: true,
    emptyOutDir: true,
    manifest: true,
    // No polyfill for <link rel="modulepreload">: a browser without it (Safari before 17) still
    // loads a page's chunks, each when its importer asks; the polyfill cost every page 0.3 KB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs (the shell needs each of them) in one chunk: split by
          // the bundler they made 20 small files, and one file compresses better than twenty
          // (/login: 17 files and 8 KB gzip less). Libraries only some pages use (Stripe, Sentry,
          // PDF tools) stay out of it, in the chunks of the pages that import them.
          // Zod is one of those since issue 19: the shell and the login page show without it
          // (their calls load their contracts when made, shared/api/lazy-endpoint.ts), and
          // the pages that call the API at once load it with the schemas most of them share.
          groups: [
            { name: "framework", test: (id) => FRAMEWORK_LIBRARIES.test(id) || id.includes(PRELOAD_HELPER) },
            { name: (id, context) => (isShellModule(id, context) ? "shell" : null), includeDependenciesRecursively: false },
            {
              name: "zod",
              test: (id) => ZOD.test(id) || buildsSchemas(id),
              minShareCount: SHARED_SCHEMAS_MIN_CHUNKS,
              // A schema module's imports (the enum values, the e-mail checks) stay where they
              // are: the shell imports them, and must not import zod's chunk with them.
              includeDependenciesRecursively: false,
            },
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
