import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as contracts from "../index.ts";
import type { Endpoint } from "../endpoint.ts";
import { isMultiLineText, isSingleLineText, multiLineText, multiLineTextRule, secretText, singleLineText, singleLineTextRule } from "./text.ts";
import { base64ShapeRule } from "./base64.ts";

describe("the text rule", () => {
  it.each([
    ["NUL", "Mallory\u0000Admin"],
    ["BEL", "Reason\u0007"],
    ["escape", "\u001b[31mred"],
    ["DEL", "a\u007fb"],
    ["C1 control", "a\u0085b"],
    ["unpaired high surrogate", "a\ud800b"],
    ["unpaired low surrogate", "a\udc00b"],
  ])("refuses %s in any text", (_name, value) => {
    expect(isSingleLineText(value)).toBe(false);
    expect(isMultiLineText(value)).toBe(false);
    expect(singleLineText().safeParse(value).success).toBe(false);
    expect(multiLineText().safeParse(value).success).toBe(false);
    expect(secretText().safeParse(value).success).toBe(false);
  });

  it("allows tab and line breaks in multi-line text only", () => {
    expect(multiLineText().parse("Dear Anna,\r\n\tplease sign.\n")).toBe("Dear Anna,\r\n\tplease sign.");
    expect(singleLineText().safeParse("Anna\tMuster").success).toBe(false);
    expect(singleLineText().safeParse("Anna\nMuster").success).toBe(false);
  });

  it("keeps letters of every script, emoji (a surrogate pair) and the edges of a line", () => {
    for (const value of ["Zoë Müller-Łukasz", "José Ñúñez", "Ἀθηνᾶ", "محمد", "李小龙", "Signed ✍️ 👍🏽"]) {
      expect(singleLineText().parse(value)).toBe(value);
    }
    expect(singleLineText().parse("  Anna  ")).toBe("Anna");
    expect(secretText().parse("  spaced secret ")).toBe("  spaced secret ");
  });
});

/** Every endpoint the contracts export. */
const endpoints = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, Endpoint] => typeof entry[1] === "object" && entry[1] !== null && "successStatus" in entry[1] && "method" in entry[1],
);

/** String formats whose grammar cannot hold a control character or a lone surrogate. */
const CLOSED_FORMATS = new Set(["uuid", "guid", "date", "datetime", "time", "base64", "base64url"]);

interface StringLeaf {
  path: string;
  schema: z.ZodType;
}

type Definition = {
  type: string;
  format?: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
};

const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** Walks a schema down to every string it takes, wherever it sits (objects, arrays, unions, records, pipes). */
function collectStrings(schema: z.ZodType | undefined, path: string, leaves: StringLeaf[], depth = 0): void {
  if (!schema || depth > 40) return;
  const definition = definitionOf(schema);
  const next = (child: z.ZodType | undefined, childPath = path) => collectStrings(child, childPath, leaves, depth + 1);
  switch (definition.type) {
    case "string":
      leaves.push({ path, schema });
      return;
    case "object":
      for (const [key, child] of Object.entries(definition.shape ?? {})) next(child, `${path}.${key}`);
      next(definition.catchall, `${path}.*`);
      return;
    case "array":
      return next(definition.element, `${path}[]`);
    case "union":
      return (definition.options ?? []).forEach((option) => next(option));
    case "intersection":
      next(definition.left);
      return next(definition.right);
    case "pipe":
      next(definition.in);
      return next(definition.out);
    case "record":
      next(definition.keyType, `${path}{key}`);
      return next(definition.valueType, `${path}{}`);
    case "tuple":
      return (definition.items ?? []).forEach((item, index) => next(item, `${path}[${index}]`));
    case "lazy":
      return next(definition.getter?.());
    default:
      // optional, nullable, default, readonly, catch, …: the schema they wrap.
      return next(definition.innerType);
  }
}

const inputStrings = endpoints.flatMap(([name, endpoint]) => {
  const leaves: StringLeaf[] = [];
  for (const part of ["params", "query", "body"] as const) collectStrings(endpoint[part], `${name} ${part}`, leaves);
  return leaves;
});

describe("every string an endpoint takes follows the text rule", () => {
  it("finds the strings of every endpoint", () => {
    expect(endpoints.length).toBeGreaterThan(100);
    expect(inputStrings.length).toBeGreaterThan(100);
  });

  it.each(inputStrings.map((leaf) => [leaf.path, leaf] as const))("%s", (_path, leaf) => {
    const definition = definitionOf(leaf.schema);
    // Base64 text is looked at here at its ends only; the server decodes it checking every character (validation/base64.ts).
    const hasRule = (definition.checks ?? []).some((check) => check === singleLineTextRule || check === multiLineTextRule || check === base64ShapeRule);
    expect(hasRule || CLOSED_FORMATS.has(definition.format ?? ""), "uses singleLineText(), multiLineText() or secretText(), or a closed format").toBe(true);
    for (const hostile of ["\u0000", "Anna\u0000Admin", "0123456789abcdef0123\u0000", "123456\u0007", "ok\ud800"]) {
      expect(leaf.schema.safeParse(hostile).success, JSON.stringify(hostile)).toBe(false);
    }
  });
});
