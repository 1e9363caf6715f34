import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { launchBrowser } from "../e2e/support/browser.ts";
import { median, printTable, startServer } from "./support.ts";

/**
 * Issue 3's figures for the login page: the JavaScript it loads (gzip, as a compressing proxy
 * would send it) and its first contentful paint in Chromium, median of several cold loads.
 * Routes are code-split, so features added later must not move these numbers much.
 */
export async function benchWebLogin(runs = 5): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  const paints: number[] = [];
  let scripts: { url: string; bytes: number; gzipBytes: number }[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded: Promise<{ url: string; bytes: number; gzipBytes: number }>[] = [];
      page.on("response", (response) => {
        if (!response.url().endsWith(".js")) return;
        loaded.push(
          response.body().then((body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length })),
        );
      });
      await page.goto(`${server.url}/login`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { name: "Log in to Paraph" }).waitFor();
      paints.push(
        await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN),
      );
      scripts = await Promise.all(loaded);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;
  printTable("JavaScript loaded by /login (KB)", [
    ...scripts.map((script) => ({ file: script.url, raw: kilobytes(script.bytes), gzip: kilobytes(script.gzipBytes) })),
    {
      file: `total (${scripts.length} files)`,
      raw: kilobytes(scripts.reduce((sum, script) => sum + script.bytes, 0)),
      gzip: kilobytes(scripts.reduce((sum, script) => sum + script.gzipBytes, 0)),
    },
  ]);
  printTable(`First contentful paint of /login in Chromium (median of ${runs}, ms)`, [
    { medianMs: Math.round(median(paints)), runs: paints.map(Math.round).join(" / ") },
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await benchWebLogin();
