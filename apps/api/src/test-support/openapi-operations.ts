import * as contracts from "@paraph/contracts";
import type { TestApp } from "./test-app.ts";

/** The part of JSON Schema the served OpenAPI document uses, as far as generators read it. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
}

export interface OpenApiParameter {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the served OpenAPI document: what a client may send to it. */
export interface OpenApiOperation {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** OpenAPI form, `/api/v3/signature-requests/{id}`. */
  path: string;
  /** Contract form without the prefix, `/v3/signature-requests/:id`, as the contracts name it. */
  contractPath: string;
  pathParameters: OpenApiParameter[];
  queryParameters: OpenApiParameter[];
  /** Media type → schema of the request body, when the operation takes one. */
  bodies: Record<string, JsonSchema>;
  security: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: Record<string, string[]>[] }>>;
}

const rawMediaTypes = new Map(
  (Object.values(contracts) as unknown[])
    .filter((value): value is contracts.Endpoint => typeof value === "object" && value !== null && "successStatus" in value && "rawBody" in value && value.rawBody !== undefined)
    .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.rawBody?.mediaTypes ?? []] as const),
);

/** Every operation of the OpenAPI document the app serves at /api/docs/json. */
export async function readOpenApiOperations(testApp: TestApp): Promise<OpenApiOperation[]> {
  const response = await testApp.request({ method: "GET", url: "/api/docs/json" });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  const document = response.json() as OpenApiDocument;
  const operations: OpenApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (upper !== "GET" && upper !== "POST" && upper !== "PUT" && upper !== "DELETE") continue;
      const parameters = operation.parameters ?? [];
      const bodies: Record<string, JsonSchema> = {};
      for (const [mediaType, content] of Object.entries(operation.requestBody?.content ?? {})) bodies[mediaType] = content.schema ?? {};
      const contractPath = path.replace(/^\/api/, "").replace(/\{([A-Za-z_]+)\}/g, ":$1");
      // The document does not describe file bodies (images, PDFs); their media types come from the contract.
      for (const mediaType of rawMediaTypes.get(`${upper} ${contractPath}`) ?? []) bodies[mediaType] ??= {};
      operations.push({
        method: upper,
        path,
        contractPath,
        pathParameters: parameters.filter((parameter) => parameter.in === "path"),
        queryParameters: parameters.filter((parameter) => parameter.in === "query"),
        bodies,
        security: (operation.security ?? []).flatMap((entry) => Object.keys(entry)),
      });
    }
  }
  return operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The path with each `{name}` replaced by the given (already encoded) segment. */
export function fillPath(operation: OpenApiOperation, segments: Record<string, string>): string {
  return operation.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => segments[name] ?? "x");
}
