// Bundles the API into dist/main.js: our code, the contracts workspace and the npm packages
// written in plain JavaScript are bundled; the packages below stay external and load from
// node_modules at run time. Then the migrated schema is written to dist/pglite-schema: an empty
// data folder starts from it.
//
// Why bundle the packages: Node 20 resolves, reads and compiles each file of a package apart, and
// the server's ≈ 4 000 files took ≈ 2.0 s of a 3.5 s start; the same code in a few large files
// loads in ≈ 1.1 s (docs/OPERATIONS.md, "Memory and start-up").
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
/** Packages that must load from node_modules: each reads files beside its own code, or is native. */
const keptExternal = [
  "@electric-sql/pglite", // its WebAssembly and data files, found beside its module
  "mupdf", // WebAssembly beside its module
  "sharp", // native libvips binding
  "@node-rs/argon2", // native binding
  "piscina", // starts its own worker file
  "@sentry/node", // instruments other modules as node_modules loads them
  "@zxcvbn-ts/core", // the word lists, loaded with require on the first password check
  "@zxcvbn-ts/language-common",
  "@aws-sdk/client-s3", // large, loaded only with S3_BUCKET
  "pg-native", // optional in pg, not installed
];
const declared = Object.keys(manifest.dependencies);
for (const name of keptExternal) {
  if (name !== "pg-native" && !declared.includes(name)) throw new Error(`build.mjs keeps ${name} external, but package.json does not depend on it`);
}

// Chunk names change with their content: a fresh folder leaves none of an earlier build behind.
rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "src/main.ts",
    admin: "src/cli/admin.ts",
    // The operator's `paraph <command>` (package.json "bin").
    "cli/paraph": "src/cli/paraph.ts",
    "cli/write-schema-snapshot": "src/cli/write-schema-snapshot.ts",
    "pdf-worker": "src/pdf-engine/render/pdf-worker.ts",
    "pdf-signing-worker": "src/pdf-engine/pades/pdf-signing-worker.ts",
    "validation-worker": "src/pdf-engine/validation/validation-worker.ts",
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
  external: [...keptExternal, ...keptExternal.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});

execFileSync(process.execPath, ["dist/cli/write-schema-snapshot.js", "dist/pglite-schema"], { stdio: "inherit" });
