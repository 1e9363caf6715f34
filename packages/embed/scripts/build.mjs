// Compiles the components to plain ES modules with declarations in dist/: no bundler and no
// runtime dependency, so a host page can load dist/index.js as it is (<script type="module">).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const packageRoot = path.resolve(import.meta.dirname, "..");
rmSync(path.join(packageRoot, "dist"), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
execFileSync(process.execPath, [tsc, "-p", path.join(packageRoot, "tsconfig.build.json")], { stdio: "inherit" });
