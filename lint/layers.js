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

/** app → features → shared: a feature never imports another, and nothing imports app/ (tests may). */
export function webLayers(root, web = "apps/web/src") {
  const src = resolve(root, web);
  const featuresFolder = join(src, "features");
  const features = existsSync(featuresFolder) ? readdirSync(featuresFolder, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  const app = [join(src, "app"), join(src, "main.tsx")];
  return [
    noCycle(web),
    {
      files: [`${web}/**/*.{ts,tsx}`],
      ignores: TESTS,
      plugins: { "import-x": importX },
      settings: importSettings,
      rules: zones([
        ...features.map(({ name }) => ({
          target: join(featuresFolder, name),
          from: featuresFolder,
          except: [`./${name}`],
          message: "A feature imports shared/, never another feature: move what both need into shared/, or let app/ pass it in (docs/ARCHITECTURE.md).",
        })),
        {
          target: [featuresFolder, join(src, "shared")],
          from: app,
          message: "Nothing imports app/, the composition root: move what you need into shared/ (docs/ARCHITECTURE.md).",
        },
        {
          target: join(src, "shared"),
          from: featuresFolder,
          message: "shared/ imports no feature: let app/ pass it in, or move it into shared/ (docs/ARCHITECTURE.md).",
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
