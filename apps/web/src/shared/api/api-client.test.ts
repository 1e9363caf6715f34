import { describe, expect, it, vi } from "vitest";
import { deleteUser, getDocumentPage, getUser, login } from "@paraph/contracts";
import { makeUser } from "../../test/user-factory.ts";
import { createApiClient, type ApiClientOptions } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { lazyEndpoint } from "./lazy-endpoint.ts";
import { computeRetryDelay } from "./retry-delay.ts";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
const errorBody = (code: string) => ({ code, message: code, details: {} });

function setup(responses: Array<Response | Error>, overrides: Partial<ApiClientOptions> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const queue = [...responses];
  const sleeps: number[] = [];
  const handlers = { onUnauthorized: vi.fn(), onServerError: vi.fn() };
  const client = createApiClient({
    fetch: async (url, init) => {
      calls.push({ url, init });
      const next = queue.shift();
      if (!next) throw new Error("No more fake responses");
      if (next instanceof Error) throw next;
      return next;
    },
    getAuthorization: () => "Bearer secret-token",
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...handlers,
    ...overrides,
  });
  return { client, calls, sleeps, ...handlers };
}

describe("API client requests", () => {
  it("calls /api with the bearer token, the query and a parsed response", async () => {
    const user = makeUser();
    const { client, calls } = setup([json(200, user)]);
    await expect(client.request(getUser, { query: { v2: "true" } })).resolves.toEqual(user);
    expect(calls[0]?.url).toBe("/api/v1/user?v2=true");
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get("Authorization")).toBe("Bearer secret-token");
    expect(calls[0]?.init.method).toBe("GET");
  });

  it("calls an endpoint named by its loader once the loader has given it, and parses with its schema", async () => {
    const user = makeUser();
    const { client, calls } = setup([json(200, user), json(200, { ...user, email: 42 })]);
    const loads: string[] = [];
    const lazyGetUser = lazyEndpoint(async () => {
      loads.push("user endpoints");
      return { getUser };
    }, "getUser");
    await expect(client.request(lazyGetUser, { query: { v2: "true" } })).resolves.toEqual(user);
    expect(loads).toEqual(["user endpoints"]);
    expect(calls[0]?.url).toBe("/api/v1/user?v2=true");
    expect(new Headers(calls[0]?.init.headers).get("Authorization")).toBe("Bearer secret-token");
    // The loaded schema still refuses an answer of the wrong shape.
    await expect(client.request(lazyGetUser, { query: { v2: "true" } })).rejects.toThrow();
  });

  it("reports a loader that fails as the call's failure, without calling the server", async () => {
    const { client, calls } = setup([]);
    await expect(client.request(() => Promise.reject(new Error("chunk failed")))).rejects.toThrow("chunk failed");
    expect(calls).toEqual([]);
  });

  it("sends plain object bodies as JSON", async () => {
    const { client, calls } = setup([json(200, { token: "t", expiresAt: "2026-01-02T00:00:00Z" })]);
    await client.request(login, { body: { email: "ada@example.com", password: "pw" } });
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: "ada@example.com", password: "pw" });
  });

  it("omits the Authorization header without a session", async () => {
    const { client, calls } = setup([new Response(null, { status: 204 })], { getAuthorization: () => null });
    await expect(client.request(deleteUser, { body: { password: "pw" } })).resolves.toBeUndefined();
    expect(new Headers(calls[0]?.init.headers).has("Authorization")).toBe(false);
  });

  it("turns error bodies into ApiError with their code and field errors", async () => {
    const body = { code: "validation_failed", message: "bad", details: { fields: [{ field: "email", message: "Not a valid e-mail address" }] } };
    const { client } = setup([json(400, body)]);
    const error = await client.request(login, { body: { email: "x", password: "y" } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("validation_failed");
    expect((error as ApiError).fieldErrors).toEqual([{ field: "email", message: "Not a valid e-mail address" }]);
  });
});

