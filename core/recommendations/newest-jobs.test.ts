import { describe, expect, it } from "vitest";
import { sql } from "../../db/client";
import { withTestDatabase } from "../../tests/setup/test-database";
import { insertFixtureJobs } from "../../tests/fixtures/search-fixtures";
import { newestOpenJobIds } from "./newest-jobs";

withTestDatabase();

describe("the newest open jobs for recommendations", () => {
  it("lists open jobs newest first, never a closed, deleted or expired one", async () => {
    const [older, newer, closed, deleted, expired] = await insertFixtureJobs(sql(), [
      { title: "Older Role", ageDays: 2 },
      { title: "Newer Role", ageDays: 0.5 },
      { title: "Closed Role", ageDays: 0.1, status: "closed" },
      { title: "Deleted Role", ageDays: 0.1 },
      { title: "Expired Role", ageDays: 0.1, validThrough: new Date(Date.now() - 60_000) },
    ]);
    await sql()`UPDATE jobs SET deleted_at = now() WHERE id = ${deleted}`;
    const ids = await newestOpenJobIds(10);
    expect(ids.filter((id) => [older, newer, closed, deleted, expired].includes(id))).toEqual([newer, older]);
    expect(await newestOpenJobIds(1)).toEqual([newer]);
  });
});
