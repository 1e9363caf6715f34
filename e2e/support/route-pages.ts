import fs from "node:fs";
import path from "node:path";

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
 * (apps/web/src/app/routes/route-table.ts and app/i18n/feature-strings.ts): the loaders there are
 * `import()` calls the bundler splits, so the paths are only spelled out in the text. A route
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
        if (!strings) throw new Error(`route ${routePath}: feature ${feature} has no English strings in feature-strings.ts`);
        return strings;
      }),
    };
  });
}

/** Each feature's English strings module (manifest key), from app/i18n/feature-strings.ts. */
function readFeatureStrings(webDir: string): Map<string, string> {
  const source = fs.readFileSync(path.join(webDir, "src/app/i18n/feature-strings.ts"), "utf8");
  const strings = new Map<string, string>();
  for (const match of source.matchAll(/(\w+): \{\s*"en-gb": \(\) => import\("([^"]+)"\)/g)) {
    strings.set(match[1] ?? "", path.posix.join("src/app/i18n", match[2] ?? ""));
  }
  return strings;
}
