import type { JsonSchema } from "./openapi-operations.ts";
import type { SeededRandom } from "./seeded-random.ts";

/**
 * Inputs for contract-driven fuzzing: plausible values read off a JSON schema, and classes of
 * hostile ones (wrong types, nulls, huge and control-character strings, garbage ids, bad JSON,
 * wrong content types). Every generator takes a SeededRandom, so a run is reproducible.
 */

export interface HostileValue {
  inputClass: string;
  value: unknown;
}

const ONE_MEGABYTE_STRING = "A".repeat(1_000_000);

export const HOSTILE_VALUES: readonly HostileValue[] = [
  { inputClass: "wrong-type:number", value: 42 },
  { inputClass: "wrong-type:negative", value: -1 },
  { inputClass: "wrong-type:huge-number", value: 1e308 },
  { inputClass: "wrong-type:fraction", value: 3.14159 },
  { inputClass: "wrong-type:boolean", value: true },
  { inputClass: "wrong-type:array", value: ["a", 1, null] },
  { inputClass: "wrong-type:object", value: { nested: { deeper: "x" } } },
  { inputClass: "wrong-type:empty-array", value: [] },
  { inputClass: "wrong-type:empty-object", value: {} },
  { inputClass: "null", value: null },
  { inputClass: "empty-string", value: "" },
  { inputClass: "blank-string", value: "   \t  " },
  { inputClass: "huge-string:1MB", value: ONE_MEGABYTE_STRING },
  { inputClass: "huge-string:100k-multibyte", value: "é€𝄞".repeat(25_000) },
  { inputClass: "control:NUL", value: "a\u0000b" },
  { inputClass: "control:only-NUL", value: "\u0000" },
  { inputClass: "control:BEL", value: "ring\u0007" },
  { inputClass: "control:ESC", value: "\u001b[31mred" },
  { inputClass: "control:CRLF", value: "line\r\nX-Injected: 1" },
  { inputClass: "bidi:U+202E", value: "invoice\u202efdp.exe" },
  { inputClass: "zero-width", value: "\u200b\ufeff" },
  { inputClass: "lone-surrogate:high", value: "a\ud800b" },
  { inputClass: "lone-surrogate:low", value: "\udfff" },
  { inputClass: "many-NUL", value: "\u0000".repeat(10_000) },
  { inputClass: "path-traversal", value: "../../../../etc/passwd" },
  { inputClass: "percent-null", value: "%00" },
  { inputClass: "markup", value: "<script>alert(1)</script>" },
  { inputClass: "sql", value: "' OR 1=1; DROP TABLE users; --" },
  { inputClass: "long-digits", value: "99999999999999999999999999999999" },
  { inputClass: "not-a-date", value: "2026-02-30T25:61:61Z" },
  { inputClass: "not-an-email", value: "@@@" },
  { inputClass: "prototype-key", value: JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown },
];

/** Path segments (already in URL form) that are no valid id of anything. */
export const GARBAGE_SEGMENTS: readonly HostileValue[] = [
  { inputClass: "id:not-a-uuid", value: "not-a-uuid" },
  { inputClass: "id:very-long", value: "x".repeat(20_000) },
  { inputClass: "id:long-uuid-like", value: `${"a".repeat(8)}-${"b".repeat(4)}-4${"c".repeat(3)}-8${"d".repeat(3)}-${"e".repeat(120)}` },
  { inputClass: "id:dot-dot-slash", value: "..%2F..%2Fetc%2Fpasswd" },
  { inputClass: "id:dot-dot", value: ".." },
  { inputClass: "id:percent-00", value: "%00" },
  { inputClass: "id:broken-percent", value: "%E0%A4%A" },
  { inputClass: "id:invalid-utf8", value: "%ff%fe%fd" },
  { inputClass: "id:nil-uuid", value: "00000000-0000-0000-0000-000000000000" },
  { inputClass: "id:unknown-uuid", value: "0f0e0d0c-0b0a-4908-8706-050403020100" },
  { inputClass: "id:negative", value: "-1" },
  { inputClass: "id:huge-number", value: "1e999" },
  { inputClass: "id:bidi", value: encodeURIComponent("\u202eabc") },
  { inputClass: "id:sql", value: encodeURIComponent("1' OR '1'='1") },
  { inputClass: "id:crlf", value: "%0d%0aSet-Cookie:%20x=1" },
  { inputClass: "id:uppercase-uuid", value: "0F0E0D0C-0B0A-4908-8706-050403020100" },
];

