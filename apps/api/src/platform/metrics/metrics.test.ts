import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createBusinessCast } from "../../modules/businesses/test-helpers.ts";
import { callRequest, uploadDocuments } from "../../modules/signature-requests/test-helpers.ts";
import { createWebhookAs, startReceiver, type TestReceiver } from "../../modules/webhooks/test-helpers.ts";
import { startMetricsListener } from "./metrics-routes.ts";

const TOKEN = "scrape-token-0123456789";

/** One sample of the text exposition: its name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseExposition(text: string): Sample[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((label) => [label[1], label[2]]));
      return { name: match[1] ?? "", labels, value: Number(match[3]) };
    });
}

/** The sum of the samples of a name whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** The metric names the expressions of docs/grafana-dashboard.json use. */
async function dashboardMetrics(): Promise<Set<string>> {
  const dashboard = JSON.parse(await fs.readFile(path.join(import.meta.dirname, "../../../../../docs/grafana-dashboard.json"), "utf8")) as {
    panels: { targets?: { expr: string }[] }[];
  };
  const expressions = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
  return new Set(expressions.flatMap((expression) => [...expression.matchAll(/\bparaph_\w+/g)].map((match) => match[0])));
}

async function scrape(testApp: TestApp, token = TOKEN): Promise<{ text: string; samples: Sample[] }> {
  const response = await testApp.request({ method: "GET", url: "/metrics", token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return { text: response.body, samples: parseExposition(response.body) };
}

describe("GET /metrics after a short signing run", () => {
  let testApp: TestApp;
  let receiver: TestReceiver;
  beforeAll(async () => {
    testApp = await createTestApp({ METRICS_TOKEN: TOKEN, WEBHOOKS_ALLOWED_HOSTS: "127.0.0.1" });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await testApp.close();
  });

  it("moves the request, signature, job, mail, webhook, page-image and pool series; route labels are patterns; the dashboard's metrics exist", async () => {
    const before = (await scrape(testApp)).samples;
    const { business, admin } = await createBusinessCast(testApp);
    const signer = await createSignedInUser(testApp, { firstName: "Sina", lastName: "Signer" });
    // The receiver fails the first delivery, so one attempt is retried.
    receiver.answers.push(500);
    await createWebhookAs(testApp, admin.token, business.id, { url: receiver.url, events: ["signature_request.completed"] });
    const [documentId] = await uploadDocuments(testApp, admin.token, 1);
    const created = await callRequest(testApp, admin.token, "POST", "/v3/signature-requests", {
      title: "Metrics contract",
      quality: "ses",
      documents: [documentId],
      signatures: [{ account_email: signer.user.email }],
    });
    const requestId = String(created.body.id);
    expect((await callRequest(testApp, admin.token, "POST", `/v3/signature-requests/${requestId}/initiate`)).status).toBe(200);
    for (let view = 0; view < 2; view += 1) {
      const page = await testApp.request({ method: "GET", url: `/api/v3/documents/${documentId}/pages/1`, token: admin.token });
      expect(page.statusCode).toBe(200);
    }
    const signed = await callRequest(testApp, signer.token, "POST", "/v3/sign", { signatureRequests: [{ signatureRequestId: requestId }] });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body).toMatchObject({ signatureRequests: [{ status: "completed" }] });

    // The mails and the delivery wait in the queue: the backlog shows them by kind (read again
    // once the 5 s the last read serves scrapes have passed).
    testApp.clock.advance(6000);
    const waiting = (await scrape(testApp)).samples;
    expect(valueOf(waiting, "paraph_jobs_queued", { kind: "send-mail" })).toBeGreaterThanOrEqual(2);
    expect(valueOf(waiting, "paraph_jobs_lag_seconds", { kind: "send-mail" })).toBeGreaterThanOrEqual(6);
    expect(waiting.some((sample) => sample.name === "paraph_jobs_queued" && sample.labels.kind === "webhook-delivery")).toBe(true);

    await testApp.context.jobs.runUntilIdle();
    testApp.clock.advance(10 * 60_000);
    await testApp.context.jobs.runUntilIdle();
    expect(receiver.received.length).toBe(2);

    const { text, samples } = await scrape(testApp);
    // METRICS_SAMPLE_FILE=… keeps this scrape (the sample in the report on the operations work).
    if (process.env.METRICS_SAMPLE_FILE) await fs.writeFile(process.env.METRICS_SAMPLE_FILE, text);
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(samples, name, labels) - valueOf(before, name, labels);
    expect(moved("paraph_signatures_total", { quality: "ses", level: "B-T" })).toBe(1);
    expect(moved("paraph_signing_duration_seconds_count", { quality: "ses", level: "B-T" })).toBe(1);
    expect(moved("paraph_signing_duration_seconds_sum", { quality: "ses", level: "B-T" })).toBeGreaterThan(0);
    expect(moved("paraph_mail_deliveries_total", { outcome: "sent" })).toBeGreaterThanOrEqual(2);
    expect(moved("paraph_webhook_deliveries_total", { outcome: "retrying" })).toBe(1);
    expect(moved("paraph_webhook_deliveries_total", { outcome: "succeeded" })).toBe(1);
    expect(moved("paraph_page_image_requests_total", { source: "rendered" })).toBe(1);
    expect(moved("paraph_page_image_requests_total", { source: "memory" })).toBe(1);
    expect(moved("paraph_job_duration_seconds_count", { kind: "send-mail", outcome: "done" })).toBeGreaterThanOrEqual(2);
    expect(moved("paraph_job_duration_seconds_count", { kind: "webhook-delivery", outcome: "done" })).toBe(2);
    expect(valueOf(samples, "paraph_jobs_queued", { kind: "send-mail" })).toBe(0);
    expect(valueOf(samples, "paraph_jobs_lag_seconds", { kind: "send-mail" })).toBe(0);
    expect(valueOf(samples, "paraph_db_pool_max_connections")).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, "paraph_nodejs_eventloop_lag_p99_seconds")).toBeGreaterThan(0);

    const signRoute = { method: "POST", route: "/api/v3/sign", status_code: "200", status_class: "2xx" };
    expect(moved("paraph_http_request_duration_seconds_count", signRoute)).toBe(1);
    expect(moved("paraph_http_request_duration_seconds_count", { route: "/api/v3/documents/:id/pages/:n", status_class: "2xx" })).toBe(2);
    expect(moved("paraph_http_request_duration_seconds_count", { route: "/api/v3/signature-requests/:id/initiate" })).toBe(1);
    // No label value carries an id: routes are the patterns they were registered with.
    const routes = new Set(samples.filter((sample) => sample.name === "paraph_http_request_duration_seconds_count").map((sample) => sample.labels.route ?? ""));
    for (const route of routes) expect(route).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|\?/);
    expect(text).not.toContain(requestId);
    expect(text).not.toContain(documentId);

    // After such a run every metric the sample Grafana dashboard queries is in the scrape.
    const queried = await dashboardMetrics();
    expect(queried.size).toBeGreaterThanOrEqual(15);
    const scraped = new Set(samples.map((sample) => sample.name));
    expect([...queried].filter((name) => !scraped.has(name))).toEqual([]);
  });

  it("labels a path no route matches as unmatched, not as the path", async () => {
    const before = valueOf((await scrape(testApp)).samples, "paraph_http_request_duration_seconds_count", { route: "unmatched", status_code: "404" });
    const unknown = await testApp.request({ method: "GET", url: "/api/no-such-route/4711?token=secret" });
    expect(unknown.statusCode).toBe(404);
    const { text, samples } = await scrape(testApp);
    expect(valueOf(samples, "paraph_http_request_duration_seconds_count", { route: "unmatched", status_code: "404" })).toBe(before + 1);
    expect(text).not.toContain("no-such-route");
  });

  it("answers 401 without the bearer token or with a wrong one", async () => {
    const missing = await testApp.request({ method: "GET", url: "/metrics" });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: "unauthenticated" });
    const wrong = await testApp.request({ method: "GET", url: "/metrics", token: `${TOKEN}x` });
    expect(wrong.statusCode).toBe(401);
    const basic = await testApp.request({ method: "GET", url: "/metrics", headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

});

