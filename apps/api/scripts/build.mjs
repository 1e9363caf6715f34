// Bundles the API into dist/main.js: our code and the contracts workspace are bundled,
// every npm dependency stays external and is loaded from node_modules at run time. Then the
// migrated schema is written to dist/pglite-schema: an empty data folder starts from it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@paraph/"));

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
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: "warning",
});

execFileSync(process.execPath, ["dist/cli/write-schema-snapshot.js", "dist/pglite-schema"], { stdio: "inherit" });
