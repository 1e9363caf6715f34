import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { startServer, type RunningServer } from "./server.ts";

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * A browser suite's fixtures: the built server on its own data folder and one Chromium, started
 * before the suite's tests and stopped after them.
 */
export function useServerAndBrowser(options: Parameters<typeof startServer>[0] = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("The server starts in beforeAll");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("The browser starts in beforeAll");
      return browser;
    },
  };
}
