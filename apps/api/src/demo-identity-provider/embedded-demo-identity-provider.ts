import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Config } from "../platform/config.ts";
import { DEMO_IDENTITY_PROVIDER_PREFIX } from "../modules/identification/protocol/identity-provider.ts";
import { startDemoIdentityProvider, type RunningDemoIdentityProvider } from "./demo-identity-provider.ts";

/** Where the embedded demo keeps its sessions, inside the data folder. */
export function demoSessionsFile(dataDir: string): string {
  return path.join(dataDir, "demo-idp", "sessions.json");
}

/**
 * The embedded installation's identity provider (`npm start` and the tests' app, in any mode but
 * production, while no IDENT_PROVIDER_URL is set): the demo on a loopback port of its own
 * (DEMO_IDP_PORT; `port` overrides it), with a token and callback secret random per process.
 * Paraph is then configured with it exactly as with a partner — the answer's `config` carries
 * IDENT_PROVIDER_URL, IDENT_PROVIDER_API_TOKEN and IDENT_CALLBACK_SECRET — so the two talk only
 * over HTTP. Its sessions are kept in the data folder and outlive a restart. Whoever starts it
 * closes `demo` when the server stops.
 */
export async function startEmbeddedDemoIdentityProvider(config: Config, options: { port?: number } = {}): Promise<{ config: Config; demo: RunningDemoIdentityProvider | undefined }> {
  if (config.APP_MODE === "production" || config.IDENT_PROVIDER_URL) return { config, demo: undefined };
  const apiToken = randomBytes(24).toString("hex");
  const callbackSecret = randomBytes(32).toString("hex");
  const port = options.port ?? config.DEMO_IDP_PORT;
  let demo: RunningDemoIdentityProvider;
  try {
    demo = await startDemoIdentityProvider({ apiToken, callbackSecret, port, prefix: DEMO_IDENTITY_PROVIDER_PREFIX, sessionsFile: demoSessionsFile(config.DATA_DIR) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The demo identity provider could not listen on 127.0.0.1:${port} (DEMO_IDP_PORT; 0 picks a free port, IDENT_PROVIDER_URL a partner instead): ${reason}`, { cause: error });
  }
  return {
    config: { ...config, IDENT_PROVIDER_URL: demo.url, IDENT_PROVIDER_API_TOKEN: apiToken, IDENT_CALLBACK_SECRET: callbackSecret, IDENT_PROVIDER_NAME: config.IDENT_PROVIDER_NAME ?? "demo" },
    demo,
  };
}
