import secureJsonParse from "secure-json-parse";

/**
 * Runs inside the JSON body pool's worker threads: parses one large request body with the same
 * prototype-poisoning rules as Fastify's own parser, so a multi-megabyte upload never holds the
 * event loop while its text is decoded and parsed.
 */
export interface JsonBodyTask {
  bytes: Uint8Array;
}

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; reason: "empty" | "invalid" };

export default function parseJsonBody({ bytes }: JsonBodyTask): JsonBodyResult {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  try {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
    return { ok: true, value: secureJsonParse(text, undefined, { protoAction: "error", constructorAction: "error" }) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}
