import swagger from "@fastify/swagger";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { PRODUCT_NAME } from "@paraph/contracts";

/** The mark the route registrar puts on an idempotent route's schema; it shows in the document too. */
export const IDEMPOTENT_OPERATION_MARK = "x-idempotent";

/** The mark carrying an endpoint's other renditions of its answer (`alternativeResponses`) to the document. */
export const ALTERNATIVE_RESPONSES_MARK = "x-alternative-responses";

type TransformedRoute = ReturnType<typeof jsonSchemaTransform>;

interface AlternativeResponse {
  mediaType: string;
  description: string;
  binary?: boolean;
}

/**
 * An answer that also comes in other media types (chosen with Accept) lists them beside its JSON.
 * Only the document gets them: the handler sends those bytes itself, past the JSON serializer.
 */
function withAlternativeResponses(route: TransformedRoute): TransformedRoute {
  const schema = route.schema as Record<string, unknown> | undefined;
  const alternatives = schema?.[ALTERNATIVE_RESPONSES_MARK] as AlternativeResponse[] | undefined;
  const response = schema?.response as Record<string, unknown> | undefined;
  if (!schema || !alternatives || !response) return route;
  const [status, json] = Object.entries(response)[0] ?? [];
  if (!status) return route;
  // The document's own conversion strips these from a plain response schema, but not inside `content`.
  const { $id: _id, $schema: _schema, ...jsonSchema } = (json ?? {}) as Record<string, unknown>;
  const content: Record<string, unknown> = { "application/json": { schema: jsonSchema } };
  for (const alternative of alternatives) {
    content[alternative.mediaType] = { schema: { type: "string", description: alternative.description, ...(alternative.binary ? { format: "binary" } : {}) } };
  }
  const { [ALTERNATIVE_RESPONSES_MARK]: _mark, ...rest } = schema;
  return { ...route, schema: { ...rest, response: { ...response, [status]: { description: "The findings as JSON, or the validation report in the media type asked for with Accept", content } } } };
}

/**
 * Idempotent operations document their optional Idempotency-Key header (docs/idempotency.md).
 * Only the document gets it: the server reads the header itself, with its own error code.
 */
function withIdempotencyKeyHeader(route: TransformedRoute): TransformedRoute {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema?.[IDEMPOTENT_OPERATION_MARK]) return route;
  const header = {
    type: "string",
    minLength: 1,
    maxLength: 255,
    pattern: "^[\\x21-\\x7e]+$",
    description: "A key of this one operation: a retry with the same key and request gets the first answer again (Idempotency-Replayed: true) and creates nothing",
  };
  return { ...route, schema: { ...schema, headers: { type: "object", properties: { "Idempotency-Key": header } } } };
}

/** OpenAPI generated from the contracts: the document at /api/docs/json, the browsable UI at /api/docs. */
/** Every refusal's body (errors.ts), so generated clients type `error` as well as `data`. */
const ERROR_ANSWER = {
  description: "Refused: a stable code of the error catalogue, a message, and details for some codes",
  type: "object",
  properties: { code: { type: "string" }, message: { type: "string" }, details: { type: "object", additionalProperties: {} } },
  required: ["code", "message"],
};

/**
 * Documents the error answers of operations that document their success answer. Only the
 * document gets them: the error handler writes error bodies, no response serializer checks them.
 */
function withErrorAnswers(route: TransformedRoute): TransformedRoute {
  const schema = route.schema as Record<string, unknown> | undefined;
  const response = schema?.response as Record<string, unknown> | undefined;
  if (!schema || !response) return route;
  return { ...route, schema: { ...schema, response: { ...response, "4XX": ERROR_ANSWER, "5XX": ERROR_ANSWER } } };
}

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${PRODUCT_NAME} API`,
        version,
        description: "Electronic signatures (SES, AES, QES) with a PAdES signature per signer. Errors are { code, message, details }.",
      },
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          directLink: { type: "http", scheme: "basic", description: "Direct-sign link: user name = guest id, password = signature request id" },
        },
      },
    },
    transform: (input) => withErrorAnswers(withAlternativeResponses(withIdempotencyKeyHeader(jsonSchemaTransform(input)))),
  });
  // The build bundles the plugin's code (apps/api/scripts/build.mjs); its page's files stay in its package folder.
  const staticDir = path.join(path.dirname(createRequire(import.meta.url).resolve("@fastify/swagger-ui/package.json")), "static");
  const logo = { type: "image/svg+xml", content: await fs.readFile(path.join(staticDir, "logo.svg")) };
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, baseDir: staticDir, logo });
}
