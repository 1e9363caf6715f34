import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/*
 * The API's modules as one graph: a module folder is a node, an import from one folder's file into
 * another folder an arrow. File-level lint (import-x/no-cycle) sees no cycle when A's service
 * imports B's service and B's policy imports A's repository; here that is one. Tests and their
 * helpers are left out: they stand beside the module they test, not in the running server.
 */

const TEST_FILE = /(\.test\.tsx?|[\\/]test-helpers\.ts|-test-helpers\.ts)$/;

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !TEST_FILE.test(file))
    .sort();
}

/** The specifiers a file imports or re-exports, each with whether only types cross (`import type`, `export type`, every named binding `type`). */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnly(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isTypeOnly(node) {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const elements = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
    return Boolean(elements?.length) && elements.every((element) => element.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return Boolean(bindings && ts.isNamedImports(bindings) && bindings.elements.length) && bindings.elements.every((element) => element.isTypeOnly);
}

/**
 * Every import from one module folder into another under `modulesFolder`: the importing file, the
 * two modules, the imported path inside the second (e.g. `repository.ts`) and whether only types cross.
 */
export function crossModuleImports(modulesFolder) {
  const root = resolve(modulesFolder);
  if (!existsSync(root)) return [];
  const moduleOf = (file) => relative(root, file).split(sep)[0];
  const imports = [];
  for (const file of sourceFiles(root)) {
    for (const { specifier, typeOnly } of importsOf(file)) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier);
      const inside = relative(root, target);
      if (inside.startsWith("..") || inside === "") continue;
      const from = moduleOf(file);
      const to = inside.split(sep)[0];
      if (from === to) continue;
      imports.push({ file: relative(root, file), from, to, path: inside.slice(to.length + 1).replace(/\.js$/, ".ts").split(sep).join("/"), typeOnly });
    }
  }
  return imports;
}

/** A module's repositories: `repository.ts` and `*-repository.ts`, its queries. */
export const REPOSITORY_FILE = /(^|\/)([a-z0-9-]+-)?repository\.ts$/;

/** The imports, of those given, that reach into another module's repository. */
export function repositoryImports(imports) {
  return imports.filter((entry) => REPOSITORY_FILE.test(entry.path));
}

/** The groups of modules that reach one another (strongly connected components of more than one module), each with one cycle through it, from the arrows given. */
export function moduleCycles(imports) {
  const arrows = new Map();
  for (const { from, to } of imports) {
    if (!arrows.has(from)) arrows.set(from, new Set());
    if (!arrows.has(to)) arrows.set(to, new Set());
    arrows.get(from).add(to);
  }
  const groups = stronglyConnected([...arrows.keys()].sort(), (module) => [...arrows.get(module)].sort()).filter((group) => group.length > 1);
  return groups.map((group) => ({ modules: group.sort(), cycle: shortestCycle(group, arrows) }));
}

function stronglyConnected(nodes, next) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!index.has(other)) {
        connect(other);
        low.set(node, Math.min(low.get(node), low.get(other)));
      } else if (onStack.has(other)) {
        low.set(node, Math.min(low.get(node), index.get(other)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return groups;
}

/** A shortest way from the group's first module back to itself, inside the group. */
function shortestCycle(group, arrows) {
  const inGroup = new Set(group);
  const start = [...group].sort()[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const module = queue.shift();
    for (const other of [...arrows.get(module)].sort()) {
      if (!inGroup.has(other)) continue;
      if (other === start) {
        const path = [module];
        while (cameFrom.has(path[0])) path.unshift(cameFrom.get(path[0]));
        return [...path, start];
      }
      if (!cameFrom.has(other) && other !== start) {
        cameFrom.set(other, module);
        queue.push(other);
      }
    }
  }
  return [start];
}
