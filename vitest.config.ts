import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{core,server,db,config,app,bench,docs}/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    exclude: ["node_modules", "build", "tests/e2e"],
    globalSetup: ["tests/setup/global-database.ts"],
    setupFiles: ["tests/setup/test-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
