import { randomUUID, timingSafeEqual } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { type IdentificationReport, LOOKUP_PATH, lookupRequestSchema, REPORT_SIGNATURE_HEADER, type SessionRequest, signReport } from "../modules/identification/index.ts";
import { DEMO_STYLESHEET, renderIdentificationPage, renderMessagePage } from "./demo-pages.ts";
import { answerDemoLookup } from "./demo-lookup.ts";
import { DemoSessionStore, sessionRequestSchema, type DemoSession } from "./demo-session-store.ts";
import { DEMO_TEST_IDENTITIES } from "./test-identities.ts";

const REPORT_TIMEOUT_MS = 10_000;

/** A report as the demo sent it, for tests that replay or tamper with it. */
export interface SentReport {
  url: string;
  body: string;
  signature: string;
  status: number;
  answer: string;
}

export interface DemoIdentityProviderOptions {
  /** The bearer token Paraph creates sessions with. */
  apiToken: string;
  /** The key the demo signs its reports with (Paraph's IDENT_CALLBACK_SECRET). */
  callbackSecret: string;
  /** Where the demo is reached from a browser (its own origin and prefix), for the pages' links. */
  publicBaseUrl: () => string;
  /** Its sessions (kept in a file by the embedded demo, so they outlive a restart). */
  sessions: DemoSessionStore;
  now?: () => number;
}

/**
 * Paraph's demo identity provider (docs/identification.md): a separate service speaking the
 * partner protocol. Paraph creates a session (`POST /sessions`, bearer token); the tester opens
 * `/ident/{session}`, chooses a test identity and completes, fails or abandons; the demo then
 * reports to Paraph's callback, signed with HMAC-SHA256 over timestamp and body with a unique
 * event id, and redirects the browser to Paraph's return URL.
 */
export class DemoIdentityProvider {
  private readonly sessions: DemoSessionStore;
  readonly sentReports: SentReport[] = [];
  private readonly now: () => number;

  constructor(private readonly options: DemoIdentityProviderOptions) {
    this.now = options.now ?? Date.now;
    this.sessions = options.sessions;
  }

