/**
 * Compares two OpenAPI documents as a client of the older one sees the newer: what would break
 * it, and what changed without breaking it. The breaking-change check of packages/client runs it
 * on the committed snapshot and the document the server builds now (docs/client.md).
 *
 * Breaking: an operation or response removed; a parameter removed, added as required or made
 * required; a request body property removed, added as required or made required; a type no
 * longer accepted in a request or newly possible in a response; an enum value removed from a
 * request; a response property removed or no longer always present.
 */

export interface CompatReport {
  breaking: string[];
  compatible: string[];
}

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface Document {
  paths?: Record<string, Record<string, Operation>>;
}

type Direction = "request" | "response";

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

export function compareOpenApi(previousDocument: unknown, currentDocument: unknown): CompatReport {
  const report: CompatReport = { breaking: [], compatible: [] };
  const previous = operationsOf(previousDocument as Document);
  const current = operationsOf(currentDocument as Document);
  for (const [name, operation] of previous) {
    const now = current.get(name);
    if (now) compareOperation(name, operation, now, report);
    else report.breaking.push(`${name}: operation removed`);
  }
  for (const name of current.keys()) if (!previous.has(name)) report.compatible.push(`${name}: operation added`);
  // Anything else (summaries, limits, formats) still makes the snapshot stale.
  if (report.breaking.length + report.compatible.length === 0 && canonical(previousDocument) !== canonical(currentDocument)) {
    report.compatible.push("the document changed (descriptions, limits or formats)");
  }
  return report;
}

function operationsOf(document: Document): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.has(method)) operations.set(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return operations;
}

function compareOperation(name: string, previous: Operation, current: Operation, report: CompatReport): void {
  compareParameters(name, previous.parameters ?? [], current.parameters ?? [], report);

  const previousBodies = previous.requestBody?.content ?? {};
  const currentBodies = current.requestBody?.content ?? {};
  if (!previous.requestBody?.required && current.requestBody?.required) report.breaking.push(`${name}: request body made required`);
  for (const [mediaType, body] of Object.entries(previousBodies)) {
    const now = currentBodies[mediaType];
    if (!now) report.breaking.push(`${name}: request body ${mediaType} no longer accepted`);
    else compareSchema(`${name} body`, body.schema ?? {}, now.schema ?? {}, "request", report);
  }
  for (const mediaType of Object.keys(currentBodies)) if (!previousBodies[mediaType]) report.compatible.push(`${name}: request body ${mediaType} added`);

  const previousResponses = previous.responses ?? {};
  const currentResponses = current.responses ?? {};
  for (const [status, response] of Object.entries(previousResponses)) {
    const now = currentResponses[status];
    if (!now) {
      report.breaking.push(`${name}: response ${status} removed`);
      continue;
    }
    for (const [mediaType, content] of Object.entries(response.content ?? {})) {
      const nowContent = now.content?.[mediaType];
      if (!nowContent) report.breaking.push(`${name}: response ${status} ${mediaType} removed`);
      else compareSchema(`${name} response ${status}`, content.schema ?? {}, nowContent.schema ?? {}, "response", report);
    }
  }
  for (const status of Object.keys(currentResponses)) if (!previousResponses[status]) report.compatible.push(`${name}: response ${status} added`);
}

function compareParameters(name: string, previous: Parameter[], current: Parameter[], report: CompatReport): void {
  const key = (parameter: Parameter) => `${parameter.in} parameter "${parameter.name}"`;
  const currentByKey = new Map(current.map((parameter) => [key(parameter), parameter]));
  const previousKeys = new Set(previous.map(key));
  for (const parameter of previous) {
    const now = currentByKey.get(key(parameter));
    if (!now) {
      report.breaking.push(`${name}: ${key(parameter)} removed`);
      continue;
    }
    if (!parameter.required && now.required) report.breaking.push(`${name}: ${key(parameter)} made required`);
    compareSchema(`${name} ${key(parameter)}`, parameter.schema ?? {}, now.schema ?? {}, "request", report);
  }
  for (const parameter of current) {
    if (previousKeys.has(key(parameter))) continue;
    if (parameter.required) report.breaking.push(`${name}: ${key(parameter)} added as required`);
    else report.compatible.push(`${name}: ${key(parameter)} added`);
  }
}

