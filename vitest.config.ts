import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFilesByDatabaseNeed } from "./tests/setup/database-test-files";

// Two projects in one run (decision 166): files that take a database copy (tests/setup/test-database.ts) run in
// "database", whose global setup starts PostgreSQL (or uses TEST_DATABASE_URL) and migrates the template once;
// every other file runs in "plain", which starts no database, so `vitest run --project plain` needs none.
const files = testFilesByDatabaseNeed(fileURLToPath(new URL(".", import.meta.url)));

export default defineConfig({
  test: {
    exclude: ["node_modules", "build", "tests/e2e"],
    setupFiles: ["tests/setup/test-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default", "./tests/setup/slowest-tests-reporter.ts"],
    projects: [
      { extends: true, test: { name: "plain", include: files.plain } },
      { extends: true, test: { name: "database", include: files.database, globalSetup: ["tests/setup/global-database.ts"] } },
    ],
  },
});
