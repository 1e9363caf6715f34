import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { FakeStripe, StripeApiError, type FakeStripeEvent, type StripeObject } from "./fake-stripe.ts";
import { parseFormBody, type FormObject } from "./form-body.ts";
import { stripeJsStandInSource } from "./stripe-js-stand-in.ts";

/**
 * A local Stripe-compatible HTTP server for tests: the real `stripe` SDK, pointed at it through
 * its host/port/protocol options, talks to it as to api.stripe.com. It serves exactly the
 * endpoints Paraph's Stripe provider uses (and the two Stripe.js calls of the card form), checks
 * the secret key and the Idempotency-Key of every POST, and sends the events it records to
 * Paraph's webhook signed with Stripe's scheme (`Stripe-Signature: t=…,v1=…`).
 */
export interface StripeTestServer {
  stripe: FakeStripe;
  /** `http://127.0.0.1:<port>`: STRIPE_API_BASE_URL for Paraph. */
  baseUrl: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Every API request received, oldest first: for asserting idempotency keys and parameters. */
  requests: ReceivedStripeRequest[];
  /** Where events go: a function (tests inject into the Fastify app) or a URL. */
  setWebhookTarget(target: WebhookTarget): void;
  /** Sends every event not yet sent, in order; returns each answer's status. */
  deliverEvents(types?: readonly string[]): Promise<{ eventId: string; type: string; status: number }[]>;
  /** Sends one event (again, or forged) with a signature from `options` (defaults: now, the right secret). */
  sendEvent(event: FakeStripeEvent, options?: { timestamp?: number; secret?: string; signatureHeader?: string | null }): Promise<number>;
  /** The `Stripe-Signature` header Stripe would send for this payload. */
  signPayload(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** Confirms a SetupIntent with card details the way Stripe.js does from the card form: publishable key and client secret. */
  confirmCardSetup(clientSecret: string, card: { number: string; expMonth?: number; expYear?: number; cvc?: string }): Promise<{ status: number; body: StripeObject }>;
  close(): Promise<void>;
}

export type WebhookTarget = string | ((payload: string, headers: Record<string, string>) => Promise<number>);

export interface ReceivedStripeRequest {
  method: string;
  path: string;
  apiKey: string | null;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  params: FormObject;
}

const BODY_LIMIT_BYTES = 256 * 1024;
/** The SDK's signing helper (generateTestHeaderString) — no API calls go through this instance. */
const signer = new Stripe("sk_test_signerOnly");

/**
 * `enabledEvents`: the event types the webhook endpoint subscribes to in the Stripe dashboard
 * (all when absent); `now`: where Stripe's clock starts.
 */
export async function startStripeTestServer(options: { now?: Date; enabledEvents?: readonly string[] } = {}): Promise<StripeTestServer> {
  const secretKey = "sk_test_paraphLocal4eC39HqLyjWDarjtT1zdp7dc";
  const publishableKey = "pk_test_paraphLocalTYooMQauvdEDq54NiTphI7jx";
  const webhookSecret = "whsec_paraphLocal0123456789abcdef";
  let baseUrl = "";
  const stripe = new FakeStripe(options.now ?? new Date(), () => baseUrl);
  const requests: ReceivedStripeRequest[] = [];
  const idempotentAnswers = new Map<string, { fingerprint: string; status: number; body: string }>();
  const sent = new Set<string>();
  const enabledEvents = options.enabledEvents;
  let webhookTarget: WebhookTarget | undefined;

  const server = http.createServer((request, response) => {
    void readBody(request)
      .then((text) => answer(request, text))
      .catch((error: unknown) => (error instanceof StripeApiError ? { status: error.status, body: JSON.stringify({ error: error.error }) } : { status: 500, body: JSON.stringify({ error: { type: "api_error", message: String(error) } }) }))
      .then(({ status, body, headers }: { status: number; body: string; headers?: Record<string, string> }) => {
        response.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${Math.random().toString(36).slice(2, 14)}`,
          // Stripe.js calls from the browser: Stripe's API answers cross-origin requests.
          "access-control-allow-origin": "*",
          "access-control-allow-headers": "authorization, content-type, stripe-version",
          ...headers,
        });
        response.end(body);
      });
  });

  async function answer(request: http.IncomingMessage, text: string): Promise<{ status: number; body: string; headers?: Record<string, string> }> {
    const url = new URL(request.url ?? "/", "http://stripe.test");
    const method = request.method ?? "GET";
    if (method === "OPTIONS") return { status: 204, body: "" };
    if (method === "GET" && url.pathname === "/js/stripe.js") {
      return { status: 200, body: stripeJsStandInSource(baseUrl), headers: { "content-type": "application/javascript" } };
    }
    if (method === "GET" && url.pathname.startsWith("/p/session/")) {
      const session = stripe.portalSessions.get(url.pathname.slice("/p/session/".length));
      if (!session) return { status: 404, body: "{}" };
      return { status: 200, body: `<!doctype html><title>Billing portal (test)</title><h1>Billing portal</h1><a href="${String(session.return_url)}">Return</a>`, headers: { "content-type": "text/html" } };
    }
    const params = method === "GET" || method === "DELETE" ? parseFormBody(url.search.slice(1)) : parseFormBody(text);
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? null;
    const apiKey = bearer ?? (typeof params.key === "string" ? params.key : null);
    const idempotencyKey = headerOf(request, "idempotency-key");
    requests.push({ method, path: url.pathname, apiKey, idempotencyKey, stripeVersion: headerOf(request, "stripe-version"), params });
    const isPublishable = apiKey === publishableKey;
    if (apiKey !== secretKey && !isPublishable) {
      const shown = apiKey ? `${apiKey.slice(0, 8)}${"*".repeat(8)}${apiKey.slice(-4)}` : "";
      throw new StripeApiError(401, { type: "invalid_request_error", message: apiKey ? `Invalid API Key provided: ${shown}` : "You did not provide an API key." });
    }
    if (method === "POST" && !isPublishable) {
      if (!idempotencyKey) throw new StripeApiError(400, { type: "invalid_request_error", message: "This test server requires an Idempotency-Key header on every POST." });
      const fingerprint = createHash("sha256").update(`${url.pathname}\n${text}`).digest("hex");
      const stored = idempotentAnswers.get(`${apiKey}:${idempotencyKey}`);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          throw new StripeApiError(400, {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          });
        }
        return { status: stored.status, body: stored.body, headers: { "idempotent-replayed": "true", "idempotency-key": idempotencyKey } };
      }
      const result = run(method, url, params, { idempotencyKey, isPublishable });
      const status = result.status;
      const body = JSON.stringify(result.body);
      // Stripe stores the answer to a key, errors of the request's own making included.
      idempotentAnswers.set(`${apiKey}:${idempotencyKey}`, { fingerprint, status, body });
      return { status, body, headers: { "idempotency-key": idempotencyKey } };
    }
    const result = run(method, url, params, { idempotencyKey, isPublishable });
    return { status: result.status, body: JSON.stringify(result.body) };
  }

  function run(method: string, url: URL, params: FormObject, request: { idempotencyKey: string | null; isPublishable: boolean }): { status: number; body: unknown } {
    try {
      return { status: 200, body: route(method, url.pathname, params, request) };
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, body: { error: error.error } };
      throw error;
    }
  }

  function route(method: string, path: string, params: FormObject, request: { idempotencyKey: string | null; isPublishable: boolean }): unknown {
    const segments = path.split("/").filter(Boolean);
    const [version, resource, id, action, subId] = segments;
    if (version !== "v1") throw unknownRoute(method, path);
    // The publishable key reaches only what Stripe.js does with a client secret.
    if (request.isPublishable) {
      if (method === "POST" && resource === "payment_methods" && !id) return stripe.createPaymentMethod(params);
      if (resource === "setup_intents" && id && (method === "GET" || action === "confirm")) {
        stripe.checkClientSecret(id, params.client_secret);
        return method === "GET" ? stripe.find(stripe.setupIntents, id, "setup_intent") : stripe.confirmSetupIntent(id, params);
      }
      throw new StripeApiError(401, { type: "invalid_request_error", message: "This API call cannot be made with a publishable API key. Please use a secret API key." });
    }
    // `/v1/invoices/create_preview` and `/v1/billing_portal/sessions` have the shape of an id path.
    const isNamedAction = (resource === "invoices" && id === "create_preview") || (resource === "billing_portal" && id === "sessions");
    const key = `${method} ${resource ?? ""}${id ? (isNamedAction ? `/${id}` : "/:id") : ""}${action ? `/${action}` : ""}${subId ? "/:sub" : ""}`;
    const handler = routes(params, request, id ?? "", subId ?? "")[key];
    if (handler) return handler();
    throw unknownRoute(method, path);
  }

  /** The endpoints served, by method and path shape: what Paraph's provider and Stripe.js call. */
  function routes(params: FormObject, request: { idempotencyKey: string | null }, id: string, subId: string): Record<string, () => unknown> {
    return {
      "POST customers": () => stripe.createCustomer(params),
      "GET customers/:id": () => stripe.find(stripe.customers, id, "customer"),
      "POST customers/:id": () => stripe.updateCustomer(id, params),
      "GET customers/:id/payment_methods": () => list(stripe.listPaymentMethods(id), `/v1/customers/${id}/payment_methods`),
      "POST customers/:id/tax_ids": () => stripe.createTaxId(id, params),
      "GET customers/:id/tax_ids": () => list(stripe.listTaxIds(id), `/v1/customers/${id}/tax_ids`),
      "DELETE customers/:id/tax_ids/:sub": () => stripe.deleteTaxId(id, subId),
      "POST setup_intents": () => stripe.createSetupIntent(params),
      "GET setup_intents/:id": () => stripe.find(stripe.setupIntents, id, "setup_intent"),
      "POST setup_intents/:id/confirm": () => stripe.confirmSetupIntent(id, params),
      "POST payment_methods": () => stripe.createPaymentMethod(params),
      "GET prices/:id": () => stripe.find(stripe.prices, id, "price"),
      "POST coupons": () => stripe.createCoupon(params),
      "GET coupons/:id": () => stripe.retrieveCoupon(id),
      "POST subscriptions": () => stripe.createSubscription(params, request),
      "GET subscriptions/:id": () => stripe.retrieveSubscription(id),
      "POST subscriptions/:id": () => stripe.updateSubscription(id, params, request),
      "POST invoices/create_preview": () => stripe.previewInvoice(params),
      "GET invoices": () =>
        list(
          stripe.listInvoices({
            ...(typeof params.customer === "string" ? { customer: params.customer } : {}),
            ...(typeof params.subscription === "string" ? { subscription: params.subscription } : {}),
            ...(typeof params.limit === "string" ? { limit: Math.min(100, Number(params.limit)) } : {}),
          }),
          "/v1/invoices",
        ),
      "GET invoices/:id": () => stripe.retrieveInvoice(id),
      "POST invoices/:id/pay": () => stripe.payInvoice(id, params, request),
      "POST billing_portal/sessions": () => stripe.createPortalSession(params),
      "POST payment_intents": () => stripe.paymentIntents.create(params, request),
      "GET payment_intents/:id": () => stripe.paymentIntents.retrieve(id),
      "POST payment_intents/:id/confirm": () => stripe.paymentIntents.confirm(id, params, request),
      "GET events/:id": () => {
        const event = stripe.events.find((entry) => entry.id === id);
        if (!event) throw new StripeApiError(404, { type: "invalid_request_error", code: "resource_missing", message: `No such event: '${id}'` });
        return event;
      },
    };
  }

  function signPayload(payload: string, signOptions: { timestamp?: number; secret?: string } = {}): string {
    return signer.webhooks.generateTestHeaderString({ payload, secret: signOptions.secret ?? webhookSecret, timestamp: signOptions.timestamp ?? stripe.nowSeconds });
  }

  async function sendEvent(event: FakeStripeEvent, sendOptions: { timestamp?: number; secret?: string; signatureHeader?: string | null } = {}): Promise<number> {
    if (!webhookTarget) throw new Error("No webhook target: call setWebhookTarget first");
    // Stripe sends the event pretty-printed; the signature covers exactly these bytes.
    const payload = JSON.stringify(event, null, 2);
    const signature = sendOptions.signatureHeader === undefined ? signPayload(payload, sendOptions) : sendOptions.signatureHeader;
    const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8", "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)", ...(signature === null ? {} : { "stripe-signature": signature }) };
    if (typeof webhookTarget === "function") return webhookTarget(payload, headers);
    const response = await fetch(webhookTarget, { method: "POST", headers, body: payload, signal: AbortSignal.timeout(10_000) });
    return response.status;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    stripe,
    baseUrl,
    secretKey,
    publishableKey,
    webhookSecret,
    requests,
    setWebhookTarget: (target) => {
      webhookTarget = target;
    },
    deliverEvents: async (types) => {
      const answers: { eventId: string; type: string; status: number }[] = [];
      for (const event of stripe.events) {
        if (sent.has(event.id)) continue;
        sent.add(event.id);
        if (enabledEvents && !enabledEvents.includes(event.type)) continue;
        if (types && !types.includes(event.type)) continue;
        answers.push({ eventId: event.id, type: event.type, status: await sendEvent(event) });
      }
      return answers;
    },
    sendEvent,
    signPayload,
    confirmCardSetup: async (clientSecret, card) => {
      const setupIntentId = clientSecret.split("_secret_")[0] as string;
      const expiry = new Date(stripe.nowSeconds * 1000);
      const form = new URLSearchParams({
        key: publishableKey,
        client_secret: clientSecret,
        "payment_method_data[type]": "card",
        "payment_method_data[card][number]": card.number.replace(/\s+/g, ""),
        "payment_method_data[card][exp_month]": String(card.expMonth ?? 12),
        "payment_method_data[card][exp_year]": String(card.expYear ?? expiry.getUTCFullYear() + 3),
        "payment_method_data[card][cvc]": card.cvc ?? "123",
      });
      const response = await fetch(`${baseUrl}/v1/setup_intents/${setupIntentId}/confirm`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
      return { status: response.status, body: (await response.json()) as StripeObject };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function list(data: StripeObject[], url: string): StripeObject {
  return { object: "list", data, has_more: false, url };
}

function unknownRoute(method: string, path: string): StripeApiError {
  return new StripeApiError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}). This test server serves only the endpoints Paraph uses.` });
}

function headerOf(request: http.IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" ? value : null;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        reject(new StripeApiError(413, { type: "invalid_request_error", message: "Request body too large" }));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
