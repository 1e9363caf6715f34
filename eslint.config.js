import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { apiLayers, webLayers } from "./lint/layers.js";

/** Imports go one way (DESIGN.md): contracts ← api, contracts ← web; web never imports api. */
const forbid = (patterns, message) => ({
  "no-restricted-imports": ["error", { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", "coverage/**", "lint/fixtures/**", ".cache/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["packages/contracts/**"],
    rules: forbid(["@paraph/api", "@paraph/web", "**/apps/**"], "contracts imports neither api nor web"),
  },
  {
    files: ["apps/web/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(["@paraph/api", "**/apps/api/**", "**/api/src/**"], "web never imports api; share through @paraph/contracts"),
    },
  },
  {
    files: ["apps/api/**"],
    rules: forbid(["@paraph/web", "**/apps/web/**", "**/web/src/**"], "api never imports web; share through @paraph/contracts"),
  },
  // One-way layers inside each app (docs/ARCHITECTURE.md); lint/layers.test.ts plants a violation of each.
  ...webLayers(import.meta.dirname),
  ...apiLayers(import.meta.dirname),
  {
    files: ["apps/api/src/cli/**", "bench/**", "apps/api/scripts/**", "e2e/**", "lint/module-cycles.js"],
    rules: { "no-console": "off" },
  },
);