export interface RawBody {
  inputClass: string;
  contentType: string | undefined;
  payload: string | Buffer;
}

/** Bodies that are not what any JSON endpoint takes, or not even well-formed. */
export const RAW_BODIES: readonly RawBody[] = [
  { inputClass: "bad-json:truncated", contentType: "application/json", payload: '{"title": "half' },
  { inputClass: "bad-json:single-quotes", contentType: "application/json", payload: "{'title': 'x'}" },
  { inputClass: "bad-json:trailing-comma", contentType: "application/json", payload: '{"a": 1,}' },
  { inputClass: "bad-json:NaN", contentType: "application/json", payload: '{"a": NaN}' },
  { inputClass: "bad-json:empty", contentType: "application/json", payload: "" },
  { inputClass: "bad-json:whitespace", contentType: "application/json", payload: "   " },
  { inputClass: "bad-json:invalid-utf8", contentType: "application/json", payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]) },
  { inputClass: "bad-json:deep-nesting", contentType: "application/json", payload: `${"[".repeat(50_000)}${"]".repeat(50_000)}` },
  { inputClass: "bad-json:deep-object", contentType: "application/json", payload: `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}` },
  // One level past the limit (platform/http/json-body/json-shape.ts), and thousands of levels in
  // a body large enough for the JSON worker thread (whose stack they overflowed: 500).
  { inputClass: "bad-json:nested-past-limit", contentType: "application/json", payload: `${'{"a":['.repeat(33)}1${"]}".repeat(33)}` },
  { inputClass: "bad-json:deep-nesting-worker", contentType: "application/json", payload: `${"[".repeat(5_000)}${" ".repeat(300_000)}${"]".repeat(5_000)}` },
  { inputClass: "bad-json:duplicate-keys", contentType: "application/json", payload: '{"title":"a","title":{"b":1}}' },
  { inputClass: "bad-json:proto", contentType: "application/json", payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}' },
  { inputClass: "content-type:text-plain", contentType: "text/plain", payload: "hello" },
  { inputClass: "content-type:xml", contentType: "application/xml", payload: "<a>1</a>" },
  { inputClass: "content-type:form", contentType: "application/x-www-form-urlencoded", payload: "a=1&b=2" },
  { inputClass: "content-type:multipart-no-boundary", contentType: "multipart/form-data", payload: "--x\r\n\r\n--x--" },
  { inputClass: "content-type:multipart-garbage", contentType: "multipart/form-data; boundary=zz", payload: "not multipart at all" },
  { inputClass: "content-type:pdf-garbage", contentType: "application/pdf", payload: "%PDF-1.7\n garbage" },
  { inputClass: "content-type:png-garbage", contentType: "image/png", payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]) },
  { inputClass: "content-type:json-charset-bogus", contentType: "application/json; charset=utf-7", payload: "{}" },
  { inputClass: "content-type:garbage", contentType: "\u0001/\u0002", payload: "{}" },
  { inputClass: "content-type:missing", contentType: undefined, payload: '{"a":1}' },
];

/** A megabyte of empty objects: what an operation without a body once parsed in full (5.3 s) before answering. */
export const MEGABYTE_OF_OBJECTS = `[${"{},".repeat(330_000)}{}]`;
/** An array just over the default body limit (BODY_LIMIT_BYTES, 1 MiB), for operations that take a body. */
export const OVER_BODY_LIMIT = `[${"1,".repeat(524_288)}1]`;

