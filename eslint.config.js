import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The import direction of shared/ARCHITECTURE.md §3 (docs/decisions/090): app and server over core over db
 * over config, with lib/ (pure helpers that import nothing of ours) beneath them all. Nothing imports app.
 * Each zone names a layer (target) and the layers above it that it must not import (from).
 */
const layersAbove = {
  "./lib": ["./config", "./db", "./core", "./server", "./app"],
  "./config": ["./db", "./core", "./server", "./app"],
  "./db": ["./core", "./server", "./app"],
  "./core": ["./server", "./app"],
  "./server": ["./app"],
};
// Tests and scripts may read the route table (app/routes.ts is data: the page validators walk it), nothing else of app.
const appFromOutside = ["./tests", "./bench", "./scripts"].map((target) => ({
  target,
  from: "./app",
  except: ["./routes.ts"],
  message: "Nothing imports app (ARCHITECTURE.md §3) except the route table.",
}));
// A door for every feature (decision 196, bulletproof-react's rule): each folder of core/ but shared/ is a feature, and
// from outside it only its door may be imported: index.ts, or browser.ts, the part a page may load in the browser
// (index.ts passes it on). Read from the folder, so a new feature is fenced the day it is made.
const features = readdirSync(new URL("./core", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "shared")
  .map((entry) => entry.name);
const outsideCore = [
  "./app/**",
  "./server/**",
  "./db/**",
  "./config/**",
  "./lib/**",
  "./bench/**",
  "./scripts/**",
  "./tests/**",
  "./docs/**",
];
const featureDoors = features.map((feature) => ({
  target: [`./core/!(${feature})/**`, ...outsideCore],
  from: `./core/${feature}`,
  except: ["./index.ts", "./browser.ts"],
  message: `Import core/${feature} through its door, core/${feature}/index.ts (browser.ts in a page's browser code); what others need, the door exports.`,
}));
const importDirectionZones = [
  ...Object.entries(layersAbove).map(([target, from]) => ({
    target,
    from,
    message: "Imports flow one way (ARCHITECTURE.md §3): move what both sides need down a layer.",
  })),
  ...appFromOutside,
  // The tops of their trees: root.tsx renders every page, api/index.ts registers every resource.
  { target: "./app", from: "./app/root.tsx", message: "Shared root types live in app/lib/root-data.ts." },
  {
    target: "./server/api",
    from: "./server/api/index.ts",
    message: "Handlers import ApiApp from server/api/api-app.ts.",
  },
  ...featureDoors,
  // Inside core/search (decision 141), the loops that exist only for speed sit behind one door, fast-paths/index.ts, which only the index's entry point opens.
  {
    target: ["./core/search/!(fast-paths|search-index.ts)/**", "./core/search/!(search-index.ts)"],
    from: "./core/search/fast-paths",
    message:
      "Only core/search/search-index.ts reaches the fast paths (through fast-paths/index.ts); elsewhere use the general paths.",
  },
  {
    target: "./core/search/search-index.ts",
    from: "./core/search/fast-paths",
    except: ["./index.ts"],
    message: "search-index.ts opens the fast paths through their one door, fast-paths/index.ts.",
  },
];

export default tseslint.config(
  { ignores: ["node_modules", "build", "data", ".react-router", "test-results", "playwright-report", "scratch"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: { "import-x/no-restricted-paths": ["error", { zones: importDirectionZones }] },
  },
  {
    // Schemas that reach the browser must build on core/shared/zod.ts (zod without its eval probe, which the CSP reports).
    files: ["core/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    ignores: ["core/shared/zod.ts", "core/shared/zod-base.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: "Import { z } from core/shared/zod (jitless in the browser: the CSP forbids eval).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // One error answer (decision 169): a handler throws an AppError kind or returns its route's typed response, and a
    // postgres.js transaction is typed by db/transaction.ts; a cast that silences the checker hides a wrong answer.
    // Tests may keep theirs (a stub for a browser global, a deliberately malformed input).
    files: ["{app,core,db,lib,server}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSNeverKeyword.typeAnnotation",
          message:
            "No `as never`: throw an AppError kind (core/shared/app-error.ts) or return the route's typed response.",
        },
        {
          selector: "TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation",
          message:
            "No `as unknown as`: type the value where it is made (db/transaction.ts for a postgres.js transaction).",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
