import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type pino from "pino";
import { buildApp } from "../app.ts";
import { ManualClock } from "./clock.ts";
import { loadConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import { loggerOptions, redactUrl } from "./logger.ts";
import { openTestDatabase } from "../test-support/test-database.ts";

const lines: string[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>["app"];

beforeAll(async () => {
  const config = loadConfig({ LOG_LEVEL: "trace" });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  database = await openTestDatabase();
  const options = loggerOptions(config) as pino.LoggerOptions;
  ({ app } = await buildApp({ config, database, clock: new ManualClock(), logger: { ...options, stream } as never }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("logs", () => {
  it("leave out the health and readiness polls below warn, and keep every other request", async () => {
    const before = lines.length;
    await app.inject({ method: "GET", url: "/api/health" });
    await app.inject({ method: "GET", url: "/api/ready" });
    expect(lines.slice(before).join("")).not.toMatch(/\/api\/(health|ready)/);
    await app.inject({ method: "GET", url: "/api/v1/datetime" });
    expect(lines.slice(before).join("")).toContain("/api/v1/datetime");
  });

  it("carry request ids but never passwords, tokens or Authorization headers", async () => {
    const secretPassword = "Very-secret-Passphrase-991";
    await app.inject({ method: "POST", url: "/api/v1/login", payload: { email: "someone@example.ch", password: secretPassword } });
    await app.inject({ method: "GET", url: "/api/v1/user", headers: { authorization: "Bearer SECRETSECRETSECRETSECRET1234" } });
    await app.inject({ method: "GET", url: "/api/v1/datetime?token=link-secret-123" });
    const output = lines.join("");
    expect(output).toContain('"reqId"');
    expect(output).not.toContain(secretPassword);
    expect(output).not.toContain("SECRETSECRETSECRETSECRET1234");
    expect(output).not.toContain("link-secret-123");
    expect(output).toContain("token=[redacted]");
  });

  it("redacts credential query parameters and keeps the others", () => {
    expect(redactUrl("/x?a=1&token=abc&secret=def&b=2")).toBe("/x?a=1&token=[redacted]&secret=[redacted]&b=2");
  });
});
