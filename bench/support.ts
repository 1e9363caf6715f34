import fs from "node:fs/promises";
import { startServer, waitForMail, type RunningServer } from "../e2e/support/server.ts";

export { startServer, type RunningServer };
export { withScratchDatabase } from "../e2e/support/scratch-database.ts";

export const BENCH_PASSWORD = "Quiet-lantern-47-orbit";

/** Registers a user through the API and the outbox, as a person would; returns the e-mail. */
export async function registerUser(baseUrl: string, email: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await post("/api/v1/request-confirmation", { email });
  const mail = await waitForMail(baseUrl, email);
  const token = new URL(mail.links[0] ?? "").searchParams.get("token");
  const response = await post("/api/v1/register", { firstName: "Bench", lastName: "Mark", password: BENCH_PASSWORD, token, gtc: true });
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
}

/** Registers a user as registerUser does, then logs in; returns the session token. */
export async function registerAndLogIn(baseUrl: string, email: string): Promise<string> {
  await registerUser(baseUrl, email);
  const login = await fetch(`${baseUrl}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

export { median, percentile } from "./statistics.ts";

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}

/** What timeInjectedGets needs of an app: Fastify's inject. */
interface InjectingApp {
  inject(options: { method: "GET"; url: string; headers: Record<string, string> }): Promise<{ statusCode: number; body: string }>;
}

/** Times `count` GETs of `url` one after the other through `app.inject`; each must answer 200. */
export async function timeInjectedGets(app: InjectingApp, url: string, headers: Record<string, string>, count: number): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await app.inject({ method: "GET", url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    durations.push(performance.now() - started);
  }
  return durations;
}


/** CPU seconds (user + system) the server process has used so far, as the kernel counts them. */
export async function serverCpuSeconds(server: RunningServer): Promise<number> {
  const fields = (await fs.readFile(`/proc/${server.process.pid}/stat`, "utf8")).split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until none of the servers works in the background any more (each under 20 ms of CPU in
 * a quarter of a second), at most `maxMs`: what an upload set off must not be timed as part of
 * the next call, on that server or beside it.
 */
export async function waitUntilQuiet(servers: RunningServer[], maxMs = 60_000): Promise<void> {
  const until = performance.now() + maxMs;
  while (performance.now() < until) {
    const before = await Promise.all(servers.map(serverCpuSeconds));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const after = await Promise.all(servers.map(serverCpuSeconds));
    if (after.every((seconds, index) => seconds - (before[index] ?? 0) < 0.02)) return;
  }
}
