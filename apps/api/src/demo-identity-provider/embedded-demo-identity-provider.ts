import { randomBytes } from "node:crypto";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Config } from "../platform/config.ts";
import type { PlatformContext } from "../platform/context.ts";
import { DEMO_IDENTITY_PROVIDER_PREFIX } from "../modules/identification/index.ts";
import { DemoIdentityProvider, startDemoIdentityProvider } from "./demo-identity-provider.ts";
import { DemoSessionStore } from "./demo-session-store.ts";

/** Where the embedded demo keeps its sessions, inside the data folder. */
export function demoSessionsFile(dataDir: string): string {
  return path.join(dataDir, "demo-idp", "sessions.json");
}

/** The embedded installation's demo identity provider, mounted on Paraph's server or running apart. */
export interface EmbeddedDemoIdentityProvider {
  /** Its base URL: this server's address under /demo-idp once mounted, or its own port's address. */
  readonly url: string;
  /** Its own port when it runs apart (DEMO_IDP_PORT); undefined when it shares Paraph's. */
  readonly port: number | undefined;
  readonly provider: DemoIdentityProvider;
  /** Adds its routes under /demo-idp to Paraph's app (before it listens); nothing when it runs apart. */
  mount(app: FastifyInstance, context: PlatformContext): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded installation's identity provider (`npm start` and the tests' app, in any mode but
 * production, while no IDENT_PROVIDER_URL is set), with a token and callback secret random per
 * process. Paraph talks to it exactly as to a partner, over HTTP with those keys.
 *
 * By default it is mounted on Paraph's own server under /demo-idp, so any number of servers start
 * side by side on one host; IDENT_PROVIDER_URL stays unset and Paraph finds it at its own address
 * (modules/identification/protocol/identity-provider.ts), the one its reports come back to. With
 * DEMO_IDP_PORT (or `port`) it runs apart on that loopback port, and the answer's config names it
 * in IDENT_PROVIDER_URL. Its sessions are kept in the data folder and outlive a restart.
 */
export async function openEmbeddedDemoIdentityProvider(config: Config, options: { port?: number } = {}): Promise<{ config: Config; demo: EmbeddedDemoIdentityProvider | undefined }> {
  if (config.APP_MODE === "production" || config.IDENT_PROVIDER_URL) return { config, demo: undefined };
  const keys = { apiToken: randomBytes(24).toString("hex"), callbackSecret: randomBytes(32).toString("hex") };
  const configured: Config = { ...config, IDENT_PROVIDER_API_TOKEN: keys.apiToken, IDENT_CALLBACK_SECRET: keys.callbackSecret, IDENT_PROVIDER_NAME: config.IDENT_PROVIDER_NAME ?? "demo" };
  const port = options.port ?? config.DEMO_IDP_PORT;
  if (port !== undefined) {
    const apart = await startApart(config, keys, port);
    return { config: { ...configured, IDENT_PROVIDER_URL: apart.url }, demo: apart };
  }
  return { config: configured, demo: await openMounted(config, keys) };
}

type DemoKeys = { apiToken: string; callbackSecret: string };

async function openMounted(config: Config, keys: DemoKeys): Promise<EmbeddedDemoIdentityProvider> {
  // Where this server is reached is known once it listens (PORT=0, or a test's own listener): read at each use.
  let serverUrl: (() => string) | undefined;
  const baseUrl = () => {
    if (!serverUrl) throw new Error("The demo identity provider is not mounted yet");
    return `${serverUrl()}${DEMO_IDENTITY_PROVIDER_PREFIX}`;
  };
  const sessions = await DemoSessionStore.open(demoSessionsFile(config.DATA_DIR), Date.now);
  const provider = new DemoIdentityProvider({ ...keys, sessions, publicBaseUrl: baseUrl });
  return {
    get url() {
      return baseUrl();
    },
    port: undefined,
    provider,
    mount: async (app, context) => {
      serverUrl = () => context.publicUrl;
      await app.register(async (scope) => provider.register(scope), { prefix: DEMO_IDENTITY_PROVIDER_PREFIX });
    },
    close: async () => {},
  };
}

async function startApart(config: Config, keys: DemoKeys, port: number): Promise<EmbeddedDemoIdentityProvider> {
  try {
    const running = await startDemoIdentityProvider({ ...keys, port, prefix: DEMO_IDENTITY_PROVIDER_PREFIX, sessionsFile: demoSessionsFile(config.DATA_DIR) });
    return { url: running.url, port: running.port, provider: running.provider, mount: async () => {}, close: running.close };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The demo identity provider could not listen on 127.0.0.1:${port} (DEMO_IDP_PORT; unset, it shares Paraph's port under ${DEMO_IDENTITY_PROVIDER_PREFIX}): ${reason}`, { cause: error });
  }
}
