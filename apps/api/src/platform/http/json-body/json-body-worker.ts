import secureJsonParse from "secure-json-parse";
import { findJsonShapeBreach, type JsonShapeBreach, type JsonShapeLimits } from "./json-shape.ts";

/**
 * Runs inside the JSON body pool's worker threads: parses one large request body with the same
 * prototype-poisoning rules as Fastify's own parser, so a multi-megabyte upload never holds the
 * event loop while its text is decoded and parsed.
 */
export interface JsonBodyTask {
  bytes: Uint8Array;
  /** A body past these is refused before parsing (json-shape.ts): its clone back would overflow the stack or hold the event loop. */
  limits: JsonShapeLimits;
}

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; reason: "empty" | "invalid" | JsonShapeBreach };

export default function parseJsonBody({ bytes, limits }: JsonBodyTask): JsonBodyResult {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const breach = findJsonShapeBreach(body, limits);
  if (breach) return { ok: false, reason: breach };
  try {
    const text = body.toString("utf8");
    return { ok: true, value: secureJsonParse(text, undefined, { protoAction: "error", constructorAction: "error" }) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}
