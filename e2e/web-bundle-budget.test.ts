import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBudgetViolations, readBuildManifest, weighRoutes, type BuildManifest, type BundleBudgets } from "./support/bundle-budget.ts";
import { readRoutePages } from "./support/route-pages.ts";

const webDir = path.resolve(import.meta.dirname, "../apps/web");
const distDir = path.join(webDir, "dist");
const budgets = JSON.parse(fs.readFileSync(path.join(webDir, "bundle-budgets.json"), "utf8")) as BundleBudgets;

describe("the web app's bundle budget (apps/web/bundle-budgets.json)", () => {
  const routes = readRoutePages(webDir);
  const weights = weighRoutes(distDir, readBuildManifest(distDir), routes);

  it("reads every route of the route table with the page it loads", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.find((route) => route.path === "/login")).toEqual({ path: "/login", page: "src/features/accounts/pages/login-page.tsx", strings: [] });
    expect(routes.find((route) => route.path === "/dashboard")).toEqual({
      path: "/dashboard",
      page: "src/features/signature-requests/pages/dashboard-page.tsx",
      // The empty dashboard's drop zone hands files to /upload, in the documents feature's words.
      strings: ["src/features/signature-requests/i18n/en-gb.ts", "src/features/documents/i18n/en-gb.ts"],
    });
    // Routes whose feature is not built yet show the planned page.
    expect(routes.find((route) => route.path === "/invite/:id")?.page).toBe("src/app/routes/planned-page.tsx");
  });

  it("keeps every route's initial JavaScript within its budget", () => {
    const over = findBudgetViolations(weights, budgets).map(
      (route) => `${route.path}: ${(route.gzipBytes / 1024).toFixed(1)} KB gzip in ${route.files.length} files, budget ${route.budgetKb} KB`,
    );
    expect(over).toEqual([]);
  });

  it("counts the login page's own chunk and the shell's, not the other pages'", () => {
    const login = weights.find((route) => route.path === "/login");
    expect(login?.files.some((file) => /\/login-page-[\w-]+\.js$/.test(file))).toBe(true);
    expect(login?.files.some((file) => /\/dashboard-page-[\w-]+\.js$/.test(file))).toBe(false);
    expect(login?.files.some((file) => /\/index-[\w-]+\.js$/.test(file))).toBe(true);
  });
});

describe("the bundle-budget check itself", () => {
  let scratch = "";
  // A shell of 3 chunks, a page importing one of them and a chunk of its own, an unrelated page.
  const manifest: BuildManifest = {
    "index.html": { file: "assets/index.js", isEntry: true, imports: ["_vendor.js"] },
    "_vendor.js": { file: "assets/vendor.js", imports: ["_shared.js"] },
    "_shared.js": { file: "assets/shared.js" },
    "_page-only.js": { file: "assets/page-only.js" },
    "src/page.tsx": { file: "assets/page.js", imports: ["_shared.js", "_page-only.js", "index.html"] },
    "src/strings.ts": { file: "assets/strings.js" },
    "src/other-page.tsx": { file: "assets/other-page.js" },
  };
  const routes = [{ path: "/page", page: "src/page.tsx", strings: ["src/strings.ts"] }];

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "paraph-bundle-budget-"));
    fs.mkdirSync(path.join(scratch, "assets"));
    fs.mkdirSync(path.join(scratch, ".vite"));
    fs.writeFileSync(path.join(scratch, ".vite", "manifest.json"), JSON.stringify(manifest));
    // Random bytes do not compress: each file weighs about its size in gzip too.
    for (const chunk of Object.values(manifest)) fs.writeFileSync(path.join(scratch, chunk.file), Buffer.from(crypto.getRandomValues(new Uint8Array(2048))));
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it("sums the entry, the page, their static imports and the strings, each file once", () => {
    const [weight] = weighRoutes(scratch, readBuildManifest(scratch), routes);
    expect(weight?.files).toEqual(["assets/index.js", "assets/page-only.js", "assets/page.js", "assets/shared.js", "assets/strings.js", "assets/vendor.js"]);
    expect(weight?.gzipBytes).toBeGreaterThan(6 * 2048);
    expect(weight?.gzipBytes).toBeLessThan(6 * 2048 + 6 * 64);
  });

  it("fails a route over its budget and passes it under", () => {
    const weights = weighRoutes(scratch, readBuildManifest(scratch), routes);
    expect(findBudgetViolations(weights, { defaultKb: 11, routes: {} }).map((route) => [route.path, route.budgetKb])).toEqual([["/page", 11]]);
    expect(findBudgetViolations(weights, { defaultKb: 1, routes: { "/page": 13 } })).toEqual([]);
    expect(findBudgetViolations(weights, { defaultKb: 100, routes: { "/page": 11 } })).toHaveLength(1);
  });

  it("refuses a budget for a route the app does not have, and a manifest without a chunk it names", () => {
    const weights = weighRoutes(scratch, readBuildManifest(scratch), routes);
    expect(() => findBudgetViolations(weights, { defaultKb: 100, routes: { "/gone": 1 } })).toThrow("/gone");
    expect(() => weighRoutes(scratch, readBuildManifest(scratch), [{ path: "/x", page: "src/missing.tsx", strings: [] }])).toThrow("src/missing.tsx");
    expect(() => readBuildManifest(path.join(scratch, "assets"))).toThrow("npm run build");
  });
});
