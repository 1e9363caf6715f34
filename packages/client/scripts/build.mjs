// Compiles the client to JavaScript with declarations in dist/, so that plain Node (and any
// bundler) can use the installed package. The generated OpenAPI types are a declaration file
// already; tsc does not copy those, so it is copied beside the output.
import { execFileSync } from "node:child_process";
import { copyFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const packageRoot = path.resolve(import.meta.dirname, "..");
const dist = path.join(packageRoot, "dist");
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", path.join(packageRoot, "tsconfig.build.json")], { stdio: "inherit" });
copyFileSync(path.join(packageRoot, "src", "schema.d.ts"), path.join(dist, "schema.d.ts"));
