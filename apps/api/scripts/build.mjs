// Bundles the API into dist/main.js: our code and the contracts workspace are bundled,
// every npm dependency stays external and is loaded from node_modules at run time. Then the
// migrated schema is written to dist/pglite-schema: an empty data folder starts from it.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@paraph/"));

// Chunk names change with their content: a fresh folder leaves none of an earlier build behind.
rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "src/main.ts",
    admin: "src/cli/admin.ts",
    // The operator's `paraph <command>` (package.json "bin").
    "cli/paraph": "src/cli/paraph.ts",
    "cli/write-schema-snapshot": "src/cli/write-schema-snapshot.ts",
    "pdf-worker": "src/signing/render/pdf-worker.ts",
    "pdf-signing-worker": "src/signing/pades/pdf-signing-worker.ts",
    "validation-worker": "src/signing/validation/validation-worker.ts",
    "json-body-worker": "src/platform/http/json-body/json-body-worker.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  // Modules imported with import() go to chunks of their own, with the packages they load: what a
  // server does not use (the S3 SDK without S3_BUCKET) is never loaded.
  splitting: true,
  target: "node20",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});

execFileSync(process.execPath, ["dist/cli/write-schema-snapshot.js", "dist/pglite-schema"], { stdio: "inherit" });
