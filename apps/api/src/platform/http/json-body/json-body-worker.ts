import secureJsonParse from "secure-json-parse";
import { isNestedDeeperThan } from "./json-nesting.ts";

/**
 * Runs inside the JSON body pool's worker threads: parses one large request body with the same
 * prototype-poisoning rules as Fastify's own parser, so a multi-megabyte upload never holds the
 * event loop while its text is decoded and parsed.
 */
export interface JsonBodyTask {
  bytes: Uint8Array;
  /** Deeper nesting is refused before parsing (json-nesting.ts): the answer's clone back would overflow the stack. */
  maxDepth: number;
}

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; reason: "empty" | "invalid" | "too-deep" };

export default function parseJsonBody({ bytes, maxDepth }: JsonBodyTask): JsonBodyResult {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isNestedDeeperThan(body, maxDepth)) return { ok: false, reason: "too-deep" };
  try {
    const text = body.toString("utf8");
    return { ok: true, value: secureJsonParse(text, undefined, { protoAction: "error", constructorAction: "error" }) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}
