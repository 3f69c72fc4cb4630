import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, setDatabase, type DatabaseHandle } from "../../../db/client";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { searchJobs } from "../search.service";
import { configureSearchSnapshots, stopSearchIndex } from "./search-index-store";

/**
 * A transaction left open anywhere on the server holds the watermark (pg_snapshot_xmin) below every later change: a
 * build and each load after it must still know which of those changes the index already holds, or a load re-applies
 * them all (on a board this small, past the rebuild share) and answers from a second full build.
 */
const database = withTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), "search-build-watermark-"));
const messages: string[] = [];
const opened: DatabaseHandle[] = [];

function restart(): void {
  const handle = openDatabase(database.handle().url, 3);
  opened.push(handle);
  setDatabase(handle);
}

afterAll(async () => {
  await stopSearchIndex();
  configureSearchSnapshots(null);
  setDatabase(database.handle());
  for (const handle of opened) await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a search index built while another transaction stays open", () => {
  it("loads its snapshot without re-applying the changes it was built with", async () => {
    const sql = database.handle().sql;
    const held = await sql.reserve();
    try {
      await held`BEGIN`;
      await held`SELECT pg_current_xact_id()`;
      await insertFixtureJobs(
        sql,
        Array.from({ length: 12 }, (_, index) => ({ title: `Wombat Engineer ${index}`, company: "Burrow Co" })),
      );
      configureSearchSnapshots({ dir, log: (message) => messages.push(message) });

      restart();
      expect((await searchJobs({ q: "wombat", limit: 50 })).total).toBe(12);
      expect(messages.at(-1)).toContain("building from the database");

      restart();
      expect((await searchJobs({ q: "wombat", limit: 50 })).total).toBe(12);
      expect(messages.at(-1)).toMatch(/12 jobs loaded from .* \(caught up from the change log\)/);
      expect(messages.join("\n")).not.toContain("rebuilt");

      // A change made after the build still arrives, once.
      await insertFixtureJobs(sql, [{ title: "Wombat Lead", company: "Burrow Co" }]);
      expect((await searchJobs({ q: "wombat", limit: 50 })).total).toBe(13);
    } finally {
      await held`ROLLBACK`;
      held.release();
    }
  });
});
