import fs from "node:fs";
import path from "node:path";
import { stringsFileOf } from "../../apps/web/src/app/i18n/strings-folders.ts";

/** What a route loads besides the entry: its page module and its features' English strings, as Vite manifest keys. */
export interface RoutePage {
  path: string;
  page: string;
  strings: string[];
}

const ROUTES_DIR = "src/app/routes";
/** router.tsx shows this page for routes whose feature is not built yet. */
const PLANNED_PAGE = `${ROUTES_DIR}/planned-page.tsx`;

/**
 * Every route of the web app's route table with the modules it loads, read from the source
 * (apps/web/src/app/routes/route-table.ts, and each feature's strings where app/i18n/strings-folders.ts
 * says they live): the loaders there are `import()` calls the bundler splits, so the paths are only
 * spelled out in the text. A route
 * whose loader this cannot read is an error, not a route left out.
 */
export function readRoutePages(webDir: string): RoutePage[] {
  const routeTable = fs.readFileSync(path.join(webDir, ROUTES_DIR, "route-table.ts"), "utf8");
  const featureStrings = readFeatureStrings(webDir);
  const loaders = new Map<string, string>();
  for (const match of routeTable.matchAll(/const (\w+) = page\(\s*\(\) => import\("([^"]+)"\)((?:, \[[^\]]*\])?)/g)) {
    loaders.set(match[1] ?? "", `${match[2] ?? ""}${match[3] ?? ""}`);
  }
  const body = routeTable.slice(routeTable.indexOf("export const ROUTES"));
  const starts = [...body.matchAll(/\{\s*path: "([^"]+)"/g)];
  return starts.map((start, index) => {
    const text = body.slice(start.index, starts[index + 1]?.index ?? body.length);
    const routePath = start[1] ?? "";
    const named = /load: (\w+)\s*[,}]/.exec(text)?.[1];
    const loader = named ? loaders.get(named) : /load: page\(\s*\(\) => import\("([^"]+)"\)((?:, \[[^\]]*\])?)/.exec(text)?.slice(1).join("");
    if (named && !loader) throw new Error(`route ${routePath}: the loader ${named} is not a page(() => import(...)) constant`);
    if (!loader) {
      if (text.includes("load:")) throw new Error(`route ${routePath}: its loader is not a page(() => import(...)) call`);
      return { path: routePath, page: PLANNED_PAGE, strings: [] };
    }
    const [, modulePath = "", featureList = ""] = /^([^,]+)(?:, \[([^\]]*)\])?$/.exec(loader) ?? [];
    const features = [...featureList.matchAll(/"(\w+)"/g)].map((feature) => feature[1] ?? "");
    return {
      path: routePath,
      page: path.posix.join(ROUTES_DIR, modulePath),
      strings: features.map((feature) => {
        const strings = featureStrings.get(feature);
        if (!strings) throw new Error(`route ${routePath}: feature ${feature} has no English strings (app/i18n/strings-folders.ts)`);
        return strings;
      }),
    };
  });
}

/** Each feature's (and entity's) English strings module (manifest key), found where app/i18n/strings-folders.ts says they live. */
function readFeatureStrings(webDir: string): Map<string, string> {
  const strings = new Map<string, string>();
  for (const layer of ["features", "entities"]) {
    const layerDir = path.join(webDir, "src", layer);
    if (!fs.existsSync(layerDir)) continue;
    for (const file of fs.readdirSync(layerDir, { recursive: true, encoding: "utf8" })) {
      const relativePath = path.posix.join("src", layer, file.split(path.sep).join("/"));
      if (!relativePath.includes("/i18n/")) continue;
      const found = stringsFileOf(relativePath);
      if (found.language === "en-gb") strings.set(found.key, relativePath);
    }
  }
  return strings;
}
