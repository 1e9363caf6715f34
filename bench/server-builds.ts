import path from "node:path";
import { SERVER_NODE_FLAGS } from "../e2e/support/server.ts";
import { startServer, type RunningServer } from "./support.ts";

/**
 * A build of the server a bench measures: this checkout's (`entry` undefined) or another one's
 * `apps/api/dist/main.js`, named by BENCH_BASELINE_API, measured beside it in the same rounds.
 */
export interface ServerBuild {
  name: string;
  entry: string | undefined;
}

/** This checkout's build, preceded by BENCH_BASELINE_API's (one or more, separated by ":") when it is set. */
export function buildsToMeasure(): ServerBuild[] {
  const baselines = (process.env.BENCH_BASELINE_API ?? "").split(path.delimiter).filter(Boolean);
  return [...baselines.map((entry) => ({ name: `baseline (${entry})`, entry: path.resolve(entry) })), { name: "this build", entry: undefined }];
}

/**
 * Starts the build and waits for its first 200 on /api/v1/datetime; returns the server and the
 * time from spawning the process. A baseline runs with the same node flags as this build unless
 * BENCH_BASELINE_NODE_FLAGS (space-separated) says otherwise.
 */
export async function startTimed(build: ServerBuild, dataDir: string, env: Record<string, string> = {}): Promise<{ server: RunningServer; ms: number }> {
  const started = performance.now();
  const baselineFlags = process.env.BENCH_BASELINE_NODE_FLAGS?.split(" ").filter(Boolean) ?? [...SERVER_NODE_FLAGS];
  const server = await startServer({
    dataDir,
    env,
    ...(build.entry
      ? { launch: { args: [...baselineFlags, build.entry], cwd: process.cwd(), env: { ...process.env, PORT: "0", DEMO_IDP_PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env } } }
      : {}),
  });
  for (;;) {
    const response = await fetch(`${server.url}/api/v1/datetime`).catch(() => undefined);
    if (response?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { server, ms: performance.now() - started };
}
