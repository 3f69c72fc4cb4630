import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/** The folders Vitest looks in for test files (vitest.config.ts), walked here without a glob library. */
export const testFolders = ["core", "server", "db", "config", "app", "bench", "docs", "tests/integration"];
const testFile = /\.test\.tsx?$/;
// A file needs the run's PostgreSQL exactly when it takes a database copy from test-database.ts (withTestDatabase,
// createTestDatabase): nothing else reads the template that global-database.ts provides.
const usesTestDatabase = /from\s+["'][./]*(?:tests\/)?setup\/test-database["']/;

function testFilesUnder(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !testFile.test(entry.name)) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!file.includes("node_modules/")) found.push(file);
  }
  return found;
}

/** Test files (relative to root, "/"-separated, sorted) split by whether they need a database copied from the template. */
export function testFilesByDatabaseNeed(root: string): { database: string[]; plain: string[] } {
  const database: string[] = [];
  const plain: string[] = [];
  for (const file of testFolders.flatMap((folder) => testFilesUnder(root, folder)).sort()) {
    (usesTestDatabase.test(readFileSync(path.join(root, file), "utf8")) ? database : plain).push(file);
  }
  return { database, plain };
}
