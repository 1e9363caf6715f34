import { startServer, waitForMail, type RunningServer } from "../e2e/support/server.ts";

export { startServer, type RunningServer };

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

export { median, percentile } from "./statistics.ts";

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}
