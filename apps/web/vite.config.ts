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
 * gzip more than when zod was in the framework chunk. Measured (issue 19, every route's initial
 * JavaScript summed): 18 to 22 give the same chunks, 15 428 KB; lower numbers put schemas most
 * pages do not need into the chunk (2: 15 986 KB, / and /dashboard +8 KB), higher ones leave
 * small files that raise the heaviest pages (32: /view/:srid and the direct-sign preview +0.9).
 */
const SHARED_SCHEMAS_MIN_CHUNKS = 20;

/** Whether a contracts module builds zod schemas as it loads: it imports zod, itself or through the modules it imports. */
function createSchemaTest() {
  const known = new Map<string, boolean>();
  const buildsSchemas = (id: string, context: Rolldown.ChunkingContext): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // a cycle adds nothing
    const result = (context.getModuleInfo(id)?.importedIds ?? []).some((imported) => ZOD.test(imported) || (CONTRACTS.test(imported) && buildsSchemas(imported, context)));
    known.set(id, result);
    return result;
  };
  return (id: string, context: Rolldown.ChunkingContext) => CONTRACTS.test(id) && buildsSchemas(id, context);
}
const buildsSchemas = createSchemaTest();

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
 * The modules the entry imports statically, besides the script it runs (main.tsx): every page runs
 * them. They go into one chunk of their own ("shell"); left to the bundler, those that pages import
 * too became eight small files, each fetched and compressed on its own. With the app's modules go
 * the contracts modules that build no schema: the bundler would keep those the shell uses in the
 * entry chunk, which then imports the shell chunk and is imported by it, and the shell would run
 * before their values exist. Through the contracts' index every one of them counts as imported
 * (the few the shell does not use, 1.4 KB gzip, are the price: the Sentry event scrubbing, the
 * VAT number check).
 */
function createShellTest() {
  let shell: Set<string> | undefined;
  return (id: string, context: Rolldown.ChunkingContext): boolean => {
    if (!APP_SOURCE.test(id) && !(CONTRACTS.test(id) && !buildsSchemas(id, context))) return false;
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
              name: (id, context) => (ZOD.test(id) || buildsSchemas(id, context) ? "zod" : null),
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