/** A schema seen through its unions: the JSON types it allows, its enum values, properties and items. */
interface Shape {
  types: Set<string>;
  enumValues: unknown[] | undefined;
  properties: Record<string, Schema>;
  required: Set<string>;
  items: Schema | undefined;
}

function shapeOf(schema: Schema): Shape {
  const shape: Shape = { types: new Set(), enumValues: undefined, properties: {}, required: new Set(), items: undefined };
  const visit = (part: Schema) => {
    for (const branch of [...(part.anyOf ?? []), ...(part.oneOf ?? []), ...(part.allOf ?? [])]) visit(branch);
    const types = part.type === undefined ? [] : Array.isArray(part.type) ? part.type : [part.type];
    for (const type of types) shape.types.add(type === "integer" ? "number" : type);
    const values = part.enum ?? ("const" in part ? [part.const] : undefined);
    if (values) shape.enumValues = [...(shape.enumValues ?? []), ...values];
    if (part.properties) Object.assign(shape.properties, part.properties);
    for (const name of part.required ?? []) shape.required.add(name);
    if (part.items) shape.items = part.items;
  };
  visit(schema);
  return shape;
}

/**
 * A request schema must still accept all it accepted (a client sends what it sent before); a
 * response schema must not produce anything the old one could not (a client reads as before).
 */
function compareSchema(where: string, previousSchema: Schema, currentSchema: Schema, direction: Direction, report: CompatReport): void {
  const previous = shapeOf(previousSchema);
  const current = shapeOf(currentSchema);
  // An empty type set allows anything: nothing to compare against.
  if (previous.types.size > 0 && current.types.size > 0) {
    const [narrower, wider] = direction === "request" ? [current.types, previous.types] : [previous.types, current.types];
    const lost = [...wider].filter((type) => !narrower.has(type));
    if (lost.length > 0) report.breaking.push(`${where}: type changed from ${[...previous.types].join("|")} to ${[...current.types].join("|")}`);
  }
  if (previous.enumValues && current.enumValues) {
    const removed = previous.enumValues.filter((value) => !current.enumValues?.includes(value));
    const added = current.enumValues.filter((value) => !previous.enumValues?.includes(value));
    if (direction === "request" && removed.length > 0) report.breaking.push(`${where}: enum value ${removed.map(String).join(", ")} removed`);
    if (direction === "response" && added.length > 0) report.compatible.push(`${where}: enum value ${added.map(String).join(", ")} added`);
  } else if (direction === "request" && previous.enumValues === undefined && current.enumValues) {
    report.breaking.push(`${where}: now limited to ${current.enumValues.map(String).join(", ")}`);
  }

  for (const [name, property] of Object.entries(previous.properties)) {
    const now = current.properties[name];
    const path = `${where}.${name}`;
    if (!now) {
      report.breaking.push(`${path}: property removed`);
      continue;
    }
    const wasRequired = previous.required.has(name);
    const isRequired = current.required.has(name);
    if (direction === "request" && !wasRequired && isRequired) report.breaking.push(`${path}: property made required`);
    if (direction === "response" && wasRequired && !isRequired) report.breaking.push(`${path}: property no longer always present`);
    compareSchema(path, property, now, direction, report);
  }
  for (const name of Object.keys(current.properties)) {
    if (previous.properties[name]) continue;
    const isRequired = direction === "request" && current.required.has(name);
    (isRequired ? report.breaking : report.compatible).push(`${where}.${name}: property added${isRequired ? " as required" : ""}`);
  }
  if (previous.items && current.items) compareSchema(`${where}[]`, previous.items, current.items, direction, report);
}

/** JSON with sorted keys, so key order alone is no change. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}
