#!/usr/bin/env node
// `npm run lint` (and so `npm test`) runs this after eslint: the API's modules as one graph of
// folders (lint/module-graph.js) must hold no cycle, counting type-only imports too, and no
// module may import another's repository. It prints both counts, and each cycle it finds with
// the imports that make it.
//
//   node lint/module-cycles.js [modules folder]     (default apps/api/src/modules)
import { resolve } from "node:path";
import { crossModuleImports, moduleCycles, repositoryImports } from "./module-graph.js";

const folder = resolve(import.meta.dirname, "..", process.argv[2] ?? "apps/api/src/modules");
const imports = crossModuleImports(folder);
const cycles = moduleCycles(imports);
const intoRepositories = repositoryImports(imports);

for (const { modules, cycle } of cycles) {
  console.error(`Module cycle among ${modules.join(", ")}: ${cycle.join(" → ")}`);
  for (const [from, to] of cycle.slice(1).map((module, index) => [cycle[index], module])) {
    for (const { file, path, typeOnly } of imports.filter((entry) => entry.from === from && entry.to === to)) {
      console.error(`  ${file} imports ${to}/${path}${typeOnly ? " (types only)" : ""}`);
    }
  }
}
for (const { file, to, path } of intoRepositories) console.error(`${file} imports ${to}/${path}: another module's queries; use its face (index.ts)`);
console.log(`API modules: ${cycles.length} module cycles, ${intoRepositories.length} imports into another module's repository (docs/ARCHITECTURE.md, "The API").`);
if (cycles.length > 0 || intoRepositories.length > 0) process.exit(1);
