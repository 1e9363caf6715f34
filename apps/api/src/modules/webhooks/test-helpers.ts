import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { webhookWithSecretSchema, type WebhookWithSecret } from "@paraph/contracts";
import type { TestApp } from "../../test-support/test-app.ts";

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
  parsed: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/** A real HTTP receiver on 127.0.0.1 that records what reaches it and answers with the next queued status (default 200). */
export interface TestReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Statuses for the next answers, in order; when empty the receiver answers 200. */
  answers: number[];
  close(): Promise<void>;
}

export async function startReceiver(path = "/hooks/paraph"): Promise<TestReceiver> {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ headers: request.headers, body, parsed: JSON.parse(body) as ReceivedDelivery["parsed"] });
      const status = answers.shift() ?? 200;
      // A redirect names where to: the `to` query parameter of the request, or the receiver itself.
      const location = new URL(request.url ?? "/", "http://receiver.test").searchParams.get("to") ?? "/";
      response.writeHead(status, { "content-type": "text/plain", ...(status >= 300 && status < 400 ? { location } : {}) });
      response.end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's side of the signature, written from the header format alone (docs/webhooks.md). */
export function verifiesWith(delivery: ReceivedDelivery, secret: string): boolean {
  const header = String(delivery.headers["paraph-signature"] ?? "");
  const entries = header.split(",").map((entry) => entry.split("=") as [string, string]);
  const timestamp = entries.find(([key]) => key === "t")?.[1];
  const expected = createHmac("sha256", Buffer.from(secret, "utf8")).update(`${timestamp}.${delivery.body}`).digest("hex");
  return entries.some(([key, value]) => key === "v1" && value === expected);
}

export function webhooksUrl(businessId: string, suffix = ""): string {
  return `/api/v1/businesses/${businessId}/webhooks${suffix}`;
}

export async function createWebhookAs(testApp: TestApp, token: string, businessId: string, body: Record<string, unknown>): Promise<WebhookWithSecret> {
  const response = await testApp.request({ method: "POST", url: webhooksUrl(businessId), token, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return webhookWithSecretSchema.parse(response.json());
}
