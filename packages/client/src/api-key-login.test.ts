import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginWithApiKey, ParaphApiError } from "./api-key-login.ts";

/**
 * loginWithApiKey over real HTTP against a listener that answers as `POST /api/v2/access/login`
 * is specified (issue 17): `{ username, api_key }` → `{ token, expiresAt }`, a wrong key 401.
 */
let server: Server;
let baseUrl: string;
const received: { method?: string; url?: string; contentType?: string; body: unknown }[] = [];

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readJson(request).then((body) => {
      received.push({ method: request.method, url: request.url, contentType: request.headers["content-type"], body });
      const { api_key: apiKey } = body as { api_key: string };
      response.setHeader("content-type", "application/json");
      if (apiKey === "right-key") {
        response.end(JSON.stringify({ token: "t".repeat(43), expiresAt: "2026-11-26T10:20:00.000Z" }));
      } else {
        response.statusCode = 401;
        response.end(JSON.stringify({ code: "invalid_credentials", message: "User name or API key is wrong" }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("loginWithApiKey", () => {
  it("posts { username, api_key } as JSON to /api/v2/access/login and returns the token", async () => {
    await expect(loginWithApiKey(baseUrl, "erp-connector", "right-key")).resolves.toEqual({ token: "t".repeat(43), expiresAt: "2026-11-26T10:20:00.000Z" });
    expect(received.at(-1)).toEqual({ method: "POST", url: "/api/v2/access/login", contentType: "application/json", body: { username: "erp-connector", api_key: "right-key" } });
  });

  it("throws the API's error, with its status and code, for a wrong key", async () => {
    const error = await loginWithApiKey(baseUrl, "erp-connector", "wrong-key").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParaphApiError);
    expect(error).toMatchObject({ status: 401, code: "invalid_credentials", message: "User name or API key is wrong" });
  });
});