  /** Registers the demo's routes on `scope` (its own server, under its prefix). */
  async register(scope: FastifyInstance): Promise<void> {
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.get("/demo.css", { schema: { hide: true } }, async (_request, reply) => reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=3600").send(DEMO_STYLESHEET));
    scope.post("/sessions", { schema: { hide: true }, bodyLimit: 16 * 1024 }, async (request, reply) => {
      if (!this.isAuthorised(request.headers.authorization)) return reply.status(401).send({ error: "unauthorised" });
      const parsed = sessionRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ error: "invalid_session_request", issues: parsed.error.issues.slice(0, 5).map((issue) => issue.path.join(".")) });
      return reply.status(201).send(await this.createSession(parsed.data));
    });
    // A lookup of supplied eID data: the answer is signed like a report, over its exact bytes.
    scope.post(LOOKUP_PATH, { schema: { hide: true }, bodyLimit: 4 * 1024 }, async (request, reply) => {
      if (!this.isAuthorised(request.headers.authorization)) return reply.status(401).send({ error: "unauthorised" });
      const parsed = lookupRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.status(400).send({ error: "invalid_lookup_request", issues: parsed.error.issues.slice(0, 5).map((issue) => issue.path.join(".")) });
      const body = JSON.stringify(answerDemoLookup(parsed.data, this.sessions.completedSessions()));
      return reply
        .status(200)
        .type("application/json; charset=utf-8")
        .header("cache-control", "no-store")
        .header(REPORT_SIGNATURE_HEADER, signReport(this.options.callbackSecret, body, Math.floor(this.now() / 1000)))
        .send(body);
    });
    scope.get<{ Params: { id: string } }>("/ident/:id", { schema: { hide: true } }, async (request, reply) => {
      const session = this.sessions.find(request.params.id);
      if (!session) return this.sendHtml(reply, 404, renderMessagePage({ language: "en", message: "unknown", stylesheetUrl: this.stylesheetUrl() }));
      if (session.finished) return this.sendHtml(reply, 409, renderMessagePage({ language: session.request.language, message: "finished", stylesheetUrl: this.stylesheetUrl() }));
      // Opening the page is the appointment starting: the provider tells Paraph it is in progress.
      await this.report(session, { appointmentStatus: "inprogress" });
      return this.sendHtml(
        reply,
        200,
        renderIdentificationPage({ language: session.request.language, method: session.request.method, formAction: `${this.options.publicBaseUrl()}/ident/${session.id}`, stylesheetUrl: this.stylesheetUrl() }),
      );
    });
    scope.post<{ Params: { id: string } }>("/ident/:id", { schema: { hide: true } }, async (request, reply) => {
      const session = this.sessions.find(request.params.id);
      if (!session) return this.sendHtml(reply, 404, renderMessagePage({ language: "en", message: "unknown", stylesheetUrl: this.stylesheetUrl() }));
      if (session.finished) return this.sendHtml(reply, 409, renderMessagePage({ language: session.request.language, message: "finished", stylesheetUrl: this.stylesheetUrl() }));
      const form = (request.body ?? {}) as Record<string, unknown>;
      const identity = DEMO_TEST_IDENTITIES[Number(form.identity ?? 0)] ?? DEMO_TEST_IDENTITIES[0];
      const outcome: Pick<IdentificationReport, "appointmentStatus" | "reason" | "identity"> =
        form.action === "complete" ? { appointmentStatus: "success", identity } : { appointmentStatus: "failure", reason: form.action === "abandon" ? "abandoned" : "failed" };
      const sent = await this.report(session, outcome);
      if (!sent) return this.sendHtml(reply, 502, renderMessagePage({ language: session.request.language, message: "unreachable", stylesheetUrl: this.stylesheetUrl() }));
      await this.sessions.finish(session, outcome.identity);
      const back = new URL(session.request.returnUrl);
      back.searchParams.set("identification", session.request.identificationId);
      return reply.header("cache-control", "no-store").redirect(back.toString(), 303);
    });
  }

  async createSession(request: SessionRequest): Promise<{ sessionId: string; identUrl: string }> {
    const session = await this.sessions.create(request);
    return { sessionId: session.id, identUrl: `${this.options.publicBaseUrl()}/ident/${session.id}` };
  }

  /**
   * Sends one signed report to Paraph's callback; false when Paraph could not be reached. A
   * refusal (4xx) is Paraph's verdict: the person goes back and Paraph's status page tells it.
   */
  async report(session: DemoSession, outcome: Pick<IdentificationReport, "appointmentStatus" | "reason" | "identity">): Promise<boolean> {
    const report: IdentificationReport = {
      eventId: `evt_${randomUUID()}`,
      sessionId: session.id,
      identificationId: session.request.identificationId,
      reference: session.request.reference,
      ...outcome,
    };
    const body = JSON.stringify(report);
    const signature = signReport(this.options.callbackSecret, body, Math.floor(this.now() / 1000));
    try {
      const response = await fetch(session.request.callbackUrl, {
        method: "POST",
        headers: { "content-type": "application/json", [REPORT_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(REPORT_TIMEOUT_MS),
        redirect: "error",
      });
      this.sentReports.push({ url: session.request.callbackUrl, body, signature, status: response.status, answer: (await response.text()).slice(0, 2000) });
      return response.status < 500;
    } catch {
      return false;
    }
  }

  private isAuthorised(header: string | undefined): boolean {
    const given = Buffer.from(header ?? "");
    const expected = Buffer.from(`Bearer ${this.options.apiToken}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private stylesheetUrl(): string {
    return `${this.options.publicBaseUrl()}/demo.css`;
  }

  private sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
    const formTarget = new URL(this.options.publicBaseUrl()).origin;
    return reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", `default-src 'none'; style-src ${formTarget}; form-action ${formTarget} *; frame-ancestors 'none'; base-uri 'none'`)
      .send(html);
  }
}

export interface StartDemoIdentityProviderOptions extends Pick<DemoIdentityProviderOptions, "apiToken" | "callbackSecret" | "now"> {
  /** 0 (the default) for any free port. */
  port?: number;
  /** A loopback address by default: the demo is for the tester's own machine. */
  host?: string;
  /** A path the demo serves under (the embedded demo: /demo-idp); none by default, like a partner's root. */
  prefix?: string;
  /** Where its sessions are kept across restarts; memory only without one. */
  sessionsFile?: string;
}

export interface RunningDemoIdentityProvider {
  /** The base URL Paraph is configured with (IDENT_PROVIDER_URL): origin and prefix. */
  url: string;
  port: number;
  provider: DemoIdentityProvider;
  close(): Promise<void>;
}

/** The demo on an HTTP server of its own (Fastify instance, its own port): see embedded-demo-identity-provider.ts. */
export async function startDemoIdentityProvider(options: StartDemoIdentityProviderOptions): Promise<RunningDemoIdentityProvider> {
  const now = options.now ?? Date.now;
  const prefix = options.prefix ?? "";
  let url = "";
  const sessions = await DemoSessionStore.open(options.sessionsFile, now);
  const provider = new DemoIdentityProvider({ apiToken: options.apiToken, callbackSecret: options.callbackSecret, now, sessions, publicBaseUrl: () => url });
  const server = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  await server.register(async (scope) => provider.register(scope), { prefix });
  const host = options.host ?? "127.0.0.1";
  await server.listen({ port: options.port ?? 0, host });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  url = `http://${host.includes(":") ? `[${host}]` : host}:${port}${prefix}`;
  return { url, port, provider, close: () => server.close() };
}