/** Authorization headers that prove nothing, besides none at all. */
export const GARBAGE_AUTHORIZATIONS: readonly HostileValue[] = [
  { inputClass: "auth:empty-bearer", value: "Bearer " },
  { inputClass: "auth:garbage-bearer", value: "Bearer not-a-token" },
  { inputClass: "auth:huge-bearer", value: `Bearer ${"t".repeat(8_000)}` },
  { inputClass: "auth:basic-garbage", value: "Basic !!!not-base64!!!" },
  { inputClass: "auth:basic-no-colon", value: `Basic ${Buffer.from("onlyuser").toString("base64")}` },
  { inputClass: "auth:basic-unknown", value: `Basic ${Buffer.from("guest:0f0e0d0c-0b0a-4908-8706-050403020100").toString("base64")}` },
  { inputClass: "auth:unknown-scheme", value: "Digest x=1" },
];

/** Ids that exist, so a mutated request can get past the lookup it would otherwise fail. */
export interface ValuePool {
  uuids: readonly string[];
  email: string;
}

function firstSchema(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return choices.find((choice) => choice.type !== "null") ?? choices[0] ?? {};
  if (schema.allOf && schema.allOf.length > 0) return Object.assign({}, ...schema.allOf) as JsonSchema;
  return schema;
}

/** A value that likely satisfies the schema; the fuzz then breaks one part of it at a time. */
export function plausibleValue(schema: JsonSchema, random: SeededRandom, pool: ValuePool, depth = 0): unknown {
  const resolved = firstSchema(schema);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum && resolved.enum.length > 0) return random.pick(resolved.enum);
  if (resolved.default !== undefined && random.chance(0.3)) return resolved.default;
  const type = Array.isArray(resolved.type) ? resolved.type.find((entry) => entry !== "null") : resolved.type;
  switch (type) {
    case "string":
      return plausibleString(resolved, random, pool);
    case "integer":
      return Math.max(resolved.minimum ?? 1, Math.min(resolved.maximum ?? 10, 1));
    case "number":
      return Math.max(resolved.minimum ?? 1, Math.min(resolved.maximum ?? 10, 1));
    case "boolean":
      return random.chance(0.5);
    case "array": {
      if (depth > 4) return [];
      const count = Math.max(resolved.minItems ?? 0, 1);
      return Array.from({ length: count }, () => plausibleValue(resolved.items ?? {}, random, pool, depth + 1));
    }
    case "object":
    default: {
      if (!resolved.properties || depth > 4) return {};
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(resolved.properties)) {
        if (resolved.required?.includes(name) || random.chance(0.5)) result[name] = plausibleValue(property, random, pool, depth + 1);
      }
      return result;
    }
  }
}

function plausibleString(schema: JsonSchema, random: SeededRandom, pool: ValuePool): string {
  switch (schema.format) {
    case "uuid":
      return random.pick(pool.uuids);
    case "email":
      return pool.email;
    case "date-time":
      return "2027-01-15T10:00:00Z";
    case "date":
      return "2027-01-15";
    case "uri":
      return "https://example.ch/return";
    default:
      break;
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
  if (schema.pattern === "^\\d{6}$") return "123456";
  return "Fuzzed text".padEnd(length, "x").slice(0, Math.max(length, 1));
}

/** Where a hostile value goes in an object body: the top-level property names, and one level below. */
export function propertyPaths(schema: JsonSchema): string[][] {
  const resolved = firstSchema(schema);
  const paths: string[][] = [];
  for (const [name, property] of Object.entries(resolved.properties ?? {})) {
    paths.push([name]);
    const inner = firstSchema(property);
    const itemSchema = inner.type === "array" && inner.items ? firstSchema(inner.items) : inner;
    for (const child of Object.keys(itemSchema.properties ?? {})) paths.push(inner.type === "array" ? [name, "0", child] : [name, child]);
  }
  return paths;
}

/** A copy of `body` with the value at `path` replaced (containers created as needed). */
export function withValueAt(body: unknown, path: readonly string[], value: unknown): unknown {
  const copy = structuredClone(typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  let cursor: Record<string, unknown> = copy;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      cursor[key] = value;
      break;
    }
    const next = cursor[key];
    if (typeof next !== "object" || next === null) cursor[key] = /^\d+$/.test(path[index + 1] ?? "") ? [] : {};
    cursor = cursor[key] as Record<string, unknown>;
  }
  return copy;
}
