import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testFilesByDatabaseNeed } from "./tests/setup/database-test-files";
import ProcessFirstSequencer from "./tests/setup/process-first-sequencer";

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
    // Two files at a time at least (decision 189). Vitest's default, one fewer than the cores, is one on the 2-core CI
    // machine: the files that start servers, embedded PostgreSQL and child processes mostly wait on them, and the
    // machine's PostgreSQL answers the database files from the other core. Each file has its own database, folders and
    // ports, so files do not see each other. VITEST_MAX_WORKERS overrides it.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The few files that start servers and databases first, so that they overlap the short ones.
    sequence: { sequencer: ProcessFirstSequencer },
    reporters: ["default", "./tests/setup/slowest-tests-reporter.ts"],
    projects: [
      { extends: true, test: { name: "plain", include: files.plain } },
      {
        extends: true,
        test: {
          name: "database",
          include: files.database,
          globalSetup: ["tests/setup/global-database.ts"],
          // One module graph per worker, not per file (decision 204): each of these files imported the same graph
          // (the app, core, drizzle) for about 1.3 s of CPU. Each still takes a database and a default board of its
          // own (tests/setup/test-env.ts), so no file sees another's data, index or caches.
          isolate: false,
        },
      },
    ],
  },
});
