// Compiles the React components to ES modules with declarations in dist/; "@paraph/embed" and
// "react" stay imports, resolved by the host's bundler (packages/embed is built before this one).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const packageRoot = path.resolve(import.meta.dirname, "..");
rmSync(path.join(packageRoot, "dist"), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", path.join(packageRoot, "tsconfig.build.json")], { stdio: "inherit" });
