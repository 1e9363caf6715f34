import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import importX, { createNodeResolver } from "eslint-plugin-import-x";

/*
 * The one-way layers of docs/ARCHITECTURE.md as lint rules, for eslint.config.js and for the test
 * that plants a violation of each (lint/layers.test.ts). `root` is the repository (or a fixture's)
 * folder; the web app's source is `${web}`, the API's `${api}`, both relative to it.
 */

const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/test/**", "**/test-support/**", "**/test-helpers.ts"];

const importSettings = {
  "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
  "import-x/extensions": [".ts", ".tsx", ".js"],
  "import-x/ignore": ["\\.css$", "node_modules"],
};

/** No import cycle among the non-test files of a source folder (type-only imports cost nothing at run time and are let through). */
const noCycle = (folder) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  ignores: TESTS,
  plugins: { "import-x": importX },
  settings: importSettings,
  rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
});

const zones = (zoneList) => ({ "import-x/no-restricted-paths": ["error", { zones: zoneList }] });

/**
 * The web app's entities in the one order in which they may import one another: each imports only
 * entities listed after it, and an entity not listed imports no other entity. So no two entities
 * import each other, through any number of steps (docs/ARCHITECTURE.md "The web app's layers").
 */
export const WEB_ENTITY_ORDER = ["field-placement", "mab", "direct-sign", "signing", "form-fields", "signature-requests", "documents"];

const subfolders = (folder) => (existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : []);

/** What an entity may import of the other entities: those after it in the order, none when it is not listed. */
function entityZone(entitiesFolder, name, entityOrder) {
  const rank = entityOrder.indexOf(name);
  const below = rank === -1 ? [] : entityOrder.slice(rank + 1);
  return {
    target: join(entitiesFolder, name),
    from: entitiesFolder,
    except: [name, ...below].map((each) => `./${each}`),
    message:
      rank === -1
        ? "This entity imports no other entity: list it in WEB_ENTITY_ORDER (lint/layers.js) above the ones it needs, or let a feature join them (docs/ARCHITECTURE.md)."
        : "An entity imports only the entities after it in WEB_ENTITY_ORDER (lint/layers.js): move what both need lower, or let a feature join them (docs/ARCHITECTURE.md).",
  };
}

/**
 * app → features → entities → shared: a feature never imports another feature, an entity imports
 * no feature and only the entities after it in `entityOrder`, shared/ imports neither, and nothing
 * imports app/ (tests may).
 */
export function webLayers(root, web = "apps/web/src", entityOrder = WEB_ENTITY_ORDER) {
  const src = resolve(root, web);
  const featuresFolder = join(src, "features");
  const entitiesFolder = join(src, "entities");
  const sharedFolder = join(src, "shared");
  const app = [join(src, "app"), join(src, "main.tsx")];
  return [
    noCycle(web),
    {
      files: [`${web}/**/*.{ts,tsx}`],
      ignores: TESTS,
      plugins: { "import-x": importX },
      settings: importSettings,
      rules: zones([
        ...subfolders(featuresFolder).map((name) => ({
          target: join(featuresFolder, name),
          from: featuresFolder,
          except: [`./${name}`],
          message: "A feature imports entities/ and shared/, never another feature: move what both need into entities/ or shared/, or let app/ pass it in (docs/ARCHITECTURE.md).",
        })),
        {
          target: [featuresFolder, entitiesFolder, sharedFolder],
          from: app,
          message: "Nothing imports app/, the composition root: move what you need into entities/ or shared/ (docs/ARCHITECTURE.md).",
        },
        {
          target: entitiesFolder,
          from: featuresFolder,
          message: "entities/ imports no feature: move what it needs into entities/, or let the feature pass it in (docs/ARCHITECTURE.md).",
        },
        ...subfolders(entitiesFolder).map((name) => entityZone(entitiesFolder, name, entityOrder)),
        {
          target: sharedFolder,
          from: [featuresFolder, entitiesFolder],
          message: "shared/ imports no entity and no feature: it knows no domain; move the code into entities/ (docs/ARCHITECTURE.md).",
        },
      ]),
    },
  ];
}

