import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
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
export const WEB_ENTITY_ORDER = ["field-placement", "mab", "signing", "form-fields", "signature-requests", "documents"];

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

/** No cycles, and platform/ (config, database, jobs, mail, auth, HTTP) imports nothing from modules/ or signing/. */
export function apiLayers(root, api = "apps/api/src") {
  const src = resolve(root, api);
  return [
    noCycle(api),
    {
      files: [`${api}/**/*.ts`],
      ignores: TESTS,
      plugins: { "import-x": importX },
      settings: importSettings,
      rules: zones([
        {
          target: join(src, "platform"),
          from: [join(src, "modules"), join(src, "signing")],
          message: "platform/ sits below modules/ and signing/ and imports neither (docs/ARCHITECTURE.md).",
        },
      ]),
    },
  ];
}
