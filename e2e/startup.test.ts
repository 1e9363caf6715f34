import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withScratchDatabase } from "./support/scratch-database.ts";
import { startServer, type RunningServer } from "./support/server.ts";

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

async function start(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

describe("npm start", () => {
  it("starts on an empty data folder, prints where everything is, answers the API and serves the app", async () => {
    const server = await start();
    expect(server.output()).toContain(`data folder: ${server.dataDir}`);
    expect(server.output()).toContain(`outbox at ${server.url}/dev/mail`);
    // The demo identity provider is mounted on the server's own port.
    expect(server.demoIdentityProviderUrl).toBe(`${server.url}/demo-idp`);
    expect((await fetch(`${server.demoIdentityProviderUrl}/demo.css`)).headers.get("content-type")).toContain("text/css");

    const datetime = await fetch(`${server.url}/api/v1/datetime`);
    expect(datetime.status).toBe(200);
    expect(Math.abs(Date.parse(((await datetime.json()) as { now: string }).now) - Date.now())).toBeLessThan(60_000);

    for (const page of ["/", "/profile/settings", "/view/123/456"]) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js">/);
    }
    // The build bundles the API reference's plugin; its page's files come from the package folder.
    for (const [file, type] of [["swagger-ui.css", "text/css"], ["logo.svg", "image/svg+xml"], ["swagger-ui-bundle.js", "javascript"]]) {
      const response = await fetch(`${server.url}/api/docs/static/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type"), file).toContain(type);
    }
    expect(server.output()).toMatch(/started in: +\d+\.\d\d s \(code loaded \d+\.\d\d s, database open \d+\.\d\d s, app ready \d+\.\d\d s\)/);
  });

  it("keeps its data across a restart on the same folder", async () => {
    const first = await start();
    const email = "restart@example.ch";
    const requested = await fetch(`${first.url}/api/v1/request-confirmation`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(requested.status).toBe(204);
    expect(await first.stop()).toBe(0);

    const second = await start({ dataDir: first.dataDir });
    const mails = await fetch(`${second.url}/api/dev/mail?to=${email}`);
    expect(((await mails.json()) as { mails: unknown[] }).mails).toHaveLength(1);
  });

  it("shuts down cleanly with exit code 0 on SIGTERM", async () => {
    const server = await start();
    const inFlight = fetch(`${server.url}/api/v1/datetime`);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).toContain("Paraph is shutting down (SIGTERM)");
    // The demo identity provider stopped with it.
    await expect(fetch(`${server.demoIdentityProviderUrl}/demo.css`)).rejects.toThrow();
    expect(server.output()).toContain("Paraph stopped.");
  });

  it("refuses to start with a bad setting and names it", async () => {
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, "../apps/api/dist/main.js")], {
      env: { ...process.env, PORT: "eighty", DATA_DIR: "/tmp/paraph-never-created" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
  });

  it.runIf(process.env.TEST_DATABASE_URL)("runs on a PostgreSQL server with DATABASE_URL and the same migrations", async () => {
    await withScratchDatabase(process.env.TEST_DATABASE_URL ?? "", "paraph_e2e", async (url) => {
      const server = await start({ env: { DATABASE_URL: url } });
      expect(server.output()).toContain("PostgreSQL server (DATABASE_URL)");
      expect((await fetch(`${server.url}/api/v1/datetime`)).status).toBe(200);
      expect(await server.stop()).toBe(0);
    });
  });
});