describe("API client error catalogue", () => {
  it("ends the session on 401", async () => {
    const { client, onUnauthorized, onServerError } = setup([json(401, errorBody("unauthenticated"))]);
    await expect(client.request(getUser)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onServerError).not.toHaveBeenCalled();
  });

  it("sends the visitor to /sorry on a 500", async () => {
    const { client, onServerError } = setup([json(500, errorBody("internal_error"))]);
    await expect(client.request(getUser)).rejects.toMatchObject({ status: 500 });
    expect(onServerError).toHaveBeenCalledTimes(1);
  });

  it("does not send to /sorry on a 503 without Retry-After", async () => {
    const { client, onServerError } = setup([json(503, errorBody("service_unavailable"))]);
    await expect(client.request(getUser)).rejects.toMatchObject({ status: 503 });
    expect(onServerError).not.toHaveBeenCalled();
  });

  it("retries a 503 after the seconds of Retry-After", async () => {
    const user = makeUser();
    const { client, sleeps, calls } = setup([json(503, errorBody("service_unavailable"), { "Retry-After": "3" }), json(200, user)]);
    await expect(client.request(getUser)).resolves.toEqual(user);
    expect(sleeps).toEqual([3000]);
    expect(calls).toHaveLength(2);
  });

  it("does not send a retried page fetch to /sorry but logs what the server said", async () => {
    const failures = Array.from({ length: 11 }, () => json(502, errorBody("internal_error")));
    const { client, onServerError, calls } = setup(failures);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(client.request(getUser, { retry: true })).rejects.toMatchObject({ status: 502 });
    expect(onServerError).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(11);
    log.mockRestore();
  });

  it("retries page fetches up to 10 times with 100 ms doubling, capped at 5000 ms", async () => {
    const failures = Array.from({ length: 11 }, () => new TypeError("Failed to fetch"));
    const { client, sleeps } = setup(failures);
    await expect(client.request(getUser, { retry: true })).rejects.toMatchObject({ code: "network_error" });
    expect(sleeps).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000, 5000]);
  });

  it("recovers when a retried page fetch succeeds", async () => {
    const user = makeUser();
    const { client, sleeps } = setup([json(500, errorBody("internal_error")), new TypeError("offline"), json(200, user)]);
    await expect(client.request(getUser, { retry: true })).resolves.toEqual(user);
    expect(sleeps).toEqual([100, 200]);
  });

  it("reports a network failure without retry as an ApiError with status 0", async () => {
    const { client, onServerError } = setup([new TypeError("offline")]);
    await expect(client.request(getUser)).rejects.toMatchObject({ status: 0, code: "network_error" });
    expect(onServerError).not.toHaveBeenCalled();
  });
});

describe("retry delay", () => {
  it("waits 1000 ms when Retry-After is not a number", () => {
    expect(computeRetryDelay(0, "Wed, 21 Oct 2026 07:28:00 GMT")).toBe(1000);
  });
  it("uses the Retry-After seconds when numeric", () => {
    expect(computeRetryDelay(4, "2")).toBe(2000);
  });
  it("doubles from 100 ms without Retry-After and caps at 5000 ms", () => {
    expect([0, 1, 2, 5, 6, 9].map((attempt) => computeRetryDelay(attempt, null))).toEqual([100, 200, 400, 3200, 5000, 5000]);
  });
});

describe("API client file answers", () => {
  it("answers a page image as a Blob, with the Accept header asked for, retrying a 5xx", async () => {
    const png = new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });
    const { client, calls } = setup([json(502, errorBody("internal_error")), png]);
    const blob = await client.requestBlob(getDocumentPage, {
      params: { id: "5b0e9c8e-4a8f-4f57-8f2c-0d6f3f0a2b11", n: 2 },
      query: { scale: 150 },
      accept: "image/webp,image/png",
      retry: true,
    });
    expect(blob.size).toBe(4);
    expect(calls[1]?.url).toBe("/api/v3/documents/5b0e9c8e-4a8f-4f57-8f2c-0d6f3f0a2b11/pages/2?scale=150");
    expect(new Headers(calls[1]?.init.headers).get("Accept")).toBe("image/webp,image/png");
  });

  it("lets another transport end the session on its 401 like a fetch would", () => {
    const { client, onUnauthorized } = setup([]);
    expect(client.authorization()).toBe("Bearer secret-token");
    client.reportFailure(new ApiError(401, "unauthenticated", "no"));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
