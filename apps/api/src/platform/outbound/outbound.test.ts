import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusedAddressReason } from "./address-ranges.ts";
import { OutboundRefusal, resolveOutboundTarget, type Resolver } from "./outbound-policy.ts";
import { postJson } from "./post-json.ts";

const OPEN = { requireHttps: false, allowedHosts: [] };

describe("refused address ranges", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.20.30.40", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local"],
    ["100.100.100.100", "shared (CGNAT)"],
    ["0.0.0.0", "unspecified"],
    ["239.1.2.3", "multicast"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fd12:3456::1", "private"],
    ["fe80::1%eth0", "link-local"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:a9fe:a9fe", "link-local"],
    ["::10.0.0.1", "private"],
    ["64:ff9b::192.168.0.1", "private"],
  ])("refuses %s (%s)", (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });

  it.each(["8.8.8.8", "172.32.0.1", "100.128.0.1", "2001:4860:4860::8888", "::ffff:8.8.8.8"])("lets %s through", (address) => {
    expect(refusedAddressReason(address)).toBeUndefined();
  });
});

describe("resolving a webhook's host", () => {
  const resolver = (addresses: string[]): Resolver => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("refuses a name when any one of its addresses is refused, and pins the first otherwise", async () => {
    await expect(resolveOutboundTarget(OPEN, "http://hooks.receiver.example/", resolver(["93.184.216.34", "10.0.0.7"]))).rejects.toThrow(/private \(10\.0\.0\.7\)/);
    expect(await resolveOutboundTarget(OPEN, "http://hooks.receiver.example/", resolver(["93.184.216.34", "2606:2800:220:1::1"]))).toMatchObject({ address: "93.184.216.34", family: 4 });
  });

  it("trusts the allowed hosts on any address and port", async () => {
    const policy = { requireHttps: false, allowedHosts: ["intranet.muster.ch"] };
    expect(await resolveOutboundTarget(policy, "http://intranet.muster.ch:8080/", resolver(["10.1.1.1"]))).toMatchObject({ address: "10.1.1.1" });
  });

  it("says when a name does not resolve", async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error("nope"), { code: "ENOTFOUND" });
    };
    const refusal = await resolveOutboundTarget(OPEN, "http://nowhere.receiver.example/", failing).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(OutboundRefusal);
    expect((refusal as OutboundRefusal).isUnresolved).toBe(true);
  });
});

describe("posting to a pinned address", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === "/slow") return; // never answers
      response.writeHead(200, { "content-type": "application/octet-stream" });
      response.end(Buffer.concat([Buffer.from("a\u0000b"), Buffer.alloc(10_000, 0x78)]));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("connects to the pinned address whatever the name, and keeps the first bytes of the answer as storable text", async () => {
    const target = { url: new URL(`http://hooks.receiver.example:${port}/`), address: "127.0.0.1", family: 4 as const };
    const outcome = await postJson(target, "{}", { "content-type": "application/json" }, { timeoutMs: 5000, maxResponseBytes: 64 });
    expect(outcome.statusCode).toBe(200);
    expect(outcome.responseBody).toBe(`a\uFFFDb${"x".repeat(61)}`);
  });

  it("gives up after the timeout", async () => {
    const target = { url: new URL(`http://127.0.0.1:${port}/slow`), address: "127.0.0.1", family: 4 as const };
    const outcome = await postJson(target, "{}", {}, { timeoutMs: 200, maxResponseBytes: 64 });
    expect(outcome).toMatchObject({ statusCode: null, error: "no answer within 200 ms" });
  });
});
