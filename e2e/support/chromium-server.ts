import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_ENDPOINT_VARIABLE, CHROMIUM_PATH, assertChromiumInstalled } from "./browser.ts";

/**
 * The e2e run's global set-up: one Chromium for every suite, instead of one started and stopped
 * per file (2–2.5 s of CPU each). A suite's `launchBrowser()` connects to it; its `close()` closes
 * that suite's contexts and disconnects. Workers start after this and inherit the variable.
 */
export default async function startChromiumServer(): Promise<() => Promise<void>> {
  assertChromiumInstalled();
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  process.env[CHROMIUM_ENDPOINT_VARIABLE] = server.wsEndpoint();
  return async () => {
    delete process.env[CHROMIUM_ENDPOINT_VARIABLE];
    await server.close();
  };
}