describe("where /metrics is served", () => {
  it("without a token anyone on the port may scrape (outside production)", async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.request({ method: "GET", url: "/metrics" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("paraph_http_request_duration_seconds");
    } finally {
      await testApp.close();
    }
  });

  it("with METRICS_PORT only on its own listener, behind the token there too", async () => {
    const testApp = await createTestApp({ METRICS_PORT: "9464", METRICS_TOKEN: TOKEN });
    const prometheus = testApp.prometheus;
    if (!prometheus) throw new Error("metrics are on by default");
    const listener = await startMetricsListener(prometheus, { port: 0, host: "127.0.0.1", token: TOKEN });
    try {
      const onMainPort = await testApp.request({ method: "GET", url: "/metrics", token: TOKEN });
      expect(onMainPort.statusCode).toBe(404);
      const base = `http://127.0.0.1:${listener.port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/api/v3/sign`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      const scraped = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain("paraph_jobs_queued");
    } finally {
      await listener.close();
      await testApp.close();
    }
  });

  it("is off with METRICS_ENABLED=false", async () => {
    const testApp = await createTestApp({ METRICS_ENABLED: "false" });
    try {
      expect((await testApp.request({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
      expect(testApp.prometheus).toBeUndefined();
    } finally {
      await testApp.close();
    }
  });
});
