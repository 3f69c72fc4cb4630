import { describe, expect, it } from "vitest";
import type { Sql } from "../../../db/client";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { insertFixtureJobs } from "../../../tests/fixtures/search-fixtures";
import { searchJobs, suggest } from "../search.service";
import { searchIndex } from "./search-index-store";

const database = withTestDatabase();
const titlesFor = async (q: string) => (await searchJobs({ q, limit: 50 })).jobs.map((job) => job.title).sort();

describe("search change log with concurrent writers", () => {
  it("applies a change committed after a later transaction's change was already read", async () => {
    const sql = database.handle().sql;
    await insertFixtureJobs(sql, [{ title: "Kotlin Engineer", company: "Base Co", category: "Mobile" }]);
    expect(await titlesFor("kotlin")).toEqual(["Kotlin Engineer"]);

    // T1 writes first (its change-log row takes the lower id) but commits last.
    const t1 = await sql.reserve();
    try {
      await t1`BEGIN`;
      const [slow] = await insertFixtureJobs(t1 as unknown as Sql, [
        { title: "Kotlin Lead Slow", company: "Slow Co", category: "Slow Category" },
      ]);
      await t1`UPDATE jobs SET status = 'closed' WHERE title = 'Kotlin Engineer'`;
      // T2 writes and commits while T1 is still open.
      await insertFixtureJobs(sql, [{ title: "Kotlin Developer Fast", company: "Fast Co", category: "Fast Category" }]);
      expect(await titlesFor("kotlin")).toEqual(["Kotlin Developer Fast", "Kotlin Engineer"]);
      await t1`COMMIT`;
      expect(slow).toBeGreaterThan(0);
    } finally {
      t1.release();
    }
    // T1's new job appears and the job it closed leaves, though T2's later id was read before.
    expect(await titlesFor("kotlin")).toEqual(["Kotlin Developer Fast", "Kotlin Lead Slow"]);
    // Reading a change again is harmless: the totals stay exact.
    expect((await searchJobs({ q: "kotlin", limit: 50 })).total).toBe(2);
    expect((await searchJobs({ limit: 50 })).total).toBe(2);
  });
});

describe("suggestions and validThrough", () => {
  it("stop suggesting a job once its validThrough passes, though nothing was written", async () => {
    const sql = database.handle().sql;
    await insertFixtureJobs(sql, [
      {
        title: "Zebrafish Curator",
        company: "Aquarium Co",
        category: "Marine",
        validThrough: new Date(Date.now() + 1_500),
      },
    ]);
    expect((await suggest("zebraf")).map((item) => item.text)).toContain("Zebrafish Curator");
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await searchJobs({ q: "zebrafish", limit: 5 })).total).toBe(0);
    expect(await suggest("zebraf")).toEqual([]);
    expect((await suggest("aquarium")).map((item) => item.text)).not.toContain("Aquarium Co");
  });
});

describe("the index kept in step", () => {
  it("takes in a job added with a company and category of its own, and drops one closed, without building a new index", async () => {
    const sql = database.handle().sql;
    // Enough other jobs that one closed job (with the other tests' dead slots) stays under the fifth of dead slots that rebuilds the index.
    const [closed] = await insertFixtureJobs(sql, [
      { title: "Quokka Team Lead" },
      ...Array.from({ length: 20 }, (_, n) => ({ title: `Support Associate ${n}` })),
    ]);
    const index = await searchIndex();
    expect(index.search({ q: "quokka", offset: 0, limit: 10 }).ids).toEqual([closed]);
    // A company and category of their own: upserting an existing one touches its jobs, and so many changes rebuild the index.
    const [added] = await insertFixtureJobs(sql, [
      { title: "Quokka Team Member", company: "Kestrel Labs", category: "Quokka Guild", ageDays: 0 },
    ]);
    await sql`UPDATE jobs SET status = 'closed' WHERE id = ${closed}`;
    expect(await searchIndex()).toBe(index);
    expect(index.search({ q: "quokka", offset: 0, limit: 10 }).ids).toEqual([added]);
  });
});

describe("one read of the change log for one moment (decision 146)", () => {
  it("serves every question asked for a moment it began after; a question asked for now reads again", async () => {
    const sql = database.handle().sql;
    const narwhals = async (index: Promise<Awaited<ReturnType<typeof searchIndex>>>) =>
      (await index).search({ q: "narwhal", offset: 0, limit: 10 }).total;
    await insertFixtureJobs(sql, [{ title: "Narwhal Keeper" }]);
    const moment = performance.now();
    expect(await narwhals(searchIndex(moment))).toBe(1);

    await insertFixtureJobs(sql, [{ title: "Narwhal Trainer" }]);
    // Committed after the moment: questions for that moment (a page's, from its request's start) share the read before it.
    expect(await Promise.all([narwhals(searchIndex(moment)), narwhals(searchIndex(moment))])).toEqual([1, 1]);
    // Asked for now (a search after one's own write), the log is read again.
    expect(await narwhals(searchIndex())).toBe(2);
    expect(await narwhals(searchIndex(moment))).toBe(2);
  });
});
