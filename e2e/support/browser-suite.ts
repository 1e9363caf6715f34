import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { findFreePort, startServer, type RunningServer } from "./server.ts";
import { prepareSignatureValidators, type SignatureValidators } from "./signature-checks.ts";

export interface BrowserSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts the server and Chromium side by side (neither waits for the other). Both are answered
 * once both started; when one fails, the other is stopped and the failure thrown.
 */
async function startServerAndBrowser(start: () => Promise<RunningServer>): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.allSettled([start(), launchBrowser()]);
  if (server.status === "fulfilled" && browser.status === "fulfilled") return { server: server.value, browser: browser.value };
  if (server.status === "fulfilled") await server.value.stop();
  if (browser.status === "fulfilled") await browser.value.close();
  throw server.status === "rejected" ? server.reason : (browser as PromiseRejectedResult).reason;
}

/**
 * A browser suite's fixtures: the built server on its own data folder and one Chromium, started
 * before the suite's tests and stopped after them.
 */
export function useServerAndBrowser(options: Parameters<typeof startServer>[0] = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser(() => startServer(options)));
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

export interface SigningBrowserSuite extends BrowserSuite {
  /** A trust store of the server's demo root for pdfsig and the PAdES checks. */
  readonly validators: SignatureValidators;
}

/**
 * A browser suite that checks signatures: the server, Chromium and a trust store of the server's
 * root. `ownPublicAddress` starts the server on a port chosen first and names it as PUBLIC_URL,
 * for the demo identity provider, which calls the server back at that address.
 */
export function useSigningBrowserSuite(options: { ownPublicAddress?: boolean } = {}): SigningBrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let validators: SignatureValidators | undefined;
  beforeAll(async () => {
    const port = options.ownPublicAddress ? await findFreePort() : undefined;
    ({ server, browser } = await startServerAndBrowser(() => startServer(port ? { env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } } : {})));
    validators = await prepareSignatureValidators(server.url);
  });
  afterAll(async () => {
    await validators?.dispose();
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} starts in beforeAll`);
    return value;
  };
  return {
    get server() {
      return started(server, "server");
    },
    get browser() {
      return started(browser, "browser");
    },
    get validators() {
      return started(validators, "trust store");
    },
  };
}
