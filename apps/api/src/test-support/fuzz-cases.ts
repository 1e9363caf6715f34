import {
  GARBAGE_AUTHORIZATIONS,
  GARBAGE_SEGMENTS,
  HOSTILE_VALUES,
  MEGABYTE_OF_OBJECTS,
  OVER_BODY_LIMIT,
  RAW_BODIES,
  plausibleValue,
  propertyPaths,
  withValueAt,
  type ValuePool,
} from "./fuzz-inputs.ts";
import { fillPath, type JsonSchema, type OpenApiOperation } from "./openapi-operations.ts";
import type { SeededRandom } from "./seeded-random.ts";

/** One request of the fuzz: what it targets, which class of input it carries, and the request itself. */
export interface FuzzCase {
  operation: string;
  inputClass: string;
  method: OpenApiOperation["method"];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** The credentials a case may send: a user's session and a guest's direct link. */
export interface FuzzCredentials {
  userAuthorization: string;
  guestAuthorization: string;
}

const JSON_TYPE = "application/json";
/** Classes every body property receives; the others go to a random 45 % of them. */
const ALWAYS_SENT = new Set(["null", "control:NUL", "control:only-NUL", "control:BEL", "control:ESC", "bidi:U+202E", "lone-surrogate:high", "lone-surrogate:low", "huge-string:1MB"]);

/**
 * Builds at least `perOperation` cases for one operation: garbage in every path parameter, hostile
 * values in every query parameter and body property (and one level below), whole bodies of the
 * wrong shape, malformed JSON and wrong content types, missing or garbage credentials; the rest
 * random mixes of these. Deterministic for a given random state.
 */
export function buildFuzzCases(operation: OpenApiOperation, random: SeededRandom, pool: ValuePool, credentials: FuzzCredentials, perOperation: number): FuzzCase[] {
  const name = `${operation.method} ${operation.contractPath}`;
  const cases: FuzzCase[] = [];
  const jsonSchema: JsonSchema | undefined = operation.bodies[JSON_TYPE];
  const rawTypes = Object.keys(operation.bodies).filter((type) => type !== JSON_TYPE);

  const naturalAuthorization = (): Record<string, string> => {
    const takesBearer = operation.security.includes("bearer");
    const takesGuest = operation.security.includes("directLink");
    if (takesGuest && (!takesBearer || random.chance(0.5))) return { authorization: credentials.guestAuthorization };
    // Endpoints without security still get a session now and then: it must not change the answer's class.
    if (takesBearer || random.chance(0.3)) return { authorization: credentials.userAuthorization };
    return {};
  };
  const someAuthorization = (): Record<string, string> => {
    const roll = random.next();
    if (roll < 0.75) return naturalAuthorization();
    if (roll < 0.9) return {};
    return { authorization: String(random.pick(GARBAGE_AUTHORIZATIONS).value) };
  };
  const plausibleSegments = (): Record<string, string> =>
    Object.fromEntries(operation.pathParameters.map((parameter) => [parameter.name, encodeLoosely(String(plausibleValue(parameter.schema, random, pool)))]));
  const plausibleQuery = (): Record<string, string> =>
    Object.fromEntries(
      operation.queryParameters
        .filter((parameter) => parameter.required || random.chance(0.5))
        .map((parameter) => [parameter.name, String(plausibleValue(parameter.schema, random, pool))]),
    );
  const urlOf = (segments: Record<string, string>, query: Record<string, string>): string => {
    const search = Object.entries(query)
      .map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`)
      .join("&");
    return `${fillPath(operation, segments)}${search ? `?${search}` : ""}`;
  };
  const plausibleBody = (): unknown => (jsonSchema ? plausibleValue(jsonSchema, random, pool) : undefined);
  const push = (inputClass: string, url: string, headers: Record<string, string>, body?: unknown, raw?: { contentType: string | undefined; payload: string | Buffer }) => {
    const fuzzCase: FuzzCase = { operation: name, inputClass, method: operation.method, url, headers: { ...headers } };
    if (raw) {
      if (raw.contentType !== undefined) fuzzCase.headers["content-type"] = raw.contentType;
      fuzzCase.payload = raw.payload;
    } else if (body !== undefined) {
      fuzzCase.headers["content-type"] = JSON_TYPE;
      fuzzCase.payload = JSON.stringify(body);
    }
    cases.push(fuzzCase);
  };

  // Every garbage id in every path parameter.
  for (const parameter of operation.pathParameters) {
    for (const garbage of GARBAGE_SEGMENTS) {
      push(`path:${parameter.name}:${garbage.inputClass}`, urlOf({ ...plausibleSegments(), [parameter.name]: String(garbage.value) }, plausibleQuery()), someAuthorization(), plausibleBody());
    }
  }
  // Every query parameter: hostile values, repeated, plus a parameter nobody declared.
  for (const parameter of operation.queryParameters) {
    for (const hostile of HOSTILE_VALUES.filter((entry) => typeof entry.value === "string" || typeof entry.value === "number" || random.chance(0.3))) {
      if (hostile.inputClass === "huge-string:1MB") continue; // a URL of a megabyte is the HTTP server's to refuse, not the API's
      const value = typeof hostile.value === "string" ? hostile.value : JSON.stringify(hostile.value);
      push(`query:${parameter.name}:${hostile.inputClass}`, urlOf(plausibleSegments(), { ...plausibleQuery(), [parameter.name]: value }), someAuthorization(), plausibleBody());
    }
    const segments = fillPath(operation, plausibleSegments());
    push(`query:${parameter.name}:repeated`, `${segments}?${parameter.name}=a&${parameter.name}=b&${parameter.name}=`, naturalAuthorization(), plausibleBody());
  }
  push("query:undeclared", urlOf(plausibleSegments(), { ...plausibleQuery(), "__proto__[x]": "1", "constructor.prototype": "y" }), naturalAuthorization(), plausibleBody());

  // Every body property (and one level below) with a sample of hostile values; every whole-body shape.
  if (jsonSchema) {
    for (const path of propertyPaths(jsonSchema)) {
      for (const hostile of HOSTILE_VALUES) {
        if (!ALWAYS_SENT.has(hostile.inputClass) && !random.chance(0.45)) continue;
        push(`body:${path.join(".")}:${hostile.inputClass}`, urlOf(plausibleSegments(), plausibleQuery()), naturalAuthorization(), withValueAt(plausibleBody(), path, hostile.value));
      }
    }
    for (const hostile of HOSTILE_VALUES) push(`body:whole:${hostile.inputClass}`, urlOf(plausibleSegments(), plausibleQuery()), naturalAuthorization(), hostile.value);
    push("body:plausible", urlOf(plausibleSegments(), plausibleQuery()), naturalAuthorization(), plausibleBody());
  }
  // Raw bodies: malformed JSON and content types the operation does not take (every operation, GET included).
  for (const raw of RAW_BODIES) push(`raw:${raw.inputClass}`, urlOf(plausibleSegments(), plausibleQuery()), naturalAuthorization(), undefined, raw);
  for (const type of rawTypes) {
    push(`raw-endpoint:${type}:empty`, urlOf(plausibleSegments(), plausibleQuery()), naturalAuthorization(), undefined, { contentType: type, payload: Buffer.alloc(0) });
    push(`raw-endpoint:${type}:noise`, urlOf(plausibleSegments(), plausibleQuery()), naturalAuthorization(), undefined, { contentType: type, payload: noise(random, 4096) });
    push(`raw-endpoint:${type}:as-json`, urlOf(plausibleSegments(), plausibleQuery()), naturalAuthorization(), { content: "x" });
  }
  // Oversized: a megabyte to an operation that takes no body, just over the limit to one that does.
  const takesBody = jsonSchema !== undefined || rawTypes.length > 0;
  push(takesBody ? "oversized:over-body-limit" : "oversized:bodyless-1MB", urlOf(plausibleSegments(), plausibleQuery()), naturalAuthorization(), undefined, {
    contentType: JSON_TYPE,
    payload: takesBody ? OVER_BODY_LIMIT : MEGABYTE_OF_OBJECTS,
  });
  // Credentials: none, and each kind of garbage.
  push("auth:none", urlOf(plausibleSegments(), plausibleQuery()), {}, plausibleBody());
  for (const garbage of GARBAGE_AUTHORIZATIONS) push(garbage.inputClass, urlOf(plausibleSegments(), plausibleQuery()), { authorization: String(garbage.value) }, plausibleBody());

  // Up to the quota: random mixes of the above.
  while (cases.length < perOperation) {
    const roll = random.next();
    const segments = plausibleSegments();
    const parameter = operation.pathParameters.length > 0 && random.chance(0.5) ? random.pick(operation.pathParameters) : undefined;
    const garbage = random.pick(GARBAGE_SEGMENTS);
    if (parameter) segments[parameter.name] = String(garbage.value);
    const paths = jsonSchema ? propertyPaths(jsonSchema) : [];
    const hostile = random.pick(HOSTILE_VALUES.filter((entry) => entry.inputClass !== "huge-string:1MB"));
    const inputClass = `mix:${parameter ? `${parameter.name}=${garbage.inputClass}` : "ids-plausible"}`;
    if (roll < 0.6 && paths.length > 0) {
      const path = random.pick(paths);
      push(`${inputClass}+body:${path.join(".")}:${hostile.inputClass}`, urlOf(segments, plausibleQuery()), someAuthorization(), withValueAt(plausibleBody(), path, hostile.value));
    } else if (roll < 0.8) {
      const raw = random.pick(RAW_BODIES);
      push(`${inputClass}+raw:${raw.inputClass}`, urlOf(segments, plausibleQuery()), someAuthorization(), undefined, raw);
    } else {
      push(`${inputClass}+plausible`, urlOf(segments, plausibleQuery()), someAuthorization(), plausibleBody());
    }
  }
  return cases;
}

function noise(random: SeededRandom, length: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index += 1) bytes[index] = random.integer(0, 255);
  return bytes;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the three bytes
 * of its WTF-8 form, which no UTF-8 decoder accepts: a client can send them, so the fuzz does.
 */
function encodeLoosely(value: string): string {
  return value.replace(/[\s\S]/gu, (character) => {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    return encodeURIComponent(character);
  });
}
