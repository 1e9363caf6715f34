import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error.ts";
import { fingerprintMultipart, fingerprintRawBody, type BodyFingerprint } from "./body-fingerprint.ts";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, readIdempotencyKey } from "./idempotency-key.ts";
import { ABANDONED_CLAIM_MS, CLAIM_RENEWAL_MS, type IdempotencyStore, type StoredAnswer } from "./idempotency-store.ts";

/** The headers of an answer that a replay must carry; the rest (request id, dates) are per send. */
const REPLAYED_HEADERS = ["content-type", "location"] as const;

/** A key this request claimed: its answer is stored, or the claim released, when it is sent. */
interface Run {
  scope: string;
  key: string;
  claimId: string;
  url: string;
  body: BodyFingerprint;
  isSettled: boolean;
  /** Renews the claim while the request runs, so a claim only its dead process held frees soon. */
  renewal: NodeJS.Timeout;
}

/**
 * The Idempotency-Key of routes flagged `idempotent` (docs/idempotency.md), once for all of them:
 * the route registrar calls `hashBody` as the route's preParsing hook, `begin` after the caller is
 * known and before the handler, and `settle` from onSend (and onResponse, for what onSend missed).
 */
export class Idempotency {
  private readonly bodies = new WeakMap<FastifyRequest, BodyFingerprint>();
  private readonly runs = new WeakMap<FastifyRequest, Run>();

  constructor(private readonly store: IdempotencyStore) {}

  /** Hashes a keyed request's raw body as it is read; multipart is hashed per part in `begin`. */
  hashBody(request: FastifyRequest, payload: Readable): Readable {
    // isMultipart() is only known once the body's parser ran, which is after this hook: the header says it.
    if (request.headers[IDEMPOTENCY_KEY_HEADER] === undefined || isMultipartRequest(request)) return payload;
    const { stream, fingerprint } = fingerprintRawBody(payload);
    this.bodies.set(request, fingerprint);
    return stream;
  }

  /**
   * Claims the request's key for `caller` (user or guest) on this route. Answers `"replayed"` when
   * the stored answer was sent instead of running the handler; throws the 409s and the 400.
   */
  async begin(request: FastifyRequest, reply: FastifyReply, caller: string): Promise<"run" | "replayed"> {
    const key = readIdempotencyKey(request.headers);
    if (key === undefined) return "run";
    const multipart = isMultipartRequest(request) ? fingerprintMultipart(request) : undefined;
    const body = multipart ?? this.bodies.get(request);
    if (!body) throw new Error("The body of a keyed request was not hashed");
    const scope = `${caller} ${request.method} ${request.routeOptions.url ?? ""}`;
    const url = request.url;
    // A multipart body is hashed as the handler reads it, so its claim starts without a fingerprint.
    const outcome = await this.store.claim(scope, key, multipart ? null : fingerprintOf(url, body));
    if (outcome.kind === "claimed") {
      this.runs.set(request, { scope, key, claimId: outcome.claimId, url, body, isSettled: false, renewal: this.renewWhileRunning(request, scope, key, outcome.claimId) });
      return "run";
    }
    if (outcome.kind === "in_progress") throw new AppError("idempotency_key_in_progress", undefined, { headers: { "retry-after": "1" } });
    if (multipart) await multipart.drain();
    if (fingerprintOf(url, body) !== outcome.fingerprint) throw new AppError("idempotency_key_reused");
    void reply
      .status(outcome.answer.status)
      .headers({ ...outcome.answer.headers, [IDEMPOTENCY_REPLAYED_HEADER]: "true" })
      .send(outcome.answer.body ?? undefined);
    return "replayed";
  }

  private renewWhileRunning(request: FastifyRequest, scope: string, key: string, claimId: string): NodeJS.Timeout {
    const startedAt = Date.now();
    const renewal = setInterval(() => {
      // A run that never settles (its hooks did not fire) stops renewing: the 15-minute rule frees it.
      if (Date.now() - startedAt > ABANDONED_CLAIM_MS) {
        clearInterval(renewal);
        return;
      }
      this.store.renew(scope, key, claimId).catch((error: unknown) => request.log.warn({ err: error }, "renewing an idempotency claim failed"));
    }, CLAIM_RENEWAL_MS);
    renewal.unref();
    return renewal;
  }

  /**
   * Stores the answer about to be sent, or releases the key when a retry must run again: a 5xx
   * or 429 (nothing or not all was done), a body that was not read to its end (its fingerprint
   * is unknown), or an answer that is a stream.
   */
  async settle(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const run = this.runs.get(request);
    if (!run || run.isSettled) return;
    run.isSettled = true;
    clearInterval(run.renewal);
    const fingerprint = fingerprintOf(run.url, run.body);
    const status = reply.statusCode;
    const isStorable = status < 500 && status !== 429 && fingerprint !== null && (typeof payload === "string" || payload === undefined || payload === null);
    if (!isStorable) {
      await this.store.release(run.scope, run.key, run.claimId);
      return;
    }
    await this.store.complete(run.scope, run.key, run.claimId, fingerprint, answerOf(reply, payload as string | null | undefined));
  }
}

/** Multipart bodies are read by the handler through `parts()`, never by the preParsing stream. */
function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "");
}

/** The request as the key's record compares it: path with its ids and query, then the body. */
function fingerprintOf(url: string, body: BodyFingerprint): string | null {
  const bodyDigest = body.digest();
  return bodyDigest === null ? null : createHash("sha256").update(`${url}\n${bodyDigest}`).digest("hex");
}

function answerOf(reply: FastifyReply, payload: string | null | undefined): StoredAnswer {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { status: reply.statusCode, headers, body: payload ?? null };
}
