import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/**
 * The layering figures of issue 13, read from the code's own imports (static, type-only and
 * dynamic `import()` alike) of every non-test file: import cycles, imports from one web feature
 * into another, and imports that run upwards (into the web app's composition root `app/`, from
 * `shared/` into an entity or a feature, from `entities/` into a feature, from the API's
 * `platform/` into `modules/` or `pdf-engine/`).
 * The lint rules in eslint.config.js keep these at zero; this script shows the whole picture.
 *
 *   node --import tsx bench/import-figures.ts
 */

const root = resolve(import.meta.dirname, "..");
const sourceFile = /\.(ts|tsx)$/;
const testFile = /(\.test\.tsx?$|\.d\.ts$|\/test\/|\/test-support\/|\/test-helpers\.ts$|\/__fixtures__\/)/;

type Graph = Map<string, string[]>;

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return listFiles(path);
    return sourceFile.test(path) && !testFile.test(path) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  return candidates.find((candidate) => sourceFile.test(candidate) && existsSync(candidate));
}

/** Each non-test file of `folder` with the files it imports, paths relative to `folder`. */
export function importGraph(folder: string): Graph {
  const graph: Graph = new Map();
  for (const file of listFiles(folder)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(file, imported.fileName))
      .filter((target): target is string => target !== undefined && !testFile.test(target));
    graph.set(relative(folder, file), [...new Set(targets.map((target) => relative(folder, target)))]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), or of one file importing itself. */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

function edges(graph: Graph, wrong: (from: string, to: string) => boolean): string[] {
  return [...graph].flatMap(([from, targets]) => targets.filter((to) => wrong(from, to)).map((to) => `${from} -> ${to}`));
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];
/** The entry main.tsx belongs to the composition root. */
const layerOf = (file: string) => (file === "main.tsx" ? "app" : file.split("/")[0]);

export function webFigures(graph: Graph) {
  return {
    cycles: cycles(graph),
    featureToFeature: edges(graph, (from, to) => {
      const [a, b] = [featureOf(from), featureOf(to)];
      return a !== undefined && b !== undefined && a !== b;
    }),
    upward: edges(
      graph,
      (from, to) =>
        (layerOf(to) === "app" && layerOf(from) !== "app") ||
        (layerOf(from) === "shared" && ["entities", "features"].includes(layerOf(to)!)) ||
        (layerOf(from) === "entities" && layerOf(to) === "features"),
    ),
  };
}

export function apiFigures(graph: Graph) {
  return {
    cycles: cycles(graph),
    upward: edges(graph, (from, to) => layerOf(from) === "platform" && ["modules", "pdf-engine"].includes(layerOf(to)!)),
  };
}

function print(name: string, files: number, figures: { cycles: string[][]; featureToFeature?: string[]; upward: string[] }) {
  const cycleFiles = figures.cycles.reduce((sum, component) => sum + component.length, 0);
  console.log(`${name}: ${files} files`);
  console.log(`  cycles: ${figures.cycles.length} (${cycleFiles} files)`);
  for (const component of figures.cycles) console.log(`    - ${component.length} files: ${component.slice(0, 6).join(", ")}${component.length > 6 ? ", …" : ""}`);
  if (figures.featureToFeature) {
    console.log(`  feature -> feature imports: ${figures.featureToFeature.length}`);
    for (const edge of figures.featureToFeature) console.log(`    - ${edge}`);
  }
  console.log(`  upward imports: ${figures.upward.length}`);
  for (const edge of figures.upward.slice(0, 20)) console.log(`    - ${edge}`);
  if (figures.upward.length > 20) console.log(`    - … ${figures.upward.length - 20} more`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const web = importGraph(join(root, "apps/web/src"));
  const api = importGraph(join(root, "apps/api/src"));
  print("apps/web/src", web.size, webFigures(web));
  print("apps/api/src", api.size, apiFigures(api));
}
