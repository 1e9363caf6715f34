import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { FEATURES, STRINGS_MODULES } from "./feature-strings.ts";

/*
 * Reads the source, not the bundle: the import graph the bundler follows. The entry chunk is what
 * main.tsx imports statically; each import() in the registries below starts a chunk of its own,
 * and the features listed beside it are the strings loaded with it.
 */
const SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const ENTRY = resolve(SOURCE, "main.tsx");
const REGISTRIES = ["app/routes/route-table.ts", "app/dialogs/dialog-components.ts", "app/overlays/overlay-components.ts"];

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

const isDynamicImport = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** The source files a module imports for their values (type-only imports cost no bytes). */
function staticImports(file: string): string[] {
  const imports: string[] = [];
  for (const statement of parse(file).statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) specifier = statement.moduleSpecifier;
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue;
    const target = resolve(dirname(file), specifier.text);
    if (/\.tsx?$/.test(target) && existsSync(target)) imports.push(target);
  }
  return imports;
}

/** Every module in one chunk's static import graph. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file));
  }
  return seen;
}

/** The features whose strings a module refers to: any literal starting "feature." ("signature_requests.statuses.", `signing.${…}`). */
function featuresUsedBy(file: string): Set<string> {
  const used = new Set<string>();
  walk(parse(file), (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      for (const feature of FEATURES) if (node.text.startsWith(`${feature}.`)) used.add(feature);
    }
  });
  return used;
}

const isStringsFile = (file: string) => /^((features|entities)\/[^/]+\/i18n|app\/i18n\/locales)\//.test(relative(SOURCE, file));
function featuresUsedByGraph(files: Iterable<string>): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const file of files) {
    if (isStringsFile(file)) continue;
    for (const feature of featuresUsedBy(file)) users.set(feature, [...(users.get(feature) ?? []), relative(SOURCE, file)]);
  }
  return users;
}

/** Each import() of the registries with the features listed beside it: `page(() => import("…"), ["signature_requests"])`. */
function lazyModules(): Array<{ registry: string; module: string; features: string[] }> {
  const found: Array<{ registry: string; module: string; features: string[] }> = [];
  for (const registry of REGISTRIES) {
    const file = resolve(SOURCE, registry);
    walk(parse(file), (node) => {
      if (!isDynamicImport(node)) return;
      const [specifier] = node.arguments;
      if (!specifier || !ts.isStringLiteral(specifier)) throw new Error(`${registry}: an import() without a plain path`);
      const loader = node.parent;
      const call = ts.isArrowFunction(loader) ? loader.parent : undefined;
      const listed = call && ts.isCallExpression(call) && call.arguments[0] === loader ? call.arguments[1] : undefined;
      const features = listed && ts.isArrayLiteralExpression(listed) ? listed.elements.map((element) => (element as ts.StringLiteral).text) : [];
      found.push({ registry, module: resolve(dirname(file), specifier.text), features });
    });
  }
  return found;
}

describe("feature strings", () => {
  const entry = staticGraph(ENTRY);

  it("stay out of the entry chunk: the shell imports no strings of a feature that loads with its pages", () => {
    const folders = new Set(Object.keys(STRINGS_MODULES).map((path) => relative(SOURCE, dirname(resolve(SOURCE, path)))));
    expect(folders.size).toBeGreaterThan(20);
    expect(folders).toContain("features/signature-requests/i18n");
    expect(folders).toContain("entities/form-fields/i18n");
    const inEntry = [...entry].map((file) => relative(SOURCE, file)).filter((file) => folders.has(dirname(file)));
    expect(inEntry).toEqual([]);
    // The check itself follows imports: the shell's own English strings are in the entry.
    expect(entry.has(resolve(SOURCE, "app/i18n/locales/en-gb.ts"))).toBe(true);
  });

  it("the shell shows none of them: its modules use only the strings that load with it", () => {
    expect(Object.fromEntries(featuresUsedByGraph(entry))).toEqual({});
  });

  const lazy = lazyModules();
  it("are found beside the lazily loaded pages, dialogs and overlays", () => {
    expect(lazy.length).toBeGreaterThan(40);
    expect(lazy.filter((entry) => entry.features.length > 0).length).toBeGreaterThan(20);
  });

  for (const { registry, module, features } of lazy) {
    it(`load with ${relative(SOURCE, module)} (${registry}) for every feature it shows`, () => {
      const chunk = staticGraph(module);
      // What the entry brings is there already; the chunk does not include it again.
      for (const file of entry) chunk.delete(file);
      const used = featuresUsedByGraph(chunk);
      const missing = [...used].filter(([feature]) => !features.includes(feature));
      expect(Object.fromEntries(missing), `add the features to the list beside its import() in ${registry}`).toEqual({});
      expect(
        features.filter((feature) => !used.has(feature)),
        `features listed in ${registry} whose strings it does not show`,
      ).toEqual([]);
    });
  }
});
