import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium; CI installs it, and a missing browser fails the suite instead of skipping it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Where the e2e run's one Chromium listens (support/chromium-server.ts); `launchBrowser` connects to it when set. */
export const CHROMIUM_ENDPOINT_VARIABLE = "PARAPH_E2E_CHROMIUM_ENDPOINT";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

export function assertChromiumInstalled(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}: apt-get install chromium (see .ci/run)`);
  }
}

/**
 * A browser for one suite: a connection to the e2e run's Chromium (support/chromium-server.ts)
 * when there is one, else a Chromium of its own (benchmarks, scripts). Either way `close()` ends
 * what the suite opened.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[CHROMIUM_ENDPOINT_VARIABLE];
  if (endpoint) return chromium.connect(endpoint);
  assertChromiumInstalled();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
}
