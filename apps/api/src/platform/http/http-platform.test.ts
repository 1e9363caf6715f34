import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contracts from "@paraph/contracts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-web-"));
  await fs.mkdir(path.join(webDir, "assets"));
  await fs.writeFile(
    path.join(webDir, "index.html"),
    '<!doctype html><meta name="paraph-mode" content="production" /><title>Paraph</title><div id=root></div>',
  );
  await fs.writeFile(path.join(webDir, "assets", "app-1234.js"), "console.log(1)");
  await fs.mkdir(path.join(webDir, ".vite"));
  await fs.writeFile(path.join(webDir, ".vite", "manifest.json"), '{"index.html":{"file":"assets/app-1234.js"}}');
  testApp = await createTestApp({ WEB_DIST_DIR: webDir, BODY_LIMIT_BYTES: "2048" });
});
afterAll(async () => {
  await testApp.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it.each(["/", "/profile/settings", "/view/abc/def"])("answers %s with the app's HTML, uncached, under a strict CSP", async (url) => {
    const response = await testApp.request({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<div id=root>');
    expect(response.headers["cache-control"]).toBe("no-cache");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    // Stripe's origins only when Stripe runs (billing/stripe/stripe-billing.test.ts).
    expect(csp).not.toContain("stripe.com");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("caches hashed assets for a year and answers a missing one 404, not with the app", async () => {
    const response = await testApp.request({ method: "GET", url: "/assets/app-1234.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
    await fs.writeFile(path.join(webDir, "assets", "built-later.js"), "console.log(2)");
    expect((await testApp.request({ method: "GET", url: "/assets/built-later.js" })).statusCode).toBe(200);
    const missing = await testApp.request({ method: "GET", url: "/assets/gone-0000.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain("<div");
  });

  it("keeps the build manifest to itself", async () => {
    const response = await testApp.request({ method: "GET", url: "/.vite/manifest.json" });
    expect(response.body).not.toContain("app-1234.js");
  });

  it("writes the runtime mode into the app's HTML", async () => {
    const response = await testApp.request({ method: "GET", url: "/dashboard" });
    expect(response.body).toContain('<meta name="paraph-mode" content="development" />');
  });

  it("answers unknown API paths with a JSON 404, never the app", async () => {
    const response = await testApp.request({ method: "GET", url: "/api/v9/nothing" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "route_not_found" });
    const post = await testApp.request({ method: "POST", url: "/profile", payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe("request handling", () => {
  it("echoes a well-formed X-Request-Id and makes one up otherwise", async () => {
    const given = await testApp.request({ method: "GET", url: "/api/v1/datetime", headers: { "x-request-id": "trace-12345678" } });
    expect(given.headers["x-request-id"]).toBe("trace-12345678");
    const made = await testApp.request({ method: "GET", url: "/api/v1/datetime", headers: { "x-request-id": "<script>" } });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers GET /v1/datetime with the server's time", async () => {
    const response = await testApp.request({ method: "GET", url: "/api/v1/datetime" });
    expect(response.statusCode).toBe(200);
    expect(Date.parse((response.json() as { now: string }).now)).toBeGreaterThan(Date.parse("2026-11-21T08:59:00Z"));
  });

  it("refuses an oversized body with 413 and an unsupported content type with 415", async () => {
    const big = await testApp.request({ method: "POST", url: "/api/v1/login", payload: { email: "a@example.ch", password: "x".repeat(4000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: "payload_too_large" });
    const xml = await testApp.request({ method: "POST", url: "/api/v1/login", headers: { "content-type": "application/xml" }, payload: "<login/>" });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: "unsupported_media_type" });
  });
});

describe("OpenAPI", () => {
  it("documents every contract endpoint at /api/docs/json, and serves the UI at /api/docs", async () => {
    const response = await testApp.request({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe("3.1.0");
    const endpoints = (Object.values(contracts) as unknown[]).filter(
      (value): value is contracts.Endpoint => typeof value === "object" && value !== null && "successStatus" in value && "path" in value,
    );
    expect(endpoints.length).toBeGreaterThanOrEqual(17);
    for (const endpoint of endpoints) {
      const openApiPath = `/api${endpoint.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`;
      expect(document.paths[openApiPath], openApiPath).toHaveProperty(endpoint.method.toLowerCase());
    }
    const ui = await testApp.request({ method: "GET", url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain("swagger");
  });
});

describe("maintenance notice", () => {
  it("is inactive until an operator sets one", async () => {
    const { setMaintenanceNotice } = await import("../../modules/platform/index.ts");
    const before = await testApp.request({ method: "GET", url: "/api/v1/maintenance" });
    expect(before.json()).toEqual({ status: "inactive", isBlocking: false, url: null, message: null });
    await setMaintenanceNotice(
      testApp.context.db,
      { status: "active", isBlocking: true, url: "https://status.example.ch", message: "Upgrade" },
      testApp.clock.now(),
    );
    const after = await testApp.request({ method: "GET", url: "/api/v1/maintenance" });
    expect(after.json()).toEqual({ status: "active", isBlocking: true, url: "https://status.example.ch", message: "Upgrade" });
  });
});

describe("mail outbox", () => {
  it("lists mails as JSON and as a readable page", async () => {
    await testApp.request({ method: "POST", url: "/api/v1/request-confirmation", payload: { email: "outbox.reader@example.ch", lang: "de-ch" } });
    const mails = await testApp.mailsTo("outbox.reader@example.ch");
    expect(mails[0]?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse");
    const page = await testApp.request({ method: "GET", url: "/dev/mail" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("outbox.reader@example.ch");
    const single = await testApp.request({ method: "GET", url: `/dev/mail/${mails[0]?.id}` });
    expect(single.body).toContain("E-Mail-Adresse bestätigen");
  });
});
