import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser.ts";
import { percentile, printTable, startServer, type RunningServer } from "./support.ts";

/** One cold load of /login: the scripts it fetched and when the page painted. */
interface LoginLoad {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** First contentful paint, ms after navigation start. */
  paintMs: number;
  /** When the login form's heading was in the page, ms after navigation start. */
  formMs: number;
}

async function loadLogin(browser: Browser, baseUrl: string): Promise<LoginLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.url());
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: "networkidle" });
    const formMs = await page
      .waitForFunction(() => {
        const heading = Array.from(document.querySelectorAll("h1")).find((each) => each.textContent?.includes("Log in to Paraph"));
        return heading ? performance.now() : false;
      })
      .then((handle) => handle.jsonValue() as Promise<number>);
    const paintMs = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN);
    // Read and compressed only now: reading the bodies from the browser and gzip in this process
    // while the page loaded took the page's CPU (2 cores) and put its paint ≈ 100–150 ms later.
    // gzip as a compressing proxy would send the files; the server itself sends them as they are.
    const loaded = await Promise.all(scripts.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
    return {
      files: loaded.length,
      rawBytes: loaded.reduce((sum, body) => sum + body.length, 0),
      gzipBytes: loaded.reduce((sum, body) => sum + gzipSync(body).length, 0),
      paintMs,
      formMs,
    };
  } finally {
    await context.close();
  }
}

function summarise(name: string, loads: LoginLoad[]): Record<string, string | number> {
  const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const last = loads[loads.length - 1];
  // A load whose paint Chromium did not record (it happens under heavy load) has no figure to count.
  const paints = loads.map((load) => load.paintMs).filter(Number.isFinite);
  const forms = loads.map((load) => load.formMs);
  return {
    build: name,
    files: last?.files ?? 0,
    rawKb: kilobytes(last?.rawBytes ?? 0),
    gzipKb: kilobytes(last?.gzipBytes ?? 0),
    paints: paints.length,
    fcpP50: Math.round(percentile(paints, 0.5)),
    fcpP99: Math.round(percentile(paints, 0.99)),
    formP50: Math.round(percentile(forms, 0.5)),
    formP99: Math.round(percentile(forms, 0.99)),
  };
}

/**
 * Issue 19's figures for the login page: the JavaScript it loads (files, gzip) and its first
 * contentful paint and form in headless Chromium over `runs` cold loads (p50/p99). With
 * WEB_LOGIN_BASELINE_DIST naming other builds of apps/web (copies of dist/ from before a change,
 * separated by ":"), each is served by a server of its own and loaded in turn with this one, so
 * all are measured in the same run on the same (shared, noisy) machine.
 */
export async function benchWebLogin(runs = 20, baselineDists = (process.env.WEB_LOGIN_BASELINE_DIST ?? "").split(path.delimiter).filter(Boolean)): Promise<void> {
  const builds: { name: string; server: RunningServer; loads: LoginLoad[] }[] = [];
  const browser = await launchBrowser();
  try {
    builds.push({ name: "this build (apps/web/dist)", server: await startServer(), loads: [] });
    for (const dist of baselineDists) builds.push({ name: `baseline (${dist})`, server: await startServer({ env: { WEB_DIST_DIR: dist } }), loads: [] });
    // One unmeasured load each warms the server's file cache and the browser.
    for (const build of builds) await loadLogin(browser, build.server.url);
    for (let run = 0; run < runs; run += 1) {
      // Rotating which goes first keeps a slow moment of the machine from always hitting the same build.
      const order = builds.map((_, index) => builds[(index + run) % builds.length]!);
      for (const build of order) build.loads.push(await loadLogin(browser, build.server.url));
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map((build) => build.server.stop()));
  }
  printTable(
    `/login in headless Chromium: JavaScript loaded (KB) and first contentful paint / login form shown (ms after navigation, ${runs} cold loads)`,
    builds.map((build) => summarise(build.name, build.loads)),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchWebLogin();
