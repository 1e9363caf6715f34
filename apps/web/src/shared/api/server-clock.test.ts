import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client.ts";
import { createServerClock } from "./server-clock.ts";

function setup(serverNow: string) {
  let localTime = Date.parse("2026-03-01T12:00:00.000Z");
  let requests = 0;
  const api = createApiClient({
    fetch: async () => {
      requests += 1;
      return new Response(JSON.stringify({ now: serverNow }), { status: 200, headers: { "Content-Type": "application/json" } });
    },
    getAuthorization: () => null,
    onUnauthorized: () => undefined,
    onServerError: () => undefined,
  });
  const clock = createServerClock(api, () => localTime);
  return { clock, requests: () => requests, advance: (ms: number) => (localTime += ms) };
}

describe("server clock", () => {
  it("follows the server's time, not the local one", async () => {
    const { clock } = setup("2026-03-01T12:05:00.000Z");
    await clock.refresh();
    expect(clock.now().toISOString()).toBe("2026-03-01T12:05:00.000Z");
  });

  it("asks the server at most once every 2 seconds", async () => {
    const { clock, requests, advance } = setup("2026-03-01T12:05:00.000Z");
    await Promise.all([clock.refresh(), clock.refresh()]);
    advance(1999);
    await clock.refresh();
    expect(requests()).toBe(1);
    advance(1);
    await clock.refresh();
    expect(requests()).toBe(2);
  });
});