/** The files of a folder, recursively, whose names match; [] when it does not exist. */
function filesIn(folder, pattern) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const REPOSITORY = /^([a-z0-9-]+-)?repository\.ts$/;
const TEST_HELPERS = /^([a-z0-9-]+-)?test-helpers\.ts$/;

/**
 * One door per module: from anywhere outside a module (another module, composition/, app.ts,
 * cli/, tests) only its face `index.ts` is imported, never its repository; tests may also use
 * its test helpers. Built from the folder list, like the web app's feature zones.
 */
function moduleFaceZones(src, { forTests }) {
  const modulesFolder = join(src, "modules");
  const modules = existsSync(modulesFolder) ? readdirSync(modulesFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
  const outsideModules = readdirSync(src).filter((name) => name !== "modules").map((name) => join(src, name));
  return modules.flatMap((name) => {
    const folder = join(modulesFolder, name);
    const elsewhere = [...outsideModules, ...modules.filter((other) => other !== name).map((other) => join(modulesFolder, other))];
    const repositories = filesIn(folder, REPOSITORY);
    const open = [join(folder, "index.ts"), ...(forTests ? filesIn(folder, TEST_HELPERS) : [])];
    const relativeToModule = (file) => `./${relative(folder, file)}`;
    return [
      ...(repositories.length > 0 && elsewhere.length > 0
        ? [
            {
              target: elsewhere,
              from: repositories,
              message: `A table's queries stay in their module: ask ${name}/index.ts for a function, never import its repository (docs/ARCHITECTURE.md).`,
            },
          ]
        : []),
      ...(elsewhere.length > 0
        ? [
            {
              target: elsewhere,
              from: folder,
              except: [...open, ...repositories].map(relativeToModule),
              message: `Another module is reached through its face only: import ${name}/index.ts${forTests ? " (or its test helpers)" : ""} (docs/ARCHITECTURE.md).`,
            },
          ]
        : []),
    ];
  });
}

/**
 * platform ← pdf-engine ← modules (each through its face) ← composition ← app: platform/ imports
 * nothing from pdf-engine/, modules/ or composition/, pdf-engine/ nothing from modules/ or composition/;
 * a module imports another only through its face, and nothing above the modules (composition/,
 * app.ts, main.ts, cli/); no file-level cycles. The module-level cycle check is
 * lint/module-cycles.js.
 */
export function apiLayers(root, api = "apps/api/src") {
  const src = resolve(root, api);
  const above = ["composition", "app.ts", "main.ts", "cli"].map((name) => join(src, name));
  const layers = [
    {
      target: join(src, "platform"),
      from: [join(src, "modules"), join(src, "pdf-engine"), join(src, "composition")],
      message: "platform/ sits below modules/ and pdf-engine/ and imports neither (docs/ARCHITECTURE.md).",
    },
    {
      target: join(src, "pdf-engine"),
      from: [join(src, "modules"), join(src, "composition")],
      message: "pdf-engine/ (the PDF engine) sits below the modules and imports none (docs/ARCHITECTURE.md).",
    },
    {
      target: join(src, "modules"),
      from: above,
      message: "Modules sit below composition/, app.ts and cli/ and import none of them: take what you need as a port (docs/ARCHITECTURE.md).",
    },
  ];
  const rules = { plugins: { "import-x": importX }, settings: importSettings };
  return [
    noCycle(api),
    { files: [`${api}/**/*.ts`], ignores: TESTS, ...rules, rules: zones([...layers, ...moduleFaceZones(src, { forTests: false })]) },
    // Tests may drive their own module's insides, and use another module's test helpers besides its face.
    { files: TESTS.map((pattern) => `${api}/${pattern}`), ...rules, rules: zones(moduleFaceZones(src, { forTests: true })) },
  ];
}
