import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { RoutePage } from "./route-pages.ts";

/** The part of Vite's build manifest (dist/.vite/manifest.json) the budget reads. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Gzip kilobytes (1024 bytes) of JavaScript: `default` for every route, `routes` for those held tighter or allowed more. */
export interface BundleBudgets {
  defaultKb: number;
  routes: Record<string, number>;
}

export interface RouteWeight {
  path: string;
  files: string[];
  gzipBytes: number;
}

export interface BudgetViolation extends RouteWeight {
  budgetKb: number;
}

export function readBuildManifest(distDir: string): BuildManifest {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app (npm run build) with build.manifest on`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as BuildManifest;
}

/**
 * The JavaScript files a browser fetches for these chunks before it runs them: each chunk and,
 * transitively, what it imports statically (dynamic imports wait until the code asks for them).
 */
export function staticImportClosure(manifest: BuildManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop() ?? "";
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => manifest[key]?.file ?? "").filter((file) => file.endsWith(".js"));
}

/** What opening a route loads: the entry's chunks, the page's and its features' English strings, gzip as a compressing proxy sends them. */
export function weighRoutes(distDir: string, manifest: BuildManifest, routes: readonly RoutePage[]): RouteWeight[] {
  const entries = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  if (entries.length !== 1) throw new Error(`the build manifest has ${entries.length} entries; the web app has one`);
  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  };
  return routes.map((route) => {
    const files = staticImportClosure(manifest, [...entries, route.page, ...route.strings]).sort();
    return { path: route.path, files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
  });
}

/** The routes over their budget; a budget for a route that does not exist is a mistake too. */
export function findBudgetViolations(weights: readonly RouteWeight[], budgets: BundleBudgets): BudgetViolation[] {
  const known = new Set(weights.map((weight) => weight.path));
  const unknown = Object.keys(budgets.routes).filter((route) => !known.has(route));
  if (unknown.length > 0) throw new Error(`budgets for routes the app does not have: ${unknown.join(", ")}`);
  return weights
    .map((weight) => ({ ...weight, budgetKb: budgets.routes[weight.path] ?? budgets.defaultKb }))
    .filter((weight) => weight.gzipBytes > weight.budgetKb * 1024);
}
