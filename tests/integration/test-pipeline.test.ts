// The pieces of `npm test` that decide what runs where (decision 166): which files get a database, and the table of
// what each step took.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stepSummary } from "../../scripts/test-steps.mjs";
import { testFilesByDatabaseNeed } from "../setup/database-test-files";
import { startsProcesses } from "../setup/process-first-sequencer";

const root = path.resolve(import.meta.dirname, "../..");

describe("the Vitest projects", () => {
  const { database, plain } = testFilesByDatabaseNeed(root);

  it("give a database to every file that takes a copy, and to no other", () => {
    for (const file of database)
      expect(readFileSync(path.join(root, file), "utf8"), file).toMatch(/withTestDatabase|createTestDatabase/);
    for (const file of plain)
      expect(readFileSync(path.join(root, file), "utf8"), file).not.toMatch(
        /\b(withTestDatabase|createTestDatabase)\(/,
      );
    expect(database).toContain("tests/integration/two-servers.test.ts");
    expect(plain).toContain("core/shared/number-text.test.ts");
  });

  it("cover each test file once", () => {
    expect(new Set([...database, ...plain]).size).toBe(database.length + plain.length);
    expect(plain).toContain("tests/integration/test-pipeline.test.ts");
  });
});

describe("the order of the files", () => {
  it("puts the files that start servers and databases first, and no plain unit test among them", () => {
    const { database, plain } = testFilesByDatabaseNeed(root);
    const first = [...database, ...plain].filter((file) =>
      startsProcesses.test(readFileSync(path.join(root, file), "utf8")),
    );
    const servers = [
      "tests/integration/database-crash.test.ts",
      "tests/integration/server-lifecycle.test.ts",
      "tests/integration/two-servers.test.ts",
    ];
    expect(first).toEqual(expect.arrayContaining(servers));
    expect(first).not.toContain("core/shared/number-text.test.ts");
    // A few: the rest of the run overlaps them.
    expect(first.length).toBeLessThan((database.length + plain.length) / 5);
  });
});

describe("the step table", () => {
  it("lists each step with its seconds and outcome, and the total", () => {
    const table = stepSummary([
      { label: "build", seconds: 41.6, outcome: "passed" },
      { label: "runtime tests (Vitest, Node 22)", seconds: 0, outcome: "skipped", note: "no Node 22" },
      { label: "lint", seconds: 20.2, outcome: "failed" },
    ]);
    expect(table.split("\n")).toEqual([
      "What each step took:",
      "  build                              42 s  passed",
      "  runtime tests (Vitest, Node 22)       -  skipped (no Node 22)",
      "  lint                               20 s  failed",
      "  total                              62 s",
    ]);
  });

  it("gives the run's wall-clock time as the total when steps overlapped", () => {
    const table = stepSummary(
      [
        { label: "type check", seconds: 90, outcome: "passed", note: "in parallel" },
        { label: "lint", seconds: 60, outcome: "passed", note: "in parallel" },
      ],
      91,
    );
    expect(table.split("\n").at(-1)).toBe("  total         91 s");
  });
});
