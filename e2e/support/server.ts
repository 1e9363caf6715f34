import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const repositoryRoot = path.resolve(import.meta.dirname, "../..");
const serverEntry = path.join(repositoryRoot, "apps/api/dist/main.js");

/**
 * Node's flags for the server, the same `npm start`, `npm run serve` and the Dockerfile pass
 * (e2e/server-flags.test.ts holds them together): a 2 MB semi-space keeps the main thread's
 * young generation at a few MB instead of the 16 MB × 2 V8 grows it to during start-up, and a
 * heap growing factor of 1.2 collects the old generation before it holds more garbage than that
 * (docs/OPERATIONS.md, "Memory and start-up").
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=2", "--heap-growing-percent=20"] as const;

/** How long `startServer` waits for the server's "running" line before it gives up. */
const SERVER_START_LIMIT_MS = 180_000;

export interface RunningServer {
  url: string;
  /** The embedded demo identity provider's base URL (the server's own address and `/demo-idp`) as the server printed it; undefined when it runs none. */
  demoIdentityProviderUrl: string | undefined;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** How to start the server instead of `node apps/api/dist/main.js` here: node's arguments, folder and whole environment. */
export interface ServerLaunch {
  args: string[];
  cwd: string;
  env: Record<string, string | undefined>;
}

/**
 * Starts the built server (`npm run build` first) as `npm start` would, on a free port and an
 * empty data folder of its own unless one is given; resolves once it printed its URL.
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string>; launch?: ServerLaunch } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "paraph-e2e-")));
  const launch: ServerLaunch = options.launch ?? {
    args: [...SERVER_NODE_FLAGS, serverEntry],
    cwd: repositoryRoot,
    // A free port, so servers of several suites never clash (the demo identity provider shares it).
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...options.env },
  };
  const child = spawn(process.execPath, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    // A safety net for a server that never starts, not a start-up budget: a loaded machine took 65 s.
    const timeout = setTimeout(() => reject(new Error(`server did not start within ${SERVER_START_LIMIT_MS} ms:\n${output}`)), SERVER_START_LIMIT_MS);
    const check = () => {
      const match = /Paraph is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timeout);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", check);
    void exited.then((code) => {
      clearTimeout(timeout);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    demoIdentityProviderUrl: /demo identity provider at (\S+)/.exec(output)?.[1],
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Whether the browser is on one of the server's demo identity provider's pages (for `page.waitForURL`). */
export function isAtDemoIdentityProvider(server: RunningServer): (url: URL) => boolean {
  const base = server.demoIdentityProviderUrl;
  if (!base) throw new Error(`The server runs no demo identity provider:\n${server.output()}`);
  return (url) => url.href.startsWith(`${base}/ident/`);
}

/** A port free right now, for a server that must come back on the same address after a restart. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A mail in the development outbox (`GET /api/dev/mail`). */
export interface OutboxMail {
  subject: string;
  links: string[];
  template: string;
  lang: string;
}

/** Mails in the server's outbox to an address, newest first. */
export async function readOutbox(baseUrl: string, to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { mails: OutboxMail[] }).mails;
}

/** Polls the outbox until a mail arrives (the job worker delivers within a moment). */
export async function waitForMail(baseUrl: string, to: string, count = 1): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await readOutbox(baseUrl, to);
    if (mails.length >= count && mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail reached ${to}`);
}

/** Polls the outbox until `count` mails of this template reached the address; the newest of them. */
export async function waitForMailOf(baseUrl: string, to: string, template: string, count = 1): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const mails = (await readOutbox(baseUrl, to)).filter((mail) => mail.template === template);
    if (mails.length >= count && mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${template} mail number ${count} reached ${to}`);
}

/** The six-digit code of the newest of `count` mails of this template (codes' subjects start with it), once they arrived. */
export async function mailedCode(baseUrl: string, to: string, template: string, count = 1): Promise<string> {
  const code = /^(\d{6})\b/.exec((await waitForMailOf(baseUrl, to, template, count)).subject)?.[1];
  if (!code) throw new Error(`the ${template} mail to ${to} names no code`);
  return code;
}

/** The path of a guest's own link to a request, from their mails (the server may write another host or port into links). */
export async function guestLinkPath(baseUrl: string, to: string, requestId: string): Promise<string> {
  const pattern = new RegExp(`/view/${requestId}/[A-Za-z0-9_-]{43}$`);
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const link = (await readOutbox(baseUrl, to)).flatMap((mail) => mail.links).find((candidate) => pattern.test(candidate));
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link to request ${requestId} reached ${to}`);
}
